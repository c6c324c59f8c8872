import type { TranslationParams } from '../../application/ports/translator';
import { Language } from '../../domain/preferences/language';

/**
 * A name held in three languages (a doctor, a tag, a pharmacy item) in the shown language, falling
 * back to the English one where the shown language has none.
 */
export function pickName(
  names: { readonly english: string; readonly kurdish: string; readonly arabic: string },
  language: Language,
): string {
  if (language === Language.Kurdish && names.kurdish !== '') return names.kurdish;
  if (language === Language.Arabic && names.arabic !== '') return names.arabic;
  return names.english;
}

/** An amount of Iraqi dinars in the shown language's digits (the site's cart and the order desk). */
export function money(
  t: (key: string, params?: TranslationParams) => string,
  language: string,
  amount: number,
): string {
  return t('shop.money', { amount: amount.toLocaleString(language) });
}
