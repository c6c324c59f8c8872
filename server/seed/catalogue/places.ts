import { tri, type Tri } from './trilingual';

export interface CenterGroupEntry {
  readonly key: string;
  readonly name: Tri;
}

/** The network's groups: three governorates of the Kurdistan Region and the specialist centers. */
export const CENTER_GROUPS: readonly CenterGroupEntry[] = [
  { key: 'erbil', name: tri('Erbil Hospitals', 'نەخۆشخانەکانی هەولێر', 'مستشفيات أربيل') },
  {
    key: 'sulaymaniyah',
    name: tri('Sulaymaniyah Hospitals', 'نەخۆشخانەکانی سلێمانی', 'مستشفيات السليمانية'),
  },
  { key: 'duhok', name: tri('Duhok Hospitals', 'نەخۆشخانەکانی دهۆک', 'مستشفيات دهوك') },
  { key: 'specialist', name: tri('Specialist Centers', 'سەنتەرە پسپۆڕییەکان', 'المراكز التخصصية') },
];

/** What a center is, which decides its departments and doctors. */
export type CenterKind =
  'women' | 'children' | 'maternity' | 'family' | 'laboratory' | 'radiology' | 'fertility';

export interface CenterEntry {
  readonly key: string;
  /** Three letters used in patient numbers and barcodes. */
  readonly code: string;
  readonly group: string;
  readonly kind: CenterKind;
  readonly city: Tri;
  readonly name: Tri;
  readonly address: Tri;
  readonly phone: string;
  readonly latitude: number;
  readonly longitude: number;
  /** Doctors per speciality key (`specialities.ts`). */
  readonly doctors: Readonly<Record<string, number>>;
}

const ERBIL = tri('Erbil', 'هەولێر', 'أربيل');
const SULAYMANIYAH = tri('Sulaymaniyah', 'سلێمانی', 'السليمانية');
const DUHOK = tri('Duhok', 'دهۆک', 'دهوك');

/** Twelve centers; 80 doctors in all. Coordinates are the districts' own. */
export const CENTERS: readonly CenterEntry[] = [
  {
    key: 'erbil-women',
    code: 'EWH',
    group: 'erbil',
    kind: 'women',
    city: ERBIL,
    name: tri("Erbil Women's Hospital", 'نەخۆشخانەی ئافرەتانی هەولێر', 'مستشفى أربيل للنساء'),
    address: tri('Gulan Street, Erbil', 'شەقامی گوڵان، هەولێر', 'شارع كولان، أربيل'),
    phone: '+9647504401100',
    latitude: 36.2059,
    longitude: 44.0093,
    doctors: { obgyn: 8, neonatology: 2, anaesthesia: 2, radiology: 1, endocrinology: 1, nutrition: 1 },
  },
  {
    key: 'erbil-children',
    code: 'ECH',
    group: 'erbil',
    kind: 'children',
    city: ERBIL,
    name: tri("Erbil Children's Hospital", 'نەخۆشخانەی منداڵانی هەولێر', 'مستشفى أربيل للأطفال'),
    address: tri('60 Meter Street, Erbil', 'شەقامی ٦٠ مەتری، هەولێر', 'شارع الستين متري، أربيل'),
    phone: '+9647504402200',
    latitude: 36.1772,
    longitude: 44.0181,
    doctors: {
      paediatrics: 6,
      neonatology: 2,
      'paediatric-surgery': 2,
      ent: 1,
      dermatology: 1,
      neurology: 1,
    },
  },
  {
    key: 'ankawa-maternity',
    code: 'AMS',
    group: 'erbil',
    kind: 'maternity',
    city: ERBIL,
    name: tri(
      'Ankawa Maternity & Surgical Center',
      'سەنتەری منداڵبوون و نەشتەرگەریی عەنکاوە',
      'مركز عنكاوا للولادة والجراحة',
    ),
    address: tri(
      'Main Street, Ankawa, Erbil',
      'شەقامی سەرەکی، عەنکاوە، هەولێر',
      'الشارع الرئيسي، عنكاوا، أربيل',
    ),
    phone: '+9647504403300',
    latitude: 36.2312,
    longitude: 43.9958,
    doctors: { obgyn: 4, 'general-surgery': 2, urology: 1, orthopaedics: 1, anaesthesia: 1 },
  },
  {
    key: 'soran-family',
    code: 'SFH',
    group: 'erbil',
    kind: 'family',
    city: tri('Soran', 'سۆران', 'سوران'),
    name: tri('Soran Family Health Center', 'سەنتەری تەندروستیی خێزانی سۆران', 'مركز سوران لصحة الأسرة'),
    address: tri('Bazaar Road, Soran', 'ڕێگای بازاڕ، سۆران', 'طريق السوق، سوران'),
    phone: '+9647504404400',
    latitude: 36.6531,
    longitude: 44.5442,
    doctors: { family: 2, internal: 1, paediatrics: 1, dentistry: 1 },
  },
  {
    key: 'sulaymaniyah-women',
    code: 'SWH',
    group: 'sulaymaniyah',
    kind: 'women',
    city: SULAYMANIYAH,
    name: tri("Sulaymaniyah Women's Hospital", 'نەخۆشخانەی ئافرەتانی سلێمانی', 'مستشفى السليمانية للنساء'),
    address: tri('Salim Street, Sulaymaniyah', 'شەقامی سالم، سلێمانی', 'شارع سالم، السليمانية'),
    phone: '+9647701105500',
    latitude: 35.5603,
    longitude: 45.4371,
    doctors: { obgyn: 6, neonatology: 1, anaesthesia: 1, cardiology: 1 },
  },
  {
    key: 'sulaymaniyah-children',
    code: 'SCH',
    group: 'sulaymaniyah',
    kind: 'children',
    city: SULAYMANIYAH,
    name: tri("Sulaymaniyah Children's Hospital", 'نەخۆشخانەی منداڵانی سلێمانی', 'مستشفى السليمانية للأطفال'),
    address: tri('Bakhtiari, Sulaymaniyah', 'گەڕەکی بەختیاری، سلێمانی', 'حي بختياري، السليمانية'),
    phone: '+9647701106600',
    latitude: 35.5481,
    longitude: 45.4079,
    doctors: { paediatrics: 5, neonatology: 1, ophthalmology: 1, ent: 1 },
  },
  {
    key: 'halabja-family',
    code: 'HFH',
    group: 'sulaymaniyah',
    kind: 'family',
    city: tri('Halabja', 'هەڵەبجە', 'حلبجة'),
    name: tri('Halabja Family Health Center', 'سەنتەری تەندروستیی خێزانی هەڵەبجە', 'مركز حلبجة لصحة الأسرة'),
    address: tri('Main Street, Halabja', 'شەقامی سەرەکی، هەڵەبجە', 'الشارع الرئيسي، حلبجة'),
    phone: '+9647701107700',
    latitude: 35.1779,
    longitude: 45.9862,
    doctors: { family: 2, obgyn: 1, paediatrics: 1 },
  },
  {
    key: 'duhok-women',
    code: 'DWH',
    group: 'duhok',
    kind: 'women',
    city: DUHOK,
    name: tri("Duhok Women's Hospital", 'نەخۆشخانەی ئافرەتانی دهۆک', 'مستشفى دهوك للنساء'),
    address: tri('Nawroz Street, Duhok', 'شەقامی نەورۆز، دهۆک', 'شارع نوروز، دهوك'),
    phone: '+9647504408800',
    latitude: 36.8628,
    longitude: 42.9851,
    doctors: { obgyn: 5, neonatology: 1, anaesthesia: 1 },
  },
  {
    key: 'zakho-family',
    code: 'ZFH',
    group: 'duhok',
    kind: 'family',
    city: tri('Zakho', 'زاخۆ', 'زاخو'),
    name: tri('Zakho Family Health Center', 'سەنتەری تەندروستیی خێزانی زاخۆ', 'مركز زاخو لصحة الأسرة'),
    address: tri('Ibrahim Khalil Road, Zakho', 'ڕێگای ئیبراهیم خەلیل، زاخۆ', 'طريق إبراهيم الخليل، زاخو'),
    phone: '+9647504409900',
    latitude: 37.1421,
    longitude: 42.6858,
    doctors: { family: 1, internal: 1, paediatrics: 1 },
  },
  {
    key: 'erbil-laboratory',
    code: 'ESL',
    group: 'specialist',
    kind: 'laboratory',
    city: ERBIL,
    name: tri('Erbil Specialist Laboratory', 'تاقیگەی پسپۆڕیی هەولێر', 'مختبر أربيل التخصصي'),
    address: tri('100 Meter Street, Erbil', 'شەقامی ١٠٠ مەتری، هەولێر', 'شارع المئة متري، أربيل'),
    phone: '+9647504410010',
    latitude: 36.1648,
    longitude: 44.0352,
    doctors: { pathology: 2 },
  },
  {
    key: 'sulaymaniyah-radiology',
    code: 'SRI',
    group: 'specialist',
    kind: 'radiology',
    city: SULAYMANIYAH,
    name: tri(
      'Sulaymaniyah Radiology & Imaging Center',
      'سەنتەری تیشک و وێنەگرتنی سلێمانی',
      'مركز السليمانية للأشعة والتصوير الطبي',
    ),
    address: tri('Sarchinar Road, Sulaymaniyah', 'ڕێگای سەرچنار، سلێمانی', 'طريق سرجنار، السليمانية'),
    phone: '+9647701111100',
    latitude: 35.5741,
    longitude: 45.3962,
    doctors: { radiology: 2 },
  },
  {
    key: 'erbil-fertility',
    code: 'EFC',
    group: 'specialist',
    kind: 'fertility',
    city: ERBIL,
    name: tri(
      'Erbil IVF & Fertility Center',
      'سەنتەری پیتاندن و منداڵی بلووری هەولێر',
      'مركز أربيل للخصوبة وأطفال الأنابيب',
    ),
    address: tri('40 Meter Street, Erbil', 'شەقامی ٤٠ مەتری، هەولێر', 'شارع الأربعين متري، أربيل'),
    phone: '+9647504412200',
    latitude: 36.1947,
    longitude: 44.0148,
    doctors: { ivf: 3 },
  },
];
