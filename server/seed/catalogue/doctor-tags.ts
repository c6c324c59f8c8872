import { tri, type Tri } from './trilingual';

export interface DoctorTagEntry {
  readonly key: string;
  readonly name: Tri;
  /** Specialities whose doctors may carry the tag; empty means any. */
  readonly specialities: readonly string[];
}

export const DOCTOR_TAGS: readonly DoctorTagEntry[] = [
  {
    key: 'caesarean',
    name: tri('Caesarean section', 'نەشتەرگەریی قەیسەری', 'العملية القيصرية'),
    specialities: ['obgyn'],
  },
  {
    key: 'natural-birth',
    name: tri('Natural birth', 'منداڵبوونی سروشتی', 'الولادة الطبيعية'),
    specialities: ['obgyn'],
  },
  {
    key: 'high-risk',
    name: tri('High-risk pregnancy', 'سکپڕیی مەترسیدار', 'الحمل عالي الخطورة'),
    specialities: ['obgyn'],
  },
  {
    key: 'laparoscopy',
    name: tri('Laparoscopy', 'لاپارۆسکۆپی', 'تنظير البطن'),
    specialities: ['obgyn', 'general-surgery', 'paediatric-surgery', 'urology'],
  },
  {
    key: 'pcos',
    name: tri('Polycystic ovaries', 'کیسی هێلکەدان', 'تكيس المبايض'),
    specialities: ['obgyn', 'ivf', 'endocrinology'],
  },
  {
    key: 'menopause',
    name: tri('Menopause care', 'چاودێریی وەستانی سووڕی مانگانە', 'رعاية سن اليأس'),
    specialities: ['obgyn', 'endocrinology'],
  },
  { key: 'ivf', name: tri('IVF', 'منداڵی بلووری', 'أطفال الأنابيب'), specialities: ['ivf'] },
  {
    key: 'fertility',
    name: tri('Fertility', 'پیتاندن', 'الخصوبة'),
    specialities: ['ivf', 'obgyn', 'urology'],
  },
  {
    key: 'ultrasound',
    name: tri('Ultrasound', 'سۆنار', 'السونار'),
    specialities: ['obgyn', 'radiology', 'ivf'],
  },
  {
    key: 'vaccination',
    name: tri('Vaccination', 'کوتان', 'التلقيح'),
    specialities: ['paediatrics', 'family', 'neonatology'],
  },
  {
    key: 'newborn-care',
    name: tri('Newborn care', 'چاودێریی ساوا', 'رعاية حديثي الولادة'),
    specialities: ['neonatology', 'paediatrics'],
  },
  {
    key: 'breastfeeding',
    name: tri('Breastfeeding support', 'پاڵپشتیی شیردان', 'دعم الرضاعة الطبيعية'),
    specialities: ['neonatology', 'paediatrics', 'obgyn', 'nutrition'],
  },
  {
    key: 'diabetes',
    name: tri('Diabetes', 'شەکرە', 'السكري'),
    specialities: ['endocrinology', 'internal', 'family'],
  },
  {
    key: 'hypertension',
    name: tri('Hypertension', 'پەستانی خوێنی بەرز', 'ارتفاع ضغط الدم'),
    specialities: ['cardiology', 'internal', 'family'],
  },
  {
    key: 'asthma',
    name: tri('Asthma', 'ڕەبوو', 'الربو'),
    specialities: ['paediatrics', 'internal', 'family'],
  },
  {
    key: 'allergy',
    name: tri('Allergy', 'هەستیاری', 'الحساسية'),
    specialities: ['paediatrics', 'dermatology', 'ent'],
  },
  {
    key: 'echocardiography',
    name: tri('Echocardiography', 'ئیکۆی دڵ', 'إيكو القلب'),
    specialities: ['cardiology'],
  },
  {
    key: 'endoscopy',
    name: tri('Endoscopy', 'ئێندۆسکۆپی', 'التنظير الداخلي'),
    specialities: ['general-surgery', 'internal', 'ent'],
  },
  {
    key: 'epidural',
    name: tri('Epidural analgesia', 'بێهۆشکردنی بڕبڕەیی', 'التخدير فوق الجافية'),
    specialities: ['anaesthesia'],
  },
  {
    key: 'child-nutrition',
    name: tri('Child nutrition', 'خۆراکی منداڵ', 'تغذية الطفل'),
    specialities: ['nutrition', 'paediatrics'],
  },
  {
    key: 'acne',
    name: tri('Acne & skin care', 'زیپکە و چاودێریی پێست', 'حب الشباب والعناية بالبشرة'),
    specialities: ['dermatology'],
  },
  { key: 'epilepsy', name: tri('Epilepsy', 'فێ', 'الصرع'), specialities: ['neurology'] },
  { key: 'squint', name: tri('Squint', 'چاوخێلی', 'الحول'), specialities: ['ophthalmology'] },
  {
    key: 'sports-injuries',
    name: tri('Sports injuries', 'پێکانی وەرزشی', 'إصابات الملاعب'),
    specialities: ['orthopaedics'],
  },
  {
    key: 'mammography',
    name: tri('Mammography', 'ماموگرافی', 'تصوير الثدي الشعاعي'),
    specialities: ['radiology'],
  },
  {
    key: 'online-consultation',
    name: tri('Online consultation', 'ڕاوێژی ئۆنلاین', 'استشارة عبر الإنترنت'),
    specialities: [],
  },
  { key: 'female-doctor', name: tri('Female doctor', 'پزیشکی ئافرەت', 'طبيبة'), specialities: [] },
  {
    key: 'speaks-english',
    name: tri('Speaks English', 'ئینگلیزی دەزانێت', 'يتحدث الإنجليزية'),
    specialities: [],
  },
  { key: 'speaks-arabic', name: tri('Speaks Arabic', 'عەرەبی دەزانێت', 'يتحدث العربية'), specialities: [] },
];

export interface CertificationEntry {
  readonly title: Tri;
  readonly issuedBy: string;
  /** Specialities it applies to; empty means any doctor. */
  readonly specialities: readonly string[];
}

export const CERTIFICATIONS: readonly CertificationEntry[] = [
  {
    title: tri(
      'Bachelor of Medicine and Surgery (MBChB)',
      'بەکالۆریۆس لە پزیشکی و نەشتەرگەریی گشتی',
      'بكالوريوس الطب والجراحة العامة',
    ),
    issuedBy: 'Hawler Medical University',
    specialities: [],
  },
  {
    title: tri(
      'Fellowship of the Iraqi Board for Medical Specializations (FIBMS)',
      'بۆردی عێراقی بۆ پسپۆڕییە پزیشکییەکان',
      'زمالة المجلس العراقي للاختصاصات الطبية',
    ),
    issuedBy: 'Iraqi Board for Medical Specializations',
    specialities: [],
  },
  {
    title: tri(
      'Kurdistan Board of Medical Specialties (KBMS)',
      'بۆردی کوردستان بۆ پسپۆڕییە پزیشکییەکان',
      'المجلس الكردستاني للاختصاصات الطبية',
    ),
    issuedBy: 'Kurdistan Board of Medical Specialties',
    specialities: [],
  },
  {
    title: tri(
      'Arab Board of Health Specializations',
      'بۆردی عەرەبی بۆ پسپۆڕییە تەندروستییەکان',
      'المجلس العربي للاختصاصات الصحية',
    ),
    issuedBy: 'Arab Board of Health Specializations',
    specialities: [],
  },
  {
    title: tri(
      'Membership of the Royal College of Obstetricians and Gynaecologists (MRCOG)',
      'ئەندامێتیی کۆلێژی شاهانەی پزیشکانی ئافرەتان و منداڵبوون',
      'عضوية الكلية الملكية لأطباء النسائية والتوليد',
    ),
    issuedBy: 'Royal College of Obstetricians and Gynaecologists',
    specialities: ['obgyn', 'ivf'],
  },
  {
    title: tri(
      'Membership of the Royal College of Paediatrics and Child Health (MRCPCH)',
      'ئەندامێتیی کۆلێژی شاهانەی پزیشکیی منداڵان',
      'عضوية الكلية الملكية لطب الأطفال وصحة الطفل',
    ),
    issuedBy: 'Royal College of Paediatrics and Child Health',
    specialities: ['paediatrics', 'neonatology'],
  },
  {
    title: tri(
      'Certificate in Clinical Embryology (ESHRE)',
      'بڕوانامەی کۆرپەلەناسیی کلینیکی (ESHRE)',
      'شهادة علم الأجنة السريري (ESHRE)',
    ),
    issuedBy: 'European Society of Human Reproduction and Embryology',
    specialities: ['ivf'],
  },
  {
    title: tri(
      'Advanced Life Support in Obstetrics (ALSO)',
      'پشتگیریی پێشکەوتووی ژیان لە منداڵبووندا',
      'دعم الحياة المتقدم في التوليد',
    ),
    issuedBy: 'American Academy of Family Physicians',
    specialities: ['obgyn', 'family', 'anaesthesia'],
  },
  {
    title: tri(
      'Neonatal Resuscitation Program (NRP)',
      'بەرنامەی زیندووکردنەوەی ساوا',
      'برنامج إنعاش حديثي الولادة',
    ),
    issuedBy: 'American Academy of Pediatrics',
    specialities: ['neonatology', 'paediatrics', 'anaesthesia'],
  },
  {
    title: tri('Diploma in Obstetric Ultrasound', 'دیپلۆمی سۆناری منداڵبوون', 'دبلوم السونار التوليدي'),
    issuedBy: 'University of Sulaimani',
    specialities: ['obgyn', 'radiology'],
  },
];
