import type { AppError } from '../../../src/domain/errors/app-error';
import { err, ok, type Result } from '../../../src/domain/shared/result';

export type Answer<T> = Result<T, AppError>;

/** How a fake answers a call: a value, or a promise a test controls (e.g. through `fc.scheduler`). */
export type Responder<A extends readonly unknown[], T> = (...args: A) => Answer<T> | Promise<Answer<T>>;

/**
 * One method of a fake gateway: records every call's arguments and answers from a script. The
 * standing answer serves every call unless answers were queued with `once`, which go first.
 */
export class ScriptedCall<A extends readonly unknown[], T> {
  readonly calls: A[] = [];
  private standing: Responder<A, T>;
  private readonly queued: Responder<A, T>[] = [];

  constructor(initial: Answer<T>) {
    this.standing = () => initial;
  }

  /** Every later call succeeds with `value`. */
  succeeds(value: T): this {
    this.standing = () => ok(value);
    return this;
  }

  /** Every later call fails with `error`. */
  fails(error: AppError): this {
    this.standing = () => err(error);
    return this;
  }

  /** Every later call is answered by `responder`. */
  respondsWith(responder: Responder<A, T>): this {
    this.standing = responder;
    return this;
  }

  /** The next call (after those already queued) is answered by `responder`. */
  once(responder: Responder<A, T>): this {
    this.queued.push(responder);
    return this;
  }

  get count(): number {
    return this.calls.length;
  }

  /** Answers like the port: a promise that resolves, never one that rejects. */
  async invoke(...args: A): Promise<Answer<T>> {
    this.calls.push(args);
    const responder = this.queued.shift() ?? this.standing;
    return responder(...args);
  }
}
