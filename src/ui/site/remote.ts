import { makeAutoObservable, runInAction } from 'mobx';
import type { AppError } from '../../domain/errors/app-error';
import { AppErrors } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';

export type RemoteStatus<T> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly value: T }
  | { readonly kind: 'error'; readonly error: AppError };

/**
 * One read of a site page, as the page shows it: loading, loaded, or failed with a Retry. A later
 * load wins over an earlier one still on its way (a Retry pressed twice never shows the older answer).
 */
export class Remote<T> {
  status: RemoteStatus<T> = { kind: 'loading' };
  private asked = 0;

  constructor(private readonly read: () => Promise<Result<T, AppError>>) {
    makeAutoObservable<this, 'read' | 'asked'>(this, { read: false, asked: false }, { autoBind: true });
  }

  get value(): T | undefined {
    return this.status.kind === 'loaded' ? this.status.value : undefined;
  }

  async load(): Promise<void> {
    const ask = ++this.asked;
    this.status = { kind: 'loading' };
    let result: Result<T, AppError>;
    try {
      result = await this.read();
    } catch {
      // The read's code did not arrive (offline): shown as the network failure it is, with Retry.
      result = { ok: false, error: AppErrors.networkFailure() };
    }
    if (ask !== this.asked) return;
    runInAction(() => {
      this.status = result.ok
        ? { kind: 'loaded', value: result.value }
        : { kind: 'error', error: result.error };
    });
  }

  /**
   * Reads again without showing a spinner: what is shown stays until the new answer replaces it,
   * and a failed re-read leaves it as it was (the page still holds the last good answer). Before a
   * first answer, it is a plain `load`.
   */
  async refresh(): Promise<void> {
    if (this.status.kind !== 'loaded') return this.load();
    const ask = ++this.asked;
    let result: Result<T, AppError>;
    try {
      result = await this.read();
    } catch {
      return;
    }
    if (ask !== this.asked || !result.ok) return;
    const value = result.value;
    runInAction(() => (this.status = { kind: 'loaded', value }));
  }
}
