import type { AppError } from '../../domain/errors/app-error';
import type { Language } from '../../domain/preferences/language';
import type { Result } from '../../domain/shared/result';
import type { TranslationBundle } from './translator';

/**
 * Where the message bundles come from: `GET /assets/webLangs/{lng}/translate.json`. An
 * implementation returns the bundle of one language, or an `AppError` (no answer, an error status,
 * a body that is not an object of strings); it never throws.
 */
export interface TranslationSource {
  load(language: Language): Promise<Result<TranslationBundle, AppError>>;
}
