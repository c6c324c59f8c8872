import type { CategoryEntry } from './news-and-events';
import { tri, type Tri } from './trilingual';

export interface SliderGroupEntry {
  readonly name: Tri;
  /** The placements (`carouselFor`) its images go to. */
  readonly placements: readonly number[];
  /** Slide titles, used in turn. */
  readonly slogans: readonly Tri[];
}

/** Fourteen destination groups covering all 26 carousel placements. */
export const SLIDER_GROUPS: readonly SliderGroupEntry[] = [
  {
    name: tri('Home Page', 'پەڕەی سەرەکی', 'الصفحة الرئيسية'),
    placements: [0],
    slogans: [
      tri('Care for every family', 'چاودێری بۆ هەموو خێزانێک', 'رعاية لكل عائلة'),
      tri('Book your appointment online', 'نۆرەکەت بە ئۆنلاین بگرە', 'احجز موعدك عبر الإنترنت'),
      tri(
        'Twelve centers across Kurdistan',
        'دوازدە سەنتەر لە سەرانسەری کوردستان',
        'اثنا عشر مركزًا في أنحاء كردستان',
      ),
    ],
  },
  {
    name: tri(
      'Antenatal And Postnatal Training Department',
      'بەشی ڕاهێنانی پێش و پاش منداڵبوون',
      'قسم التدريب قبل الولادة وبعدها',
    ),
    placements: [1, 2],
    slogans: [
      tri('Classes for expecting parents', 'وانە بۆ دایک و باوکی چاوەڕوان', 'دروس للآباء والأمهات المنتظرين'),
      tri('Confidence from the first day', 'متمانە لە یەکەم ڕۆژەوە', 'ثقة من اليوم الأول'),
    ],
  },
  {
    name: tri('Emergency Services', 'خزمەتگوزارییەکانی فریاکەوتن', 'خدمات الطوارئ'),
    placements: [3],
    slogans: [tri('Open 24 hours, every day', '٢٤ کاتژمێر کراوەیە، هەموو ڕۆژێک', 'مفتوح ٢٤ ساعة، كل يوم')],
  },
  {
    name: tri('Natural Birth Services', 'خزمەتگوزارییەکانی منداڵبوونی سروشتی', 'خدمات الولادة الطبيعية'),
    placements: [5, 6],
    slogans: [
      tri('Gentle birth, expert hands', 'منداڵبوونی ئارام، دەستی شارەزا', 'ولادة هادئة بأيدٍ خبيرة'),
      tri('Private delivery suites', 'ژووری تایبەتی منداڵبوون', 'أجنحة ولادة خاصة'),
    ],
  },
  {
    name: tri('Operation Theaters', 'هۆڵەکانی نەشتەرگەری', 'صالات العمليات'),
    placements: [7, 8],
    slogans: [
      tri('Modern theaters, safe surgery', 'هۆڵی مۆدێرن، نەشتەرگەریی سەلامەت', 'صالات حديثة وجراحة آمنة'),
    ],
  },
  {
    name: tri('Smart Pharmacy', 'دەرمانخانەی زیرەک', 'الصيدلية الذكية'),
    placements: [9, 23],
    slogans: [
      tri(
        'Order from the app, delivered today',
        'لە ئەپەکەوە داوا بکە، ئەمڕۆ دەگات',
        'اطلب من التطبيق وتصلك اليوم',
      ),
      tri('Over two thousand products', 'زیاتر لە دوو هەزار بەرهەم', 'أكثر من ألفي منتج'),
    ],
  },
  {
    name: tri('Specialist Laboratory', 'تاقیگەی پسپۆڕی', 'المختبر التخصصي'),
    placements: [4, 24],
    slogans: [
      tri('Results on your phone', 'ئەنجامەکان لەسەر مۆبایلەکەت', 'النتائج على هاتفك'),
      tri(
        'Four hundred tests under one roof',
        'چوار سەد تاقیکردنەوە لە یەک شوێندا',
        'أربعمئة تحليل تحت سقف واحد',
      ),
    ],
  },
  {
    name: tri('Radiology Services', 'خزمەتگوزارییەکانی تیشک', 'خدمات الأشعة'),
    placements: [10, 25],
    slogans: [
      tri(
        'MRI, CT, ultrasound and mammography',
        'ئێم ئاڕ ئای، سی تی، سۆنار و ماموگرافی',
        'الرنين والمفراس والسونار وتصوير الثدي',
      ),
    ],
  },
  {
    name: tri('Family Team', 'تیمی خێزان', 'فريق العائلة'),
    placements: [11],
    slogans: [tri('One team for the whole family', 'یەک تیم بۆ هەموو خێزان', 'فريق واحد لكل العائلة')],
  },
  {
    name: tri('Smart Training', 'ڕاهێنانی زیرەک', 'التدريب الذكي'),
    placements: [12, 13],
    slogans: [tri('Training tomorrow’s midwives', 'ڕاهێنانی مامانەکانی داهاتوو', 'تدريب قابلات المستقبل')],
  },
  {
    name: tri('Ward', 'بەشی مانەوە', 'ردهة الرقود'),
    placements: [14, 15, 16, 17],
    slogans: [
      tri('Comfortable rooms for mother and baby', 'ژووری ئاسوودە بۆ دایک و منداڵ', 'غرف مريحة للأم والطفل'),
      tri('Standard and VIP rooms', 'ژووری ئاسایی و تایبەت', 'غرف عادية وخاصة'),
    ],
  },
  {
    name: tri('Centers', 'سەنتەرەکان', 'المراكز'),
    placements: [18],
    slogans: [
      tri('Find the center nearest to you', 'نزیکترین سەنتەر لە خۆتەوە بدۆزەرەوە', 'اعثر على أقرب مركز إليك'),
    ],
  },
  {
    name: tri('HDU', 'یەکەی چاودێریی بەرز', 'وحدة الرعاية العالية'),
    placements: [19, 20],
    slogans: [
      tri(
        'Close care after complicated births',
        'چاودێریی نزیک دوای منداڵبوونی ئاڵۆز',
        'رعاية دقيقة بعد الولادات المعقدة',
      ),
    ],
  },
  {
    name: tri('NICU', 'یەکەی چاودێریی چڕی ساوایان', 'وحدة العناية المركزة لحديثي الولادة'),
    placements: [21, 22],
    slogans: [tri('Every small life matters', 'هەموو ژیانێکی بچووک گرنگە', 'كل حياة صغيرة مهمة')],
  },
];

export const WHY_CHOOSE_US: readonly { readonly title: Tri; readonly body: Tri; readonly icon: string }[] = [
  {
    icon: 'people',
    title: tri('Experienced specialists', 'پسپۆڕی بەئەزموون', 'أخصائيون ذوو خبرة'),
    body: tri(
      'Eighty doctors with Iraqi, Kurdistan and international board certificates.',
      'هەشتا پزیشک بە بڕوانامەی بۆردی عێراقی، کوردستانی و نێودەوڵەتی.',
      'ثمانون طبيبًا بشهادات البورد العراقي والكردستاني والدولي.',
    ),
  },
  {
    icon: 'time',
    title: tri('Open around the clock', 'شەو و ڕۆژ کراوەیە', 'مفتوح على مدار الساعة'),
    body: tri(
      'Emergency, delivery and neonatal care 24 hours a day.',
      'فریاکەوتن، منداڵبوون و چاودێریی ساوا ٢٤ کاتژمێر لە ڕۆژێکدا.',
      'الطوارئ والولادة ورعاية حديثي الولادة ٢٤ ساعة يوميًا.',
    ),
  },
  {
    icon: 'mobile-phone',
    title: tri('Everything in one app', 'هەموو شتێک لە یەک ئەپدا', 'كل شيء في تطبيق واحد'),
    body: tri(
      'Appointments, results, chat and pharmacy orders from your phone.',
      'نۆرە، ئەنجام، چات و داواکاریی دەرمان لە مۆبایلەکەتەوە.',
      'المواعيد والنتائج والمحادثة وطلبات الصيدلية من هاتفك.',
    ),
  },
  {
    icon: 'lab-test',
    title: tri('Accredited laboratory', 'تاقیگەی پەسەندکراو', 'مختبر معتمد'),
    body: tri(
      'Four hundred tests with quality control every day.',
      'چوار سەد تاقیکردنەوە لەگەڵ کۆنترۆڵی کوالیتی هەموو ڕۆژێک.',
      'أربعمئة تحليل مع ضبط جودة يومي.',
    ),
  },
  {
    icon: 'heart',
    title: tri('Family-centred care', 'چاودێریی خێزان-تەوەر', 'رعاية تتمحور حول العائلة'),
    body: tri(
      'Fathers welcome in the delivery room and parents always in the NICU.',
      'باوکان لە ژووری منداڵبووندا بەخێربێن و دایک و باوک هەمیشە لە یەکەی ساوایاندا.',
      'الآباء مرحب بهم في غرفة الولادة والوالدان دائمًا في العناية المركزة.',
    ),
  },
  {
    icon: 'map',
    title: tri('Close to home', 'نزیک لە ماڵەوە', 'قريب من المنزل'),
    body: tri(
      'Twelve centers from Zakho to Halabja.',
      'دوازدە سەنتەر لە زاخۆوە تا هەڵەبجە.',
      'اثنا عشر مركزًا من زاخو إلى حلبجة.',
    ),
  },
];

export const SMART_COMPONENTS: readonly {
  readonly title: Tri;
  readonly description: Tri;
  readonly link: string;
}[] = [
  {
    link: '/site/doctors',
    title: tri('Find a doctor', 'پزیشکێک بدۆزەرەوە', 'ابحث عن طبيب'),
    description: tri(
      'Search by speciality, center or tag.',
      'بەپێی پسپۆڕی، سەنتەر یان تاگ بگەڕێ.',
      'ابحث حسب الاختصاص أو المركز أو الوسم.',
    ),
  },
  {
    link: '/site/lab',
    title: tri('Lab tests A to Z', 'تاقیکردنەوەکان لە A تا Z', 'التحاليل من A إلى Z'),
    description: tri(
      'Prices and preparation for every test.',
      'نرخ و ئامادەکاری بۆ هەموو تاقیکردنەوەیەک.',
      'الأسعار والتحضير لكل تحليل.',
    ),
  },
  {
    link: '/site/pharmacy',
    title: tri('Smart pharmacy', 'دەرمانخانەی زیرەک', 'الصيدلية الذكية'),
    description: tri(
      'Order medicines and baby products for delivery.',
      'دەرمان و بەرهەمی منداڵ داوا بکە بۆ گەیاندن.',
      'اطلب الأدوية ومنتجات الأطفال للتوصيل.',
    ),
  },
  {
    link: '/site/centers',
    title: tri('Our centers', 'سەنتەرەکانمان', 'مراكزنا'),
    description: tri(
      'Addresses, maps and opening hours.',
      'ناونیشان، نەخشە و کاتی کارکردن.',
      'العناوين والخرائط وساعات العمل.',
    ),
  },
  {
    link: '/site/app/chat',
    title: tri('Chat with us', 'لەگەڵمان چات بکە', 'تحدث معنا'),
    description: tri(
      'Ask the call center, the pharmacy or the lab.',
      'پرسیار لە سەنتەری پەیوەندی، دەرمانخانە یان تاقیگە بکە.',
      'اسأل مركز الاتصال أو الصيدلية أو المختبر.',
    ),
  },
  {
    link: '/site/videos',
    title: tri('Health videos', 'ڤیدیۆی تەندروستی', 'فيديوهات صحية'),
    description: tri(
      'Short videos from our doctors and midwives.',
      'ڤیدیۆی کورت لە پزیشک و مامانەکانمانەوە.',
      'فيديوهات قصيرة من أطبائنا وقابلاتنا.',
    ),
  },
];

export const PARTNERS: readonly { readonly kind: 'Partner' | 'Certificate'; readonly name: Tri }[] = [
  {
    kind: 'Partner',
    name: tri(
      'Kurdistan Region Ministry of Health',
      'وەزارەتی تەندروستیی هەرێمی کوردستان',
      'وزارة الصحة في إقليم كردستان',
    ),
  },
  { kind: 'Partner', name: tri('Hawler Medical University', 'زانکۆی پزیشکیی هەولێر', 'جامعة هولير الطبية') },
  {
    kind: 'Partner',
    name: tri(
      'University of Sulaimani, College of Medicine',
      'زانکۆی سلێمانی، کۆلێژی پزیشکی',
      'جامعة السليمانية، كلية الطب',
    ),
  },
  {
    kind: 'Partner',
    name: tri(
      'University of Duhok, College of Medicine',
      'زانکۆی دهۆک، کۆلێژی پزیشکی',
      'جامعة دهوك، كلية الطب',
    ),
  },
  {
    kind: 'Partner',
    name: tri(
      'Kurdistan Board of Medical Specialties',
      'بۆردی کوردستان بۆ پسپۆڕییە پزیشکییەکان',
      'المجلس الكردستاني للاختصاصات الطبية',
    ),
  },
  { kind: 'Partner', name: tri('Erbil Blood Bank', 'بانکی خوێنی هەولێر', 'مصرف الدم في أربيل') },
  {
    kind: 'Certificate',
    name: tri(
      'ISO 9001 Quality Management',
      'ئایزۆ ٩٠٠١ بۆ بەڕێوەبردنی کوالیتی',
      'الأيزو ٩٠٠١ لإدارة الجودة',
    ),
  },
  {
    kind: 'Certificate',
    name: tri(
      'ISO 15189 Medical Laboratories',
      'ئایزۆ ١٥١٨٩ بۆ تاقیگە پزیشکییەکان',
      'الأيزو ١٥١٨٩ للمختبرات الطبية',
    ),
  },
  {
    kind: 'Certificate',
    name: tri(
      'Baby-Friendly Hospital Initiative',
      'دەستپێشخەریی نەخۆشخانەی دۆستی منداڵ',
      'مبادرة المستشفيات الصديقة للطفل',
    ),
  },
  {
    kind: 'Certificate',
    name: tri(
      'National Patient Safety Accreditation',
      'بڕوانامەی نیشتمانیی سەلامەتیی نەخۆش',
      'الاعتماد الوطني لسلامة المرضى',
    ),
  },
];

export const ANNOUNCEMENT_CATEGORIES: readonly CategoryEntry[] = [
  { key: 'hours', name: tri('Opening Hours', 'کاتی کارکردن', 'ساعات العمل') },
  { key: 'services', name: tri('Services', 'خزمەتگوزارییەکان', 'الخدمات') },
  { key: 'holidays', name: tri('Holidays', 'پشووەکان', 'العطل') },
  { key: 'notices', name: tri('Notices', 'ئاگادارکردنەوەکان', 'إشعارات') },
];

export const ANNOUNCEMENTS: readonly {
  readonly category: string;
  readonly title: Tri;
  readonly body: Tri;
}[] = [
  {
    category: 'holidays',
    title: tri('Newroz holiday hours', 'کاتی کارکردن لە پشووی نەورۆزدا', 'ساعات العمل في عطلة نوروز'),
    body: tri(
      'Emergency and delivery services stay open; clinics close from 20 to 23 March.',
      'فریاکەوتن و منداڵبوون کراوە دەمێننەوە؛ کلینیکەکان لە ٢٠ تا ٢٣ی ئادار دادەخرێن.',
      'تبقى الطوارئ والولادة مفتوحة؛ تغلق العيادات من ٢٠ إلى ٢٣ آذار.',
    ),
  },
  {
    category: 'holidays',
    title: tri('Eid holiday hours', 'کاتی کارکردن لە پشووی جەژندا', 'ساعات العمل في عطلة العيد'),
    body: tri(
      'Clinics close on the first two days of Eid; the pharmacy delivers as usual.',
      'کلینیکەکان لە دوو ڕۆژی یەکەمی جەژندا دادەخرێن؛ دەرمانخانە وەک هەمیشە دەگەیەنێت.',
      'تغلق العيادات في أول يومين من العيد؛ والصيدلية توصل كالمعتاد.',
    ),
  },
  {
    category: 'services',
    title: tri(
      'Pay by card at every reception',
      'پارەدان بە کارت لە هەموو پێشوازییەک',
      'الدفع بالبطاقة في كل استقبال',
    ),
    body: tri(
      'Visa, Mastercard and local wallet payments are accepted.',
      'ڤیزا، ماستەرکارد و جزدانی ئەلیکترۆنیی ناوخۆیی وەردەگیرێن.',
      'تقبل فيزا وماستركارد والمحافظ الإلكترونية المحلية.',
    ),
  },
  {
    category: 'hours',
    title: tri('Laboratory opens at 7:00', 'تاقیگە لە کاتژمێر ٧:٠٠ دەکرێتەوە', 'المختبر يفتح الساعة ٧:٠٠'),
    body: tri(
      'Fasting tests can now be drawn from seven in the morning.',
      'تاقیکردنەوەکانی بەڕۆژوو ئێستا لە حەوتی بەیانییەوە وەردەگیرێن.',
      'يمكن الآن سحب التحاليل الصيامية من السابعة صباحًا.',
    ),
  },
  {
    category: 'notices',
    title: tri(
      'Masks in the NICU and wards',
      'دەمامک لە یەکەی ساوایان و بەشەکاندا',
      'الكمامات في العناية المركزة والردهات',
    ),
    body: tri(
      'Please wear a mask if you have a cough or a cold.',
      'تکایە ئەگەر کۆکە یان هەڵامەتت هەیە دەمامک بپۆشە.',
      'يرجى ارتداء الكمامة إذا كنت مصابًا بالسعال أو الزكام.',
    ),
  },
  {
    category: 'notices',
    title: tri('New parking entrance', 'دەروازەی نوێی شوێنی ئۆتۆمبێل', 'مدخل جديد لموقف السيارات'),
    body: tri(
      'The car park is now entered from the side street.',
      'ئێستا چوونە ناو شوێنی ئۆتۆمبێل لە شەقامی لاوەکییەوەیە.',
      'أصبح الدخول إلى موقف السيارات من الشارع الجانبي.',
    ),
  },
  {
    category: 'services',
    title: tri('Results in the app', 'ئەنجامەکان لە ئەپدا', 'النتائج في التطبيق'),
    body: tri(
      'Lab results appear in the app as soon as they are approved.',
      'ئەنجامی تاقیگە هەر کە پەسەند کرا لە ئەپەکەدا دەردەکەوێت.',
      'تظهر نتائج المختبر في التطبيق فور اعتمادها.',
    ),
  },
];

export const ARTICLE_CATEGORIES: readonly CategoryEntry[] = [
  { key: 'pregnancy', name: tri('Pregnancy', 'سکپڕی', 'الحمل') },
  { key: 'children', name: tri('Children', 'منداڵان', 'الأطفال') },
  { key: 'women', name: tri('Women’s Health', 'تەندروستیی ئافرەتان', 'صحة المرأة') },
  { key: 'nutrition', name: tri('Nutrition', 'خۆراک', 'التغذية') },
];

export const ARTICLES: readonly { readonly category: string; readonly title: Tri; readonly body: Tri }[] = [
  {
    category: 'pregnancy',
    title: tri(
      'Morning sickness: what helps',
      'دڵتێکچوونی بەیانیان: چی یارمەتیدەرە',
      'غثيان الصباح: ما الذي يساعد',
    ),
    body: tri(
      'Small frequent meals, ginger and rest; see a doctor if you cannot keep fluids down.',
      'ژەمی بچووکی زۆر، زەنجەفیل و پشوو؛ ئەگەر نەتتوانی شلەمەنی ڕابگریت سەردانی پزیشک بکە.',
      'وجبات صغيرة متكررة والزنجبيل والراحة؛ راجعي الطبيب إذا لم تستطيعي الاحتفاظ بالسوائل.',
    ),
  },
  {
    category: 'pregnancy',
    title: tri('Exercise in pregnancy', 'وەرزش لە کاتی سکپڕیدا', 'الرياضة أثناء الحمل'),
    body: tri(
      'Thirty minutes of walking most days is safe for most women.',
      'سی خولەک پیاسەکردن لە زۆربەی ڕۆژەکاندا بۆ زۆربەی ئافرەتان سەلامەتە.',
      'ثلاثون دقيقة من المشي في معظم الأيام آمنة لمعظم النساء.',
    ),
  },
  {
    category: 'children',
    title: tri(
      'Fever in children: when to worry',
      'تا لە منداڵاندا: کەی نیگەران بیت',
      'الحمى عند الأطفال: متى تقلق',
    ),
    body: tri(
      'Watch how your child behaves more than the number on the thermometer.',
      'زیاتر سەیری ڕەفتاری منداڵەکەت بکە نەک ژمارەی سەر پلەپێوەکە.',
      'راقب سلوك طفلك أكثر من الرقم على ميزان الحرارة.',
    ),
  },
  {
    category: 'children',
    title: tri('Screen time for toddlers', 'کاتی شاشە بۆ منداڵی بچووک', 'وقت الشاشة للأطفال الصغار'),
    body: tri(
      'No screens before eighteen months, and no more than an hour a day until five.',
      'هیچ شاشەیەک پێش هەژدە مانگی، و تا پێنج ساڵی زیاتر لە کاتژمێرێک لە ڕۆژێکدا نا.',
      'لا شاشات قبل ثمانية عشر شهرًا، ولا أكثر من ساعة يوميًا حتى سن الخامسة.',
    ),
  },
  {
    category: 'women',
    title: tri('Understanding polycystic ovaries', 'تێگەیشتن لە کیسی هێلکەدان', 'فهم تكيس المبايض'),
    body: tri(
      'Irregular periods, acne and weight gain are common signs; treatment is effective.',
      'سووڕی ناڕێک، زیپکە و زیادبوونی کێش نیشانەی باون؛ چارەسەرەکەی کاریگەرە.',
      'عدم انتظام الدورة وحب الشباب وزيادة الوزن علامات شائعة؛ والعلاج فعال.',
    ),
  },
  {
    category: 'women',
    title: tri('The cervical smear test', 'پشکنینی ملی منداڵدان', 'فحص مسحة عنق الرحم'),
    body: tri(
      'A short test every three years from age 25 can prevent cervical cancer.',
      'پشکنینێکی کورت هەر سێ ساڵ جارێک لە تەمەنی ٢٥ ساڵییەوە دەتوانێت ڕێگری لە شێرپەنجەی ملی منداڵدان بکات.',
      'فحص قصير كل ثلاث سنوات من سن ٢٥ يمكن أن يمنع سرطان عنق الرحم.',
    ),
  },
  {
    category: 'nutrition',
    title: tri(
      'Iron-rich foods for the family',
      'خواردنی دەوڵەمەند بە ئاسن بۆ خێزان',
      'أطعمة غنية بالحديد للعائلة',
    ),
    body: tri(
      'Red meat, lentils, beans and dark greens, with fruit rich in vitamin C.',
      'گۆشتی سوور، نیسک، فاسۆلیا و سەوزەی تۆخ، لەگەڵ میوەی دەوڵەمەند بە ڤیتامین سی.',
      'اللحوم الحمراء والعدس والفاصوليا والخضار الداكنة مع فاكهة غنية بفيتامين سي.',
    ),
  },
  {
    category: 'nutrition',
    title: tri('Healthy lunch boxes', 'سندووقی نانی نیوەڕۆی تەندروست', 'صناديق غداء صحية'),
    body: tri(
      'Whole bread, cheese, vegetables and fruit; water instead of sweet drinks.',
      'نانی گەنمی تەواو، پەنیر، سەوزە و میوە؛ ئاو لە جیاتی خواردنەوەی شیرین.',
      'خبز القمح الكامل والجبن والخضار والفاكهة؛ الماء بدل المشروبات المحلاة.',
    ),
  },
];

export const GUIDANCE_CLINICS: readonly {
  readonly name: Tri;
  readonly description: Tri;
  readonly hours: string;
}[] = [
  {
    hours: 'Sat-Thu 09:00-13:00',
    name: tri('Breastfeeding Clinic', 'کلینیکی شیردان', 'عيادة الرضاعة الطبيعية'),
    description: tri(
      'Help with latching, pain and low milk supply.',
      'یارمەتی لە شێوازی شیردان، ئازار و کەمیی شیر.',
      'مساعدة في الإرضاع والألم وقلة الحليب.',
    ),
  },
  {
    hours: 'Sun, Tue 10:00-14:00',
    name: tri('Family Planning Clinic', 'کلینیکی پلاندانانی خێزان', 'عيادة تنظيم الأسرة'),
    description: tri(
      'Advice on spacing pregnancies and contraception.',
      'ئامۆژگاری لەسەر ماوەی نێوان سکپڕییەکان و ڕێگاکانی ڕێگری.',
      'نصائح حول المباعدة بين الولادات ووسائل منع الحمل.',
    ),
  },
  {
    hours: 'Mon, Wed 09:00-12:00',
    name: tri('Premarital Counselling Clinic', 'کلینیکی ڕاوێژی پێش هاوسەرگیری', 'عيادة المشورة قبل الزواج'),
    description: tri(
      'Results of premarital tests explained to both partners.',
      'ڕوونکردنەوەی ئەنجامی پشکنینەکانی پێش هاوسەرگیری بۆ هەردوو هاوسەر.',
      'شرح نتائج فحوصات ما قبل الزواج للطرفين.',
    ),
  },
  {
    hours: 'Sat-Thu 16:00-19:00',
    name: tri('Nutrition Guidance Clinic', 'کلینیکی ڕێنمایی خۆراک', 'عيادة الإرشاد الغذائي'),
    description: tri(
      'Diet plans in pregnancy, diabetes and for children.',
      'پلانی خۆراک بۆ سکپڕی، شەکرە و منداڵان.',
      'خطط غذائية للحمل والسكري والأطفال.',
    ),
  },
  {
    hours: 'Tue, Thu 10:00-13:00',
    name: tri('Child Development Clinic', 'کلینیکی گەشەی منداڵ', 'عيادة نمو الطفل'),
    description: tri(
      'Checks of growth, speech and movement milestones.',
      'پشکنینی گەشە، قسەکردن و قۆناغەکانی جووڵە.',
      'فحص النمو والنطق ومراحل الحركة.',
    ),
  },
  {
    hours: 'Sun-Thu 09:00-12:00',
    name: tri('Postnatal Support Clinic', 'کلینیکی پاڵپشتیی دوای منداڵبوون', 'عيادة دعم ما بعد الولادة'),
    description: tri(
      'Recovery, mood and pelvic floor after birth.',
      'چاکبوونەوە، دۆخی دەروونی و ماسولکەکانی حەوز دوای منداڵبوون.',
      'التعافي والمزاج وعضلات الحوض بعد الولادة.',
    ),
  },
];

export const NEWS_FEED_CATEGORIES: readonly CategoryEntry[] = [
  { key: 'tips', name: tri('Health Tips', 'ئامۆژگاریی تەندروستی', 'نصائح صحية') },
  { key: 'doctors', name: tri('Our Doctors', 'پزیشکەکانمان', 'أطباؤنا') },
  { key: 'centers', name: tri('Our Centers', 'سەنتەرەکانمان', 'مراكزنا') },
  { key: 'videos', name: tri('Videos', 'ڤیدیۆکان', 'فيديوهات') },
  { key: 'instructions', name: tri('Instructions', 'ڕێنماییەکان', 'الإرشادات') },
];

/** Post bodies by the kind of item a generated post points at; `{name}` is the item's name. */
export const NEWS_FEED_TEMPLATES = {
  doctor: tri(
    '{name} is now seeing patients. Book online in the app.',
    '{name} ئێستا نەخۆش وەردەگرێت. لە ئەپەکەوە نۆرە بگرە.',
    '{name} يستقبل المرضى الآن. احجز عبر التطبيق.',
  ),
  center: tri(
    'Visit {name}: open every day, with free parking.',
    'سەردانی {name} بکە: هەموو ڕۆژێک کراوەیە، لەگەڵ شوێنی ئۆتۆمبێلی بێبەرامبەر.',
    'زوروا {name}: مفتوح يوميًا مع موقف مجاني.',
  ),
  video: tri('New video: {name}', 'ڤیدیۆی نوێ: {name}', 'فيديو جديد: {name}'),
  instruction: tri('Good to know: {name}', 'باشە بیزانیت: {name}', 'من المفيد أن تعرف: {name}'),
  tip: tri(
    'Drink enough water and walk thirty minutes a day.',
    'ئاوی پێویست بخۆرەوە و ڕۆژانە سی خولەک پیاسە بکە.',
    'اشرب ما يكفي من الماء وامش ثلاثين دقيقة يوميًا.',
  ),
} as const;
