import { arabicIndic, tri, type Tri } from './trilingual';

/** How a pack is counted: pieces (×20), millilitres or grams. */
export type PackUnit = 'count' | 'ml' | 'g';

export interface DosageForm {
  readonly name: Tri;
  readonly pack: PackUnit;
}

export const DOSAGE_FORMS = {
  tablet: { name: tri('tablets', 'حەب', 'أقراص'), pack: 'count' },
  chewable: { name: tri('chewable tablets', 'حەبی جوین', 'أقراص للمضغ'), pack: 'count' },
  effervescent: { name: tri('effervescent tablets', 'حەبی کەفکەر', 'أقراص فوارة'), pack: 'count' },
  capsule: { name: tri('capsules', 'کەپسوول', 'كبسولات'), pack: 'count' },
  softgel: { name: tri('soft capsules', 'کەپسوولی نەرم', 'كبسولات طرية'), pack: 'count' },
  syrup: { name: tri('syrup', 'شەربەت', 'شراب'), pack: 'ml' },
  suspension: { name: tri('suspension', 'شلەمەنی', 'معلق'), pack: 'ml' },
  drops: { name: tri('oral drops', 'دڵۆپی دەم', 'نقط فموية'), pack: 'ml' },
  solution: { name: tri('solution', 'گیراوە', 'محلول'), pack: 'ml' },
  injection: { name: tri('injection ampoules', 'دەرزی', 'حقن'), pack: 'count' },
  pen: { name: tri('prefilled pens', 'پێنووسی ئامادەکراو', 'أقلام معبأة مسبقًا'), pack: 'count' },
  cream: { name: tri('cream', 'کرێم', 'كريم'), pack: 'g' },
  ointment: { name: tri('ointment', 'مەڵهەم', 'مرهم'), pack: 'g' },
  gel: { name: tri('gel', 'جێڵ', 'جل'), pack: 'g' },
  lotion: { name: tri('lotion', 'لۆشن', 'لوشن'), pack: 'ml' },
  eyeDrops: { name: tri('eye drops', 'دڵۆپی چاو', 'قطرة عين'), pack: 'ml' },
  earDrops: { name: tri('ear drops', 'دڵۆپی گوێ', 'قطرة أذن'), pack: 'ml' },
  nasalSpray: { name: tri('nasal spray', 'سپرەی لووت', 'بخاخ أنف'), pack: 'ml' },
  inhaler: { name: tri('inhaler', 'هەڵمژەر', 'بخاخ استنشاق'), pack: 'count' },
  suppository: { name: tri('suppositories', 'شیاف', 'تحاميل'), pack: 'count' },
  vaginal: { name: tri('vaginal tablets', 'حەبی مەهبەڵی', 'أقراص مهبلية'), pack: 'count' },
  sachet: { name: tri('sachets', 'ساشێ', 'أكياس'), pack: 'count' },
  powder: { name: tri('powder', 'پاودەر', 'مسحوق'), pack: 'g' },
  item: { name: tri('', '', ''), pack: 'count' },
} as const satisfies Record<string, DosageForm>;

export type DosageFormKey = keyof typeof DOSAGE_FORMS;

/** Generic manufacturers whose products fill the region's pharmacies. */
export const MANUFACTURERS: readonly { readonly name: Tri; readonly country: string }[] = [
  { name: tri('Pioneer', 'پایۆنیەر', 'بايونير'), country: 'Iraq' },
  { name: tri('Awamedica', 'ئاوامێدیکا', 'أوا ميديكا'), country: 'Iraq' },
  { name: tri('SDI Samarra', 'دەرمانسازیی سامەڕا', 'أدوية سامراء'), country: 'Iraq' },
  { name: tri('Hikma', 'حیکمە', 'الحكمة'), country: 'Jordan' },
  { name: tri('Dar Al Dawa', 'دار ئەلدەوا', 'دار الدواء'), country: 'Jordan' },
  { name: tri('Julphar', 'جولفار', 'جلفار'), country: 'United Arab Emirates' },
  { name: tri('Abdi Ibrahim', 'عەبدی ئیبراهیم', 'عبدي إبراهيم'), country: 'Türkiye' },
  { name: tri('Deva', 'دێڤا', 'ديفا'), country: 'Türkiye' },
  { name: tri('Bilim', 'بیلیم', 'بيليم'), country: 'Türkiye' },
  { name: tri('Spimaco', 'سپیماکۆ', 'سبيماكو'), country: 'Saudi Arabia' },
  { name: tri('Micro Labs', 'مایکرۆ لابز', 'مايكرو لابز'), country: 'India' },
  { name: tri('Ajanta', 'ئەجەنتا', 'أجانتا'), country: 'India' },
  { name: tri('Sandoz', 'ساندۆز', 'ساندوز'), country: 'Switzerland' },
];

const UNITS: readonly (readonly [RegExp, string, string])[] = [
  [/\bmcg\b/g, 'مایکرۆگرام', 'ميكروغرام'],
  [/\bmg\b/g, 'ملگ', 'ملغ'],
  [/\bml\b/g, 'مل', 'مل'],
  [/\bkg\b/g, 'کگم', 'كغم'],
  [/\bg\b/g, 'گرام', 'غرام'],
  [/\bIU\b/g, 'یەکە', 'وحدة'],
  [/\bcm\b/g, 'سم', 'سم'],
  [/\bL\b/g, 'لیتر', 'لتر'],
];

/** A strength such as `250 mg/5 ml` in the three languages (digits and unit names localised). */
export function localiseMeasure(text: string): Tri {
  const local = (lang: 1 | 2): string =>
    arabicIndic(
      UNITS.reduce((t, unit) => t.replace(unit[0], unit[lang]), text).replace(/(\d)\.(\d)/g, '$1٫$2'),
    );
  return { en: text, ku: local(1), ar: local(2) };
}

/** A pack size: `×20`, `100 ml` or `30 g`. */
export function packText(unit: PackUnit, size: number): Tri {
  if (unit === 'count') return { en: `×${size}`, ku: `×${arabicIndic(size)}`, ar: `×${arabicIndic(size)}` };
  return localiseMeasure(`${size} ${unit}`);
}
