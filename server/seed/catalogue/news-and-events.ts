import { tri, type Tri } from './trilingual';

export interface CategoryEntry {
  readonly key: string;
  readonly name: Tri;
}

export const NEWS_CATEGORIES: readonly CategoryEntry[] = [
  { key: 'network', name: tri('Network News', 'هەواڵی تۆڕەکە', 'أخبار الشبكة') },
  { key: 'services', name: tri('New Services', 'خزمەتگوزاریی نوێ', 'خدمات جديدة') },
  { key: 'health', name: tri('Health Awareness', 'هۆشیاریی تەندروستی', 'التوعية الصحية') },
  { key: 'campaigns', name: tri('Campaigns', 'هەڵمەتەکان', 'الحملات') },
  { key: 'staff', name: tri('Our People', 'ستافەکەمان', 'كوادرنا') },
];

/** A news item; `{center}` is filled with a center's name, `{city}` with its city. */
export interface NewsEntry {
  readonly category: string;
  readonly title: Tri;
  readonly body: Tri;
}

export const NEWS: readonly NewsEntry[] = [
  {
    category: 'services',
    title: tri(
      'New neonatal intensive care beds at {center}',
      'جێگەی نوێی چاودێریی چڕی ساوایان لە {center}',
      'أسرّة جديدة للعناية المركزة لحديثي الولادة في {center}',
    ),
    body: tri(
      'Six new incubators with ventilators are now in service, with neonatologists on duty around the clock.',
      'شەش ئینکوبەیتەری نوێ لەگەڵ ئامێری هەناسەدان دەستیان بە کار کرد، و پزیشکی ساوایان شەو و ڕۆژ ئامادەن.',
      'دخلت ست حاضنات جديدة مزودة بأجهزة تنفس الخدمة، مع أطباء حديثي الولادة على مدار الساعة.',
    ),
  },
  {
    category: 'campaigns',
    title: tri(
      'Free breast cancer screening week in {city}',
      'هەفتەی پشکنینی بێبەرامبەری شێرپەنجەی مەمک لە {city}',
      'أسبوع الفحص المجاني لسرطان الثدي في {city}',
    ),
    body: tri(
      'Women over forty can book a free clinical examination and mammogram during October.',
      'ئافرەتانی سەروو چل ساڵ دەتوانن لە مانگی تشرینی یەکەمدا پشکنینی کلینیکی و ماموگرافیی بێبەرامبەر بگرن.',
      'يمكن للنساء فوق الأربعين حجز فحص سريري وتصوير للثدي مجانًا خلال شهر تشرين الأول.',
    ),
  },
  {
    category: 'services',
    title: tri(
      'Online appointments now open at {center}',
      'نۆرەگرتنی ئۆنلاین لە {center} دەستی پێکرد',
      'الحجز الإلكتروني متاح الآن في {center}',
    ),
    body: tri(
      'Patients can choose a doctor and a time from the app and receive a reminder the day before.',
      'نەخۆشان دەتوانن لە ئەپەکەوە پزیشک و کات هەڵبژێرن و ڕۆژێک پێشتر بیرخەرەوە وەربگرن.',
      'يمكن للمرضى اختيار الطبيب والموعد من التطبيق وتلقي تذكير قبل يوم.',
    ),
  },
  {
    category: 'health',
    title: tri(
      'Staying safe in the summer heat during pregnancy',
      'پاراستنی خۆت لە گەرمای هاوین لە کاتی سکپڕیدا',
      'الوقاية من حر الصيف أثناء الحمل',
    ),
    body: tri(
      'Drink water often, avoid the sun between noon and four, and call us if you feel dizzy or your baby moves less.',
      'زۆر ئاو بخۆرەوە، لە نێوان نیوەڕۆ و کاتژمێر چواردا خۆت لە خۆر بپارێزە، و ئەگەر سەرت گێژ بوو یان جووڵەی کۆرپەکەت کەم بوو پەیوەندیمان پێوە بکە.',
      'اشربي الماء كثيرًا، وتجنبي الشمس بين الظهر والرابعة، واتصلي بنا إذا شعرت بدوار أو قلّت حركة الجنين.',
    ),
  },
  {
    category: 'network',
    title: tri(
      '{center} receives national accreditation',
      '{center} بڕوانامەی نیشتمانی وەرگرت',
      '{center} يحصل على الاعتماد الوطني',
    ),
    body: tri(
      'The accreditation recognises our infection control, patient safety and maternity care standards.',
      'ئەم بڕوانامەیە دان بە ستانداردەکانی کۆنترۆڵی تووشبوون و سەلامەتیی نەخۆش و چاودێریی دایکاندا دەنێت.',
      'يعترف هذا الاعتماد بمعاييرنا في مكافحة العدوى وسلامة المرضى ورعاية الأمهات.',
    ),
  },
  {
    category: 'campaigns',
    title: tri(
      'Vaccination week for children under five',
      'هەفتەی کوتانی منداڵانی خوار پێنج ساڵ',
      'أسبوع تلقيح الأطفال دون الخامسة',
    ),
    body: tri(
      'Bring your child’s vaccination card; measles, polio and rotavirus vaccines are given free of charge.',
      'کارتی کوتانی منداڵەکەت لەگەڵ خۆت بهێنە؛ کوتانی سوورێژە و ئیفلیجی منداڵان و ڕۆتاڤایرۆس بێبەرامبەرە.',
      'أحضروا بطاقة تلقيح الطفل؛ لقاحات الحصبة وشلل الأطفال والروتا مجانية.',
    ),
  },
  {
    category: 'services',
    title: tri(
      'Home delivery from our pharmacies in {city}',
      'گەیاندنی دەرمان بۆ ماڵەوە لە {city}',
      'توصيل الأدوية إلى المنازل في {city}',
    ),
    body: tri(
      'Order from the app before six in the evening and receive your medicines the same day.',
      'پێش کاتژمێر شەشی ئێوارە لە ئەپەکەوە داوا بکە و هەمان ڕۆژ دەرمانەکانت وەربگرە.',
      'اطلب من التطبيق قبل السادسة مساءً واستلم أدويتك في اليوم نفسه.',
    ),
  },
  {
    category: 'staff',
    title: tri(
      'Our midwives complete advanced obstetric training',
      'مامانەکانمان ڕاهێنانی پێشکەوتووی منداڵبوونیان تەواو کرد',
      'قابلاتنا يكملن تدريبًا متقدمًا في التوليد',
    ),
    body: tri(
      'Forty midwives from all centers completed a two-week course on emergencies in labour.',
      'چل مامان لە هەموو سەنتەرەکان خولێکی دوو هەفتەیی لەسەر فریاکەوتنەکانی کاتی منداڵبوون تەواو کرد.',
      'أكملت أربعون قابلة من جميع المراكز دورة لمدة أسبوعين حول طوارئ الولادة.',
    ),
  },
  {
    category: 'health',
    title: tri(
      'Why folic acid matters before pregnancy',
      'بۆچی ترشی فۆلیک پێش سکپڕی گرنگە',
      'لماذا يهم حمض الفوليك قبل الحمل',
    ),
    body: tri(
      'Taking 400 micrograms a day for three months before pregnancy lowers the risk of spine defects in the baby.',
      'خواردنی ٤٠٠ مایکرۆگرام لە ڕۆژێکدا بۆ ماوەی سێ مانگ پێش سکپڕی مەترسیی کەموکووڕیی بڕبڕەی پشتی کۆرپە کەم دەکاتەوە.',
      'تناول ٤٠٠ ميكروغرام يوميًا لمدة ثلاثة أشهر قبل الحمل يقلل خطر عيوب العمود الفقري لدى الجنين.',
    ),
  },
  {
    category: 'network',
    title: tri(
      'Extended opening hours at {center}',
      'کاتی کارکردنی زیاتر لە {center}',
      'ساعات عمل ممتدة في {center}',
    ),
    body: tri(
      'Outpatient clinics now stay open until nine in the evening from Saturday to Thursday.',
      'کلینیکە دەرەکییەکان ئێستا لە شەممەوە تا پێنجشەممە تا کاتژمێر نۆی ئێوارە کراوەن.',
      'تبقى العيادات الخارجية مفتوحة الآن حتى التاسعة مساءً من السبت إلى الخميس.',
    ),
  },
  {
    category: 'campaigns',
    title: tri(
      'Blood donation campaign with the {city} blood bank',
      'هەڵمەتی بەخشینی خوێن لەگەڵ بانکی خوێنی {city}',
      'حملة تبرع بالدم مع مصرف الدم في {city}',
    ),
    body: tri(
      'Every donation can help three patients; donors receive a free blood count and blood group test.',
      'هەر بەخشینێک دەتوانێت یارمەتیی سێ نەخۆش بدات؛ بەخشەران پشکنینی خوێن و گرووپی خوێن بێبەرامبەر وەردەگرن.',
      'كل تبرع قد يساعد ثلاثة مرضى؛ يحصل المتبرعون على فحص دم وفصيلة دم مجانًا.',
    ),
  },
  {
    category: 'services',
    title: tri(
      '4D ultrasound now available at {center}',
      'سۆناری چوار دووری ئێستا لە {center} بەردەستە',
      'السونار رباعي الأبعاد متاح الآن في {center}',
    ),
    body: tri(
      'Detailed anomaly scans between 20 and 24 weeks, with a printed report the same day.',
      'پشکنینی وردی کۆرپە لە نێوان هەفتەی ٢٠ و ٢٤دا، لەگەڵ ڕاپۆرتی چاپکراو لە هەمان ڕۆژدا.',
      'فحص تفصيلي للتشوهات بين الأسبوعين ٢٠ و٢٤، مع تقرير مطبوع في اليوم نفسه.',
    ),
  },
];

export const EVENT_CATEGORIES: readonly CategoryEntry[] = [
  { key: 'conference', name: tri('Conferences', 'کۆنفرانسەکان', 'المؤتمرات') },
  { key: 'workshop', name: tri('Workshops', 'وۆرکشۆپەکان', 'ورش العمل') },
  { key: 'classes', name: tri('Parent Classes', 'وانەکانی دایک و باوک', 'دروس الآباء والأمهات') },
  { key: 'community', name: tri('Community Days', 'ڕۆژانی کۆمەڵگا', 'الأيام المجتمعية') },
  { key: 'training', name: tri('Staff Training', 'ڕاهێنانی ستاف', 'تدريب الكوادر') },
];

export interface EventEntry {
  readonly category: string;
  readonly title: Tri;
  readonly description: Tri;
  /** Length in hours. */
  readonly hours: number;
}

export const EVENTS: readonly EventEntry[] = [
  {
    category: 'classes',
    title: tri(
      'Antenatal class: preparing for birth',
      'وانەی پێش منداڵبوون: خۆئامادەکردن بۆ منداڵبوون',
      'درس ما قبل الولادة: الاستعداد للولادة',
    ),
    description: tri(
      'Breathing, positions in labour and when to come to hospital.',
      'هەناسەدان، دۆخەکانی کاتی ژان و کەی بێیتە نەخۆشخانە.',
      'التنفس ووضعيات المخاض ومتى تأتين إلى المستشفى.',
    ),
    hours: 2,
  },
  {
    category: 'classes',
    title: tri(
      'Breastfeeding workshop for new mothers',
      'وۆرکشۆپی شیردان بۆ دایکانی نوێ',
      'ورشة الرضاعة الطبيعية للأمهات الجدد',
    ),
    description: tri(
      'Latching, milk supply and returning to work.',
      'شێوازی شیردان، زیادکردنی شیر و گەڕانەوە بۆ کار.',
      'طريقة الإرضاع وإدرار الحليب والعودة إلى العمل.',
    ),
    hours: 2,
  },
  {
    category: 'conference',
    title: tri(
      'Kurdistan Maternal and Child Health Conference',
      'کۆنفرانسی تەندروستیی دایک و منداڵی کوردستان',
      'مؤتمر كردستان لصحة الأم والطفل',
    ),
    description: tri(
      'Two days of lectures on safe motherhood, newborn care and prenatal screening.',
      'دوو ڕۆژ وتار لەسەر دایکایەتیی سەلامەت، چاودێریی ساوا و پشکنینی پێش منداڵبوون.',
      'يومان من المحاضرات حول الأمومة الآمنة ورعاية حديثي الولادة وفحوصات ما قبل الولادة.',
    ),
    hours: 16,
  },
  {
    category: 'workshop',
    title: tri('Neonatal resuscitation workshop', 'وۆرکشۆپی زیندووکردنەوەی ساوا', 'ورشة إنعاش حديثي الولادة'),
    description: tri(
      'Hands-on practice on mannequins for doctors and nurses.',
      'ڕاهێنانی کرداری لەسەر مانیکان بۆ پزیشک و پەرستاران.',
      'تدريب عملي على الدمى للأطباء والممرضين.',
    ),
    hours: 6,
  },
  {
    category: 'community',
    title: tri(
      'Healthy family day in the park',
      'ڕۆژی خێزانی تەندروست لە پارک',
      'يوم العائلة الصحية في الحديقة',
    ),
    description: tri(
      'Free blood pressure and sugar checks, games for children and advice from our dietitians.',
      'پشکنینی بێبەرامبەری پەستان و شەکر، یاری بۆ منداڵان و ئامۆژگاریی پسپۆڕانی خۆراک.',
      'فحوصات مجانية للضغط والسكر وألعاب للأطفال ونصائح من أخصائيي التغذية.',
    ),
    hours: 5,
  },
  {
    category: 'training',
    title: tri(
      'Infection control refresher course',
      'خولی نوێکردنەوەی کۆنترۆڵی تووشبوون',
      'دورة تنشيطية في مكافحة العدوى',
    ),
    description: tri(
      'Hand hygiene, isolation and safe handling of sharps.',
      'پاکیی دەست، جیاکردنەوە و مامەڵەی سەلامەت لەگەڵ کەرەستە تیژەکان.',
      'نظافة اليدين والعزل والتعامل الآمن مع الأدوات الحادة.',
    ),
    hours: 4,
  },
  {
    category: 'classes',
    title: tri('Caring for your newborn at home', 'چاودێریکردنی ساواکەت لە ماڵەوە', 'رعاية مولودك في المنزل'),
    description: tri(
      'Bathing, the umbilical cord, sleep and warning signs.',
      'شوشتن، ناوک، خەو و نیشانە مەترسیدارەکان.',
      'الاستحمام والحبل السري والنوم وعلامات الخطر.',
    ),
    hours: 2,
  },
  {
    category: 'workshop',
    title: tri('Obstetric ultrasound workshop', 'وۆرکشۆپی سۆناری منداڵبوون', 'ورشة السونار التوليدي'),
    description: tri(
      'Nuchal translucency, anomaly scan and Doppler for residents.',
      'ئەستووریی پشتی مل، پشکنینی کەموکووڕی و دۆپلەر بۆ پزیشکانی ڕاهێنان.',
      'الشفافية القفوية وفحص التشوهات والدوبلر للأطباء المقيمين.',
    ),
    hours: 8,
  },
  {
    category: 'community',
    title: tri('Diabetes awareness day', 'ڕۆژی هۆشیاریی شەکرە', 'يوم التوعية بالسكري'),
    description: tri(
      'Free HbA1c tests and talks on diet and exercise.',
      'پشکنینی بێبەرامبەری HbA1c و وتار لەسەر خۆراک و وەرزش.',
      'فحوصات HbA1c مجانية ومحاضرات عن الغذاء والرياضة.',
    ),
    hours: 6,
  },
  {
    category: 'conference',
    title: tri(
      'Fertility and IVF symposium',
      'سیمپۆزیۆمی پیتاندن و منداڵی بلووری',
      'ندوة الخصوبة وأطفال الأنابيب',
    ),
    description: tri(
      'New protocols, embryo culture and genetic testing of embryos.',
      'پرۆتۆکۆڵی نوێ، چاندنی کۆرپەلە و پشکنینی بۆماوەیی کۆرپەلە.',
      'بروتوكولات جديدة وزراعة الأجنة والفحص الجيني للأجنة.',
    ),
    hours: 8,
  },
];

export interface SpeakerEntry {
  readonly name: string;
  readonly jobTitle: Tri;
}

export const EVENT_SPEAKER_TITLES: readonly Tri[] = [
  tri('Consultant Obstetrician', 'ڕاوێژکاری منداڵبوون', 'استشاري التوليد'),
  tri('Consultant Neonatologist', 'ڕاوێژکاری ساوایان', 'استشاري حديثي الولادة'),
  tri('Senior Midwife', 'مامانی باڵا', 'قابلة أولى'),
  tri('Clinical Dietitian', 'پسپۆڕی خۆراکی کلینیکی', 'أخصائية تغذية سريرية'),
  tri('Lactation Consultant', 'ڕاوێژکاری شیردان', 'استشارية الرضاعة'),
  tri('Infection Control Nurse', 'پەرستاری کۆنترۆڵی تووشبوون', 'ممرضة مكافحة العدوى'),
  tri('Embryologist', 'کۆرپەلەناس', 'أخصائي الأجنة'),
  tri('Professor of Paediatrics', 'پرۆفیسۆری پزیشکیی منداڵان', 'أستاذ طب الأطفال'),
];

export const RESEARCH_CATEGORIES: readonly CategoryEntry[] = [
  { key: 'maternal', name: tri('Maternal Health', 'تەندروستیی دایک', 'صحة الأم') },
  { key: 'neonatal', name: tri('Neonatal Care', 'چاودێریی ساوا', 'رعاية حديثي الولادة') },
  { key: 'fertility', name: tri('Fertility', 'پیتاندن', 'الخصوبة') },
  { key: 'paediatrics', name: tri('Paediatrics', 'پزیشکیی منداڵان', 'طب الأطفال') },
  { key: 'laboratory', name: tri('Laboratory Medicine', 'پزیشکیی تاقیگە', 'الطب المختبري') },
  { key: 'public-health', name: tri('Public Health', 'تەندروستیی گشتی', 'الصحة العامة') },
];

/** Research titles; papers keep their English title in every language. */
export const RESEARCH_TITLES: readonly (readonly [category: string, title: string])[] = [
  ['maternal', 'Prevalence of anaemia among pregnant women attending antenatal care in Erbil'],
  [
    'maternal',
    'Caesarean section rates and their indications in private and public hospitals of the Kurdistan Region',
  ],
  ['maternal', 'Gestational diabetes screening with the one-step 75 g test: a two-year audit'],
  ['maternal', 'Pre-eclampsia outcomes after low-dose aspirin prophylaxis in high-risk pregnancies'],
  ['maternal', 'Vitamin D status of pregnant women in Sulaymaniyah across the seasons'],
  ['neonatal', 'Early-onset neonatal sepsis: organisms and antibiotic resistance in a neonatal unit'],
  ['neonatal', 'Outcome of very low birth weight infants in a regional NICU'],
  ['neonatal', 'Neonatal jaundice and G6PD deficiency in Kurdish newborns'],
  ['neonatal', 'Kangaroo mother care and length of hospital stay in preterm infants'],
  ['fertility', 'Letrozole versus clomiphene for ovulation induction in polycystic ovary syndrome'],
  ['fertility', 'Anti-Müllerian hormone as a predictor of ovarian response in IVF cycles'],
  ['fertility', 'Semen parameters of men attending a fertility clinic in Erbil'],
  ['paediatrics', 'Causes of acute diarrhoea in children under five and the role of rotavirus'],
  ['paediatrics', 'Iron deficiency in toddlers: prevalence and dietary risk factors'],
  ['paediatrics', 'Beta-thalassaemia carrier detection through premarital screening in Duhok'],
  ['laboratory', 'Familial Mediterranean fever gene mutations in patients with recurrent abdominal pain'],
  ['laboratory', 'Reference intervals of thyroid hormones in pregnancy for the local population'],
  ['laboratory', 'Hepatitis B and C seroprevalence among blood donors over five years'],
  ['public-health', 'Vaccination coverage and reasons for delay among children in rural Soran'],
  ['public-health', 'Use of a patient app for appointments: adoption and no-show rates'],
  ['public-health', 'Brucellosis in rural families: exposure to unpasteurised dairy products'],
  ['public-health', 'Hydatid disease in the Kurdistan Region: a ten-year hospital review'],
];

export const JOURNALS: readonly string[] = [
  'Zanco Journal of Medical Sciences',
  'Journal of Sulaimani Medical College',
  'Duhok Medical Journal',
  'Erbil Journal of Nursing and Midwifery',
  'Eastern Mediterranean Health Journal',
  'BMC Pregnancy and Childbirth',
  'Iraqi Journal of Medical Sciences',
];

export interface GuidelineEntry {
  readonly speciality: string | null;
  readonly title: Tri;
  readonly body: Tri;
}

export const GUIDELINES: readonly GuidelineEntry[] = [
  {
    speciality: 'obgyn',
    title: tri('Antenatal visits schedule', 'خشتەی سەردانەکانی پێش منداڵبوون', 'جدول زيارات ما قبل الولادة'),
    body: tri(
      'At least eight visits: the first before 12 weeks, then at 20, 26, 30, 34, 36, 38 and 40 weeks.',
      'لانیکەم هەشت سەردان: یەکەمیان پێش هەفتەی ١٢، پاشان لە هەفتەکانی ٢٠، ٢٦، ٣٠، ٣٤، ٣٦، ٣٨ و ٤٠.',
      'ثماني زيارات على الأقل: الأولى قبل الأسبوع ١٢، ثم في الأسابيع ٢٠ و٢٦ و٣٠ و٣٤ و٣٦ و٣٨ و٤٠.',
    ),
  },
  {
    speciality: 'obgyn',
    title: tri(
      'Management of anaemia in pregnancy',
      'چارەسەری کەمخوێنی لە سکپڕیدا',
      'علاج فقر الدم أثناء الحمل',
    ),
    body: tri(
      'Oral iron for haemoglobin below 11 g/dL; review after four weeks.',
      'ئاسنی دەمی بۆ هیمۆگلۆبینی خوار ١١ گرام؛ دوای چوار هەفتە پێداچوونەوە.',
      'حديد فموي للهيموغلوبين أقل من ١١ غ/دل؛ مراجعة بعد أربعة أسابيع.',
    ),
  },
  {
    speciality: 'obgyn',
    title: tri('Screening for gestational diabetes', 'پشکنینی شەکرەی سکپڕی', 'فحص سكري الحمل'),
    body: tri(
      'A 75 g glucose tolerance test at 24 to 28 weeks for every pregnant woman.',
      'پشکنینی ٧٥ گرامی گلوکۆز لە هەفتەی ٢٤ تا ٢٨ بۆ هەموو ئافرەتێکی سکپڕ.',
      'اختبار تحمل الجلوكوز ٧٥ غ بين الأسبوعين ٢٤ و٢٨ لكل امرأة حامل.',
    ),
  },
  {
    speciality: 'neonatology',
    title: tri(
      'Neonatal jaundice: when to treat',
      'زەردوویی ساوا: کەی چارەسەر بکرێت',
      'يرقان حديثي الولادة: متى يعالج',
    ),
    body: tri(
      'Phototherapy thresholds follow the baby’s age in hours and risk factors.',
      'سنووری چارەسەری تیشکی بەپێی تەمەنی ساوا بە کاتژمێر و هۆکارەکانی مەترسی دیاری دەکرێت.',
      'حدود العلاج الضوئي تتبع عمر الطفل بالساعات وعوامل الخطورة.',
    ),
  },
  {
    speciality: 'neonatology',
    title: tri(
      'Newborn screening before discharge',
      'پشکنینی ساوا پێش دەرچوون',
      'فحص حديثي الولادة قبل الخروج',
    ),
    body: tri(
      'Heel-prick test at 48 to 72 hours, hearing test and pulse oximetry for heart defects.',
      'پشکنینی پاژنە لە ٤٨ تا ٧٢ کاتژمێر، پشکنینی بیستن و ئۆکسیمەتری بۆ کەموکووڕیی دڵ.',
      'فحص الكعب بين ٤٨ و٧٢ ساعة، وفحص السمع وقياس الأكسجين لعيوب القلب.',
    ),
  },
  {
    speciality: 'paediatrics',
    title: tri(
      'Fever in children under three months',
      'تا لە منداڵانی خوار سێ مانگ',
      'الحمى عند الأطفال دون ثلاثة أشهر',
    ),
    body: tri(
      'Any temperature of 38 °C or more needs the same-day assessment of a doctor.',
      'هەر پلەیەکی گەرمی ٣٨ یان زیاتر پێویستی بە پشکنینی پزیشک هەیە لە هەمان ڕۆژدا.',
      'أي حرارة ٣٨ درجة أو أكثر تحتاج إلى تقييم الطبيب في اليوم نفسه.',
    ),
  },
  {
    speciality: 'paediatrics',
    title: tri('Oral rehydration for diarrhoea', 'ئاوپێدانەوەی دەمی بۆ سکچوون', 'الإرواء الفموي للإسهال'),
    body: tri(
      'Give ORS after every loose stool and continue breastfeeding; zinc for ten days.',
      'دوای هەر جارێک سکچوون خوێی ئاوپێدانەوە بدە و شیردان بەردەوام بکە؛ زینک بۆ دە ڕۆژ.',
      'أعط محلول الإرواء بعد كل إسهال واستمري بالرضاعة؛ زنك لمدة عشرة أيام.',
    ),
  },
  {
    speciality: 'ivf',
    title: tri(
      'Before your first IVF cycle',
      'پێش یەکەم خولی منداڵی بلووری',
      'قبل دورتك الأولى لأطفال الأنابيب',
    ),
    body: tri(
      'Tests for both partners, folic acid, and a planning visit on day 2 of the cycle.',
      'پشکنین بۆ هەردوو هاوسەر، ترشی فۆلیک، و سەردانی پلاندانان لە ڕۆژی دووەمی سووڕەکەدا.',
      'فحوصات للزوجين وحمض الفوليك وزيارة تخطيط في اليوم الثاني من الدورة.',
    ),
  },
  {
    speciality: 'anaesthesia',
    title: tri('Fasting before an operation', 'بەڕۆژووبوون پێش نەشتەرگەری', 'الصيام قبل العملية'),
    body: tri(
      'No food for six hours; clear water until two hours before surgery.',
      'شەش کاتژمێر هیچ خواردن؛ ئاوی ڕوون تا دوو کاتژمێر پێش نەشتەرگەری.',
      'لا طعام قبل ست ساعات؛ الماء الصافي مسموح حتى ساعتين قبل العملية.',
    ),
  },
  {
    speciality: null,
    title: tri('Hand hygiene for visitors', 'پاکیی دەست بۆ سەردانکەران', 'نظافة اليدين للزوار'),
    body: tri(
      'Clean your hands when you enter and leave a ward, and before touching a newborn.',
      'لە کاتی چوونە ژوورەوە و دەرچوون لە بەشەکە و پێش دەستلێدانی ساوا دەستت پاک بکەرەوە.',
      'نظف يديك عند دخول الردهة ومغادرتها وقبل لمس المولود.',
    ),
  },
];
