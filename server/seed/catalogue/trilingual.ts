import type { Trilingual } from '../../db/tables/column-types';

/** One text in English, Central Kurdish (Sorani, Arabic script) and Arabic. */
export interface Tri {
  readonly en: string;
  readonly ku: string;
  readonly ar: string;
}

export const tri = (en: string, ku: string, ar: string): Tri => ({ en, ku, ar });

/** `{ <field>_en, <field>_ku, <field>_ar }` of a text, for a row. */
export function columns<F extends string>(field: F, text: Tri): Trilingual<F> {
  return { [`${field}_en`]: text.en, [`${field}_ku`]: text.ku, [`${field}_ar`]: text.ar } as Trilingual<F>;
}

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/** Kurdish and Arabic texts write numbers with Arabic-Indic digits. */
export function arabicIndic(value: number | string): string {
  return String(value).replace(/[0-9]/g, (d) => ARABIC_INDIC[Number(d)] ?? d);
}

/** A number in each language's digits. */
export function number(value: number | string): Tri {
  return { en: String(value), ku: arabicIndic(value), ar: arabicIndic(value) };
}

/** Fills `{name}` placeholders, each language with the same language's value. */
export function fill(template: Tri, values: Readonly<Record<string, Tri>>): Tri {
  const one = (text: string, lang: keyof Tri): string =>
    text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key]?.[lang] ?? whole);
  return { en: one(template.en, 'en'), ku: one(template.ku, 'ku'), ar: one(template.ar, 'ar') };
}

/** Joins texts language by language. */
export function joinTri(parts: readonly Tri[], separator: Tri = tri(' ', ' ', ' ')): Tri {
  return {
    en: parts.map((p) => p.en).join(separator.en),
    ku: parts.map((p) => p.ku).join(separator.ku),
    ar: parts.map((p) => p.ar).join(separator.ar),
  };
}
