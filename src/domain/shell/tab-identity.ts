/** The stored logo record that names the browser tab and gives its icon. */
export interface LogoRecord {
  readonly imageUrl: string;
  readonly englishName: string;
  readonly kurdishName: string;
  readonly arabicName: string;
}

/** The exact title shown when there is no usable name. */
export const NO_TITLE = 'No title Found';

/** The browser tab's title and icon; `iconUrl` undefined keeps the page's default icon. */
export interface TabIdentity {
  readonly title: string;
  readonly iconUrl: string | undefined;
}

/**
 * The tab title and icon for a language. The language picks the name: `ku` the Kurdish, `ar` the
 * Arabic, anything else the English (en is the fallback language); a region suffix such as `ar-IQ`
 * is ignored. A missing record, or an empty or blank chosen name, gives exactly "No title Found":
 * the spec names that fallback only, so another language's name is never borrowed. The chosen name
 * is trimmed.
 */
export function tabIdentity(logo: LogoRecord | null | undefined, language: string): TabIdentity {
  if (logo === null || logo === undefined) return { title: NO_TITLE, iconUrl: undefined };
  const name = nameFor(logo, baseLanguage(language)).trim();
  const iconUrl = logo.imageUrl.trim();
  return { title: name === '' ? NO_TITLE : name, iconUrl: iconUrl === '' ? undefined : iconUrl };
}

function baseLanguage(language: string): string {
  const dash = language.indexOf('-');
  return (dash < 0 ? language : language.slice(0, dash)).toLowerCase();
}

function nameFor(logo: LogoRecord, language: string): string {
  switch (language) {
    case 'ku':
      return logo.kurdishName;
    case 'ar':
      return logo.arabicName;
    default:
      return logo.englishName;
  }
}
