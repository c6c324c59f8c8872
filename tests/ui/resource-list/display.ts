import type { Language } from '../../../src/domain/preferences/language';
import type { CellDisplay } from '../../../src/ui/features/resource-list/columns/cell-format';
import { messages } from '../../i18n/bundles';

/** A screen showing `language` from the real bundles, with instants in UTC so the texts are fixed. */
export function displayFor(language: Language): CellDisplay {
  const bundle = messages(language);
  return { language, t: (key) => bundle.get(key) ?? key, timeZone: 'UTC' };
}
