import type { Logger } from '../../application/ports/logger';

/** How much is written, from the most verbose; `silent` writes nothing. */
export const LogLevel = {
  Debug: 'debug',
  Info: 'info',
  Warn: 'warn',
  Error: 'error',
  Silent: 'silent',
} as const;

export type LogLevel = (typeof LogLevel)[keyof typeof LogLevel];

const RANK: Readonly<Record<LogLevel, number>> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 };

/** The part of `console` the logger writes to. */
export type LogConsole = Pick<Console, 'debug' | 'info' | 'warn' | 'error'>;

export interface ConsoleLoggerOptions {
  /** The least severe level written; default `warn` (both levels of the `Logger` port). */
  readonly level?: LogLevel;
  /** Put before every message, e.g. the app's name; default none. */
  readonly prefix?: string;
  /** Default the global `console`. */
  readonly console?: LogConsole;
}

/**
 * `Logger` on the browser's console, with levels. The cause is passed to the console as a value,
 * not glued into the text, so the developer tools keep its structure (an `AppError`'s code and
 * body, an exception's stack). Never throws: a console that fails is ignored.
 */
export class ConsoleLogger implements Logger {
  private readonly minimum: number;

  constructor(private readonly options: ConsoleLoggerOptions = {}) {
    this.minimum = RANK[options.level ?? LogLevel.Warn];
  }

  error(message: string, cause?: unknown): void {
    this.write(LogLevel.Error, message, cause);
  }

  warn(message: string, cause?: unknown): void {
    this.write(LogLevel.Warn, message, cause);
  }

  info(message: string, cause?: unknown): void {
    this.write(LogLevel.Info, message, cause);
  }

  debug(message: string, cause?: unknown): void {
    this.write(LogLevel.Debug, message, cause);
  }

  private write(level: Exclude<LogLevel, 'silent'>, message: string, cause: unknown): void {
    if (RANK[level] < this.minimum) return;
    const text = this.options.prefix ? `${this.options.prefix} ${message}` : message;
    try {
      const sink = this.options.console ?? globalThis.console;
      if (cause === undefined) sink[level](text);
      else sink[level](text, cause);
    } catch {
      // Logging is the last resort: there is nowhere left to report its own failure.
    }
  }
}
