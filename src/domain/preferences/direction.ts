import { Language } from './language';

export const Direction = { Ltr: 'ltr', Rtl: 'rtl' } as const;

export type Direction = (typeof Direction)[keyof typeof Direction];

/**
 * Writing direction of the page: right-to-left for Kurdish and Arabic, and for any language when
 * the layout flag `rtlLayout` is on. The flag only adds right-to-left: it never turns Kurdish or
 * Arabic left-to-right, which would break their script.
 */
export function directionFor(language: Language, rtlLayout: boolean): Direction {
  return rtlLayout || language === Language.Kurdish || language === Language.Arabic
    ? Direction.Rtl
    : Direction.Ltr;
}

/** Cards are right-aligned in any non-English locale. */
export function cardAlignFor(locale: Language): 'left' | 'right' {
  return locale === Language.English ? 'left' : 'right';
}
