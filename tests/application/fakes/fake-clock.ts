import type { Clock } from '../../../src/application/ports/clock';

/** A clock that shows what the test sets. */
export class FakeClock implements Clock {
  constructor(private epochMs: number = Date.UTC(2026, 2, 15, 9, 30)) {}

  now(): Date {
    return new Date(this.epochMs);
  }

  set(epochMs: number): void {
    this.epochMs = epochMs;
  }

  advance(ms: number): void {
    this.epochMs += ms;
  }
}
