import type { CenterKind } from './places';
import { tri, type Tri } from './trilingual';

export interface BuildingDepartmentEntry {
  readonly name: Tri;
  readonly floor: number;
  /** Center kinds that have this department. */
  readonly kinds: readonly CenterKind[];
}

/** The units of a building; each center gets those of its kind. */
export const BUILDING_DEPARTMENTS: readonly BuildingDepartmentEntry[] = [
  {
    name: tri('Reception', 'پێشوازی', 'الاستقبال'),
    floor: 0,
    kinds: ['women', 'children', 'maternity', 'family', 'laboratory', 'radiology', 'fertility'],
  },
  { name: tri('Emergency', 'فریاکەوتن', 'الطوارئ'), floor: 0, kinds: ['women', 'children', 'maternity'] },
  {
    name: tri('Outpatient Clinics', 'کلینیکە دەرەکییەکان', 'العيادات الخارجية'),
    floor: 1,
    kinds: ['women', 'children', 'maternity', 'family', 'fertility'],
  },
  {
    name: tri('Labour & Delivery', 'هۆڵی منداڵبوون', 'صالة الولادة'),
    floor: 2,
    kinds: ['women', 'maternity'],
  },
  {
    name: tri('Operation Theaters', 'هۆڵەکانی نەشتەرگەری', 'صالات العمليات'),
    floor: 2,
    kinds: ['women', 'children', 'maternity'],
  },
  { name: tri('Maternity Ward', 'بەشی دایکان', 'ردهة الأمهات'), floor: 3, kinds: ['women', 'maternity'] },
  { name: tri('Paediatric Ward', 'بەشی منداڵان', 'ردهة الأطفال'), floor: 3, kinds: ['children'] },
  {
    name: tri('NICU', 'یەکەی چاودێریی چڕی ساوایان', 'وحدة العناية المركزة لحديثي الولادة'),
    floor: 2,
    kinds: ['women', 'children'],
  },
  {
    name: tri('HDU', 'یەکەی چاودێریی بەرز', 'وحدة الرعاية العالية'),
    floor: 2,
    kinds: ['women', 'maternity'],
  },
  {
    name: tri('Laboratory', 'تاقیگە', 'المختبر'),
    floor: 0,
    kinds: ['women', 'children', 'maternity', 'family', 'laboratory', 'fertility'],
  },
  {
    name: tri('Radiology', 'تیشک', 'الأشعة'),
    floor: 0,
    kinds: ['women', 'children', 'maternity', 'radiology'],
  },
  {
    name: tri('Pharmacy', 'دەرمانخانە', 'الصيدلية'),
    floor: 0,
    kinds: ['women', 'children', 'maternity', 'family'],
  },
  { name: tri('Vaccination Unit', 'یەکەی کوتان', 'وحدة التلقيح'), floor: 1, kinds: ['children', 'family'] },
  {
    name: tri('Antenatal Training', 'ڕاهێنانی پێش منداڵبوون', 'التدريب قبل الولادة'),
    floor: 1,
    kinds: ['women', 'maternity'],
  },
  {
    name: tri('Physiotherapy', 'چارەسەری سروشتی', 'العلاج الطبيعي'),
    floor: 1,
    kinds: ['maternity', 'children'],
  },
  { name: tri('Dental Clinic', 'کلینیکی ددان', 'عيادة الأسنان'), floor: 1, kinds: ['family'] },
  { name: tri('Embryology Lab', 'تاقیگەی کۆرپەلەناسی', 'مختبر الأجنة'), floor: 2, kinds: ['fertility'] },
  { name: tri('MRI & CT', 'ئێم ئاڕ ئای و سی تی', 'الرنين والمفراس'), floor: 0, kinds: ['radiology'] },
  { name: tri('Sample Collection', 'وەرگرتنی نموونە', 'سحب العينات'), floor: 0, kinds: ['laboratory'] },
];

export interface HrDepartmentEntry {
  readonly name: Tri;
  /** Null when the department has no information page yet (listed apart by the dashboard). */
  readonly description: Tri | null;
  readonly employees: number;
}

export const HR_DEPARTMENTS: readonly HrDepartmentEntry[] = [
  {
    name: tri('Human Resources', 'سەرچاوە مرۆییەکان', 'الموارد البشرية'),
    description: tri(
      'Recruitment, contracts, payroll and staff training for the whole network.',
      'دامەزراندن، گرێبەست، مووچە و ڕاهێنانی کارمەندان بۆ هەموو تۆڕەکە.',
      'التوظيف والعقود والرواتب وتدريب الموظفين لكامل الشبكة.',
    ),
    employees: 14,
  },
  {
    name: tri('Nursing', 'پەرستاری', 'التمريض'),
    description: tri(
      'Nursing staff of the wards, theaters and clinics, organised in shifts around the clock.',
      'کارمەندانی پەرستاریی بەشەکان و هۆڵەکانی نەشتەرگەری و کلینیکەکان، بە شەفتی شەو و ڕۆژ.',
      'كادر التمريض في الردهات وصالات العمليات والعيادات، بنظام مناوبات على مدار الساعة.',
    ),
    employees: 310,
  },
  {
    name: tri('Finance', 'دارایی', 'المالية'),
    description: tri(
      'Billing, insurance claims and the accounts of every center.',
      'پسوولە، داواکارییەکانی بیمە و هەژمارەکانی هەموو سەنتەرەکان.',
      'الفواتير ومطالبات التأمين وحسابات جميع المراكز.',
    ),
    employees: 22,
  },
  {
    name: tri('Information Technology', 'تەکنەلۆجیای زانیاری', 'تقنية المعلومات'),
    description: tri(
      'The hospital information system, the patient app and the network between centers.',
      'سیستەمی زانیاریی نەخۆشخانە، ئەپی نەخۆشان و تۆڕی نێوان سەنتەرەکان.',
      'نظام معلومات المستشفى وتطبيق المرضى والشبكة بين المراكز.',
    ),
    employees: 11,
  },
  {
    name: tri('Quality & Patient Safety', 'کوالیتی و سەلامەتیی نەخۆش', 'الجودة وسلامة المرضى'),
    description: tri(
      'Infection control, incident reports, audits and patient feedback.',
      'کۆنترۆڵی تووشبوون، ڕاپۆرتی ڕووداوەکان، پشکنین و ڕای نەخۆشان.',
      'مكافحة العدوى وتقارير الحوادث والتدقيق وآراء المرضى.',
    ),
    employees: 9,
  },
  {
    name: tri('Call Center', 'سەنتەری پەیوەندی', 'مركز الاتصال'),
    description: tri(
      'Appointments by phone, patient chat and sign-in codes, every day from 8:00 to 22:00.',
      'نۆرەگرتن بە تەلەفۆن، چاتی نەخۆشان و کۆدی چوونەژوورەوە، ڕۆژانە لە ٨:٠٠ تا ٢٢:٠٠.',
      'حجز المواعيد بالهاتف ومحادثة المرضى ورموز الدخول، يوميًا من ٨:٠٠ إلى ٢٢:٠٠.',
    ),
    employees: 18,
  },
  {
    name: tri('Pharmacy Services', 'خزمەتگوزارییەکانی دەرمانخانە', 'خدمات الصيدلة'),
    description: tri(
      'Purchasing, stock and home delivery of the network pharmacies.',
      'کڕین، کۆگا و گەیاندنی ماڵەوەی دەرمانخانەکانی تۆڕەکە.',
      'المشتريات والمخزون والتوصيل المنزلي لصيدليات الشبكة.',
    ),
    employees: 27,
  },
  { name: tri('Maintenance', 'چاککردنەوە', 'الصيانة'), description: null, employees: 35 },
  { name: tri('Housekeeping', 'پاککردنەوە', 'التدبير المنزلي'), description: null, employees: 64 },
  { name: tri('Security', 'ئاسایش', 'الأمن'), description: null, employees: 40 },
];

export interface LabDepartmentEntry {
  readonly key: string;
  readonly name: Tri;
}

export const LAB_DEPARTMENTS: readonly LabDepartmentEntry[] = [
  { key: 'haematology', name: tri('Haematology', 'خوێنناسی', 'أمراض الدم') },
  { key: 'chemistry', name: tri('Clinical Chemistry', 'کیمیای کلینیکی', 'الكيمياء السريرية') },
  {
    key: 'hormones',
    name: tri('Hormones & Tumour Markers', 'هۆرمۆن و نیشانەکانی شێرپەنجە', 'الهرمونات ودلالات الأورام'),
  },
  { key: 'immunology', name: tri('Immunology & Serology', 'بەرگریناسی و سێرۆلۆجی', 'المناعة والأمصال') },
  { key: 'microbiology', name: tri('Microbiology', 'مایکرۆبناسی', 'الأحياء المجهرية') },
  {
    key: 'molecular',
    name: tri('Molecular Diagnostics (PCR)', 'دەستنیشانکردنی گەردیلەیی (PCR)', 'التشخيص الجزيئي (PCR)'),
  },
  { key: 'coagulation', name: tri('Coagulation', 'مەیینی خوێن', 'تخثر الدم') },
  {
    key: 'urine-stool',
    name: tri('Urine, Stool & Body Fluids', 'میز، پیسایی و شلەکانی لەش', 'البول والخروج وسوائل الجسم'),
  },
  {
    key: 'pathology',
    name: tri('Histopathology & Cytology', 'نەخۆشیناسیی شانە و خانە', 'علم الأنسجة المرضية والخلايا'),
  },
  {
    key: 'genetics',
    name: tri(
      'Genetics & Prenatal Screening',
      'بۆماوەزانی و پشکنینی پێش منداڵبوون',
      'الوراثة وفحوصات ما قبل الولادة',
    ),
  },
];

export interface PharmacyPartitionEntry {
  readonly key: string;
  readonly name: Tri;
}

export const PHARMACY_PARTITIONS: readonly PharmacyPartitionEntry[] = [
  { key: 'pain', name: tri('Pain & Fever', 'ئازار و تا', 'الألم والحمى') },
  { key: 'antibiotics', name: tri('Antibiotics', 'دژەبەکتریا', 'المضادات الحيوية') },
  {
    key: 'pregnancy',
    name: tri('Pregnancy & Women’s Health', 'سکپڕی و تەندروستیی ئافرەتان', 'الحمل وصحة المرأة'),
  },
  { key: 'children', name: tri('Children’s Medicines', 'دەرمانی منداڵان', 'أدوية الأطفال') },
  { key: 'heart', name: tri('Heart & Blood Pressure', 'دڵ و پەستانی خوێن', 'القلب وضغط الدم') },
  { key: 'diabetes', name: tri('Diabetes', 'شەکرە', 'السكري') },
  { key: 'stomach', name: tri('Stomach & Digestion', 'گەدە و هەرس', 'المعدة والهضم') },
  {
    key: 'respiratory',
    name: tri('Cough, Cold & Allergy', 'کۆکە، هەڵامەت و هەستیاری', 'السعال والزكام والحساسية'),
  },
  { key: 'skin', name: tri('Skin Care', 'چاودێریی پێست', 'العناية بالبشرة') },
  { key: 'vitamins', name: tri('Vitamins & Supplements', 'ڤیتامین و تەواوکەر', 'الفيتامينات والمكملات') },
  { key: 'eye-ear', name: tri('Eye & Ear', 'چاو و گوێ', 'العين والأذن') },
  { key: 'baby', name: tri('Mother & Baby Care', 'چاودێریی دایک و منداڵ', 'العناية بالأم والطفل') },
  { key: 'supplies', name: tri('Medical Supplies', 'پێداویستییە پزیشکییەکان', 'المستلزمات الطبية') },
];

export interface ChatDepartmentEntry {
  readonly key: string;
  readonly name: Tri;
}

export const CHAT_DEPARTMENTS: readonly ChatDepartmentEntry[] = [
  { key: 'appointments', name: tri('Appointments', 'نۆرەکان', 'المواعيد') },
  { key: 'results', name: tri('Lab Results', 'ئەنجامی تاقیکردنەوەکان', 'نتائج التحاليل') },
  { key: 'pharmacy', name: tri('Pharmacy', 'دەرمانخانە', 'الصيدلية') },
  { key: 'maternity', name: tri('Maternity', 'دایکایەتی', 'الأمومة') },
  { key: 'children', name: tri('Children’s Health', 'تەندروستیی منداڵان', 'صحة الطفل') },
  { key: 'general', name: tri('General Enquiries', 'پرسیاری گشتی', 'استفسارات عامة') },
];
