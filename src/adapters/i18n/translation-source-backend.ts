import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import type { TranslationSource } from '../../application/ports/translation-source';
import type { AppError } from '../../domain/errors/app-error';
import { normalizeLanguage } from '../../domain/preferences/language';

/** A bundle that could not be loaded: the page goes on in English, and somebody should know. */
export interface BundleFailure {
  readonly language: string;
  readonly error: AppError;
}

/** The error i18next records for a failed bundle; it carries the `AppError`. */
export class BundleLoadError extends Error {
  constructor(readonly failure: BundleFailure) {
    super(`Translation bundle "${failure.language}" could not be loaded: ${failure.error.code}`);
    this.name = 'BundleLoadError';
  }
}

/**
 * The i18next backend: reads each bundle through a `TranslationSource`, so i18next and the
 * application share one fetch and one cache. A failure is reported and handed to i18next as final
 * (no i18next retry loop): the fallback language is loaded in the same pass, so the page shows
 * English at once instead of waiting on retries. Only the offered languages are loaded; i18next
 * never asks for another, since `supportedLngs` lists them.
 */
export class TranslationSourceBackend implements BackendModule {
  readonly type = 'backend' as const;
  readonly callbackApi = true;

  constructor(
    private readonly source: TranslationSource,
    private readonly report: (failure: BundleFailure) => void,
  ) {}

  init(): void {}

  read(language: string, _namespace: string, callback: ReadCallback): void {
    const offered = normalizeLanguage(language);
    if (offered !== language || offered === undefined) {
      this.fail({ language, error: { code: 'NotFound', body: language } }, callback);
      return;
    }
    this.source.load(offered).then(
      (result) => {
        if (result.ok) callback(null, result.value as ResourceKey);
        else this.fail({ language, error: result.error }, callback);
      },
      // The port never rejects; should an implementation break that promise, English still shows.
      () => this.fail({ language, error: { code: 'NetworkFailure' } }, callback),
    );
  }

  private fail(failure: BundleFailure, callback: ReadCallback): void {
    try {
      this.report(failure);
    } catch {
      // A broken reporter must not keep the page waiting for its bundles.
    }
    // `false`: do not retry.
    callback(new BundleLoadError(failure), false);
  }
}
