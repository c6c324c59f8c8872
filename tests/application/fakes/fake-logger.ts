import type { Logger } from '../../../src/application/ports/logger';

export interface LogLine {
  readonly message: string;
  readonly cause: unknown;
}

/** Keeps every line logged. */
export class FakeLogger implements Logger {
  readonly errors: LogLine[] = [];
  readonly warnings: LogLine[] = [];

  error(message: string, cause?: unknown): void {
    this.errors.push({ message, cause });
  }

  warn(message: string, cause?: unknown): void {
    this.warnings.push({ message, cause });
  }
}
