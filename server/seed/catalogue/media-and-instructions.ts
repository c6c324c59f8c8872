import type { CategoryEntry } from './news-and-events';
import { tri, type Tri } from './trilingual';

export const VIDEO_CATEGORIES: readonly CategoryEntry[] = [
  { key: 'pregnancy', name: tri('Pregnancy', 'سکپڕی', 'الحمل') },
  { key: 'baby', name: tri('Baby Care', 'چاودێریی منداڵ', 'رعاية الطفل') },
  { key: 'doctors', name: tri('Meet Our Doctors', 'ناسینی پزیشکەکانمان', 'تعرف على أطبائنا') },
  { key: 'tours', name: tri('Center Tours', 'گەشت بە سەنتەرەکاندا', 'جولات في المراكز') },
  { key: 'health', name: tri('Healthy Living', 'ژیانی تەندروست', 'الحياة الصحية') },
];

export interface VideoEntry {
  readonly category: string;
  readonly title: Tri;
  /** What it is attached to: a doctor, a center, a speciality or a building department. */
  readonly about: 'doctor' | 'center' | 'speciality' | 'department';
  readonly minutes: number;
}

export const VIDEOS: readonly VideoEntry[] = [
  {
    category: 'pregnancy',
    about: 'speciality',
    minutes: 6,
    title: tri(
      'Your first trimester, week by week',
      'سێ مانگی یەکەمی سکپڕی، هەفتە بە هەفتە',
      'الأشهر الثلاثة الأولى من الحمل أسبوعًا بأسبوع',
    ),
  },
  {
    category: 'pregnancy',
    about: 'speciality',
    minutes: 5,
    title: tri(
      'Eating well during pregnancy',
      'خواردنی تەندروست لە کاتی سکپڕیدا',
      'التغذية السليمة أثناء الحمل',
    ),
  },
  {
    category: 'pregnancy',
    about: 'department',
    minutes: 8,
    title: tri('Breathing exercises for labour', 'ڕاهێنانی هەناسەدان بۆ کاتی ژان', 'تمارين التنفس للمخاض'),
  },
  {
    category: 'pregnancy',
    about: 'department',
    minutes: 4,
    title: tri(
      'What to pack for the hospital',
      'چی لەگەڵ خۆت بهێنیت بۆ نەخۆشخانە',
      'ماذا تحضرين معك إلى المستشفى',
    ),
  },
  {
    category: 'pregnancy',
    about: 'speciality',
    minutes: 7,
    title: tri('Warning signs in pregnancy', 'نیشانە مەترسیدارەکانی سکپڕی', 'علامات الخطر أثناء الحمل'),
  },
  {
    category: 'baby',
    about: 'speciality',
    minutes: 6,
    title: tri('Bathing your newborn', 'شوشتنی ساوا', 'استحمام المولود'),
  },
  {
    category: 'baby',
    about: 'speciality',
    minutes: 9,
    title: tri('Breastfeeding positions', 'دۆخەکانی شیردان', 'وضعيات الرضاعة الطبيعية'),
  },
  {
    category: 'baby',
    about: 'department',
    minutes: 5,
    title: tri('Your baby in the NICU', 'ساواکەت لە یەکەی چاودێریی چڕدا', 'طفلك في العناية المركزة'),
  },
  {
    category: 'baby',
    about: 'speciality',
    minutes: 4,
    title: tri('The vaccination schedule explained', 'ڕوونکردنەوەی خشتەی کوتان', 'شرح جدول التلقيحات'),
  },
  {
    category: 'baby',
    about: 'speciality',
    minutes: 6,
    title: tri('Starting solid foods', 'دەستپێکردنی خۆراکی ڕەق', 'البدء بالأطعمة الصلبة'),
  },
  {
    category: 'doctors',
    about: 'doctor',
    minutes: 3,
    title: tri('Meet our obstetrics team', 'تیمی منداڵبوونەکەمان بناسە', 'تعرف على فريق التوليد'),
  },
  {
    category: 'doctors',
    about: 'doctor',
    minutes: 3,
    title: tri('A day with our neonatologists', 'ڕۆژێک لەگەڵ پزیشکانی ساوایان', 'يوم مع أطباء حديثي الولادة'),
  },
  {
    category: 'doctors',
    about: 'doctor',
    minutes: 4,
    title: tri(
      'Questions about IVF, answered',
      'وەڵامی پرسیارەکانی منداڵی بلووری',
      'إجابات عن أسئلة أطفال الأنابيب',
    ),
  },
  {
    category: 'doctors',
    about: 'doctor',
    minutes: 5,
    title: tri(
      'When should my child see a paediatrician?',
      'کەی منداڵەکەم پێویستی بە پزیشکی منداڵانە؟',
      'متى يحتاج طفلي إلى طبيب أطفال؟',
    ),
  },
  {
    category: 'tours',
    about: 'center',
    minutes: 3,
    title: tri('A tour of the delivery suites', 'گەشتێک بە هۆڵەکانی منداڵبووندا', 'جولة في أجنحة الولادة'),
  },
  {
    category: 'tours',
    about: 'center',
    minutes: 3,
    title: tri('Inside our laboratory', 'لە ناو تاقیگەکەماندا', 'داخل مختبرنا'),
  },
  {
    category: 'tours',
    about: 'center',
    minutes: 2,
    title: tri('Our new children’s ward', 'بەشی نوێی منداڵانمان', 'ردهة الأطفال الجديدة'),
  },
  {
    category: 'tours',
    about: 'center',
    minutes: 2,
    title: tri('How to find us', 'چۆن بمانبینیتەوە', 'كيف تصل إلينا'),
  },
  {
    category: 'health',
    about: 'speciality',
    minutes: 5,
    title: tri('Living with diabetes', 'ژیان لەگەڵ شەکرە', 'التعايش مع السكري'),
  },
  {
    category: 'health',
    about: 'speciality',
    minutes: 4,
    title: tri('Lowering your blood pressure', 'دابەزاندنی پەستانی خوێن', 'خفض ضغط الدم'),
  },
  {
    category: 'health',
    about: 'department',
    minutes: 6,
    title: tri('Back pain after childbirth', 'ئازاری پشت دوای منداڵبوون', 'ألم الظهر بعد الولادة'),
  },
  {
    category: 'health',
    about: 'speciality',
    minutes: 5,
    title: tri(
      'Healthy teeth for the whole family',
      'ددانی تەندروست بۆ هەموو خێزان',
      'أسنان صحية لكل العائلة',
    ),
  },
];

/** The albums of a center's photo gallery. */
export const GALLERY_ALBUMS: readonly Tri[] = [
  tri('Building', 'بینا', 'المبنى'),
  tri('Wards', 'بەشەکان', 'الردهات'),
  tri('Clinics', 'کلینیکەکان', 'العيادات'),
  tri('Events', 'چالاکییەکان', 'الفعاليات'),
];

export const PHOTO_CAPTIONS: readonly Tri[] = [
  tri('Main entrance', 'دەروازەی سەرەکی', 'المدخل الرئيسي'),
  tri('Reception hall', 'هۆڵی پێشوازی', 'قاعة الاستقبال'),
  tri('Patient room', 'ژووری نەخۆش', 'غرفة المريض'),
  tri('VIP suite', 'ژووری تایبەت', 'الجناح الخاص'),
  tri('Delivery room', 'ژووری منداڵبوون', 'غرفة الولادة'),
  tri('Waiting area', 'شوێنی چاوەڕوانی', 'منطقة الانتظار'),
  tri('Children’s play corner', 'گۆشەی یاریی منداڵان', 'ركن ألعاب الأطفال'),
  tri('Operating theater', 'هۆڵی نەشتەرگەری', 'صالة العمليات'),
  tri('Laboratory', 'تاقیگە', 'المختبر'),
  tri('Team photo', 'وێنەی تیم', 'صورة الفريق'),
];

export interface InstructionTree {
  readonly title: Tri;
  readonly description: Tri;
  readonly forOperations: boolean;
  readonly categories: readonly {
    readonly name: Tri;
    readonly entries: readonly { readonly title: Tri; readonly body: Tri }[];
  }[];
}

/** Root instructions, their categories and entries. */
export const INSTRUCTIONS: readonly InstructionTree[] = [
  {
    title: tri('Pregnancy', 'سکپڕی', 'الحمل'),
    description: tri(
      'Advice from conception to birth.',
      'ئامۆژگاری لە سەرەتای سکپڕییەوە تا منداڵبوون.',
      'نصائح من بداية الحمل حتى الولادة.',
    ),
    forOperations: false,
    categories: [
      {
        name: tri('Nutrition', 'خۆراک', 'التغذية'),
        entries: [
          {
            title: tri('Foods to avoid', 'ئەو خواردنانەی دەبێت دووریان لێ بگریت', 'أطعمة يجب تجنبها'),
            body: tri(
              'Avoid raw meat, unpasteurised milk and cheese, and more than two cups of tea or coffee a day.',
              'دووربکەوەرەوە لە گۆشتی کاڵ، شیر و پەنیری نەکوڵاو، و زیاتر لە دوو کوپ چا یان قاوە لە ڕۆژێکدا.',
              'تجنبي اللحوم النيئة والحليب والأجبان غير المبسترة وأكثر من كوبين من الشاي أو القهوة يوميًا.',
            ),
          },
          {
            title: tri('Iron and folic acid', 'ئاسن و ترشی فۆلیک', 'الحديد وحمض الفوليك'),
            body: tri(
              'Take your supplements with water or juice, not with tea.',
              'تەواوکەرەکانت لەگەڵ ئاو یان شەربەت بخۆ، نەک لەگەڵ چا.',
              'تناولي المكملات مع الماء أو العصير وليس مع الشاي.',
            ),
          },
        ],
      },
      {
        name: tri('Warning signs', 'نیشانە مەترسیدارەکان', 'علامات الخطر'),
        entries: [
          {
            title: tri('Bleeding or fluid loss', 'خوێنبەربوون یان ڕژانی ئاو', 'النزيف أو نزول السوائل'),
            body: tri(
              'Come to the emergency department at once.',
              'یەکسەر بێ بۆ بەشی فریاکەوتن.',
              'توجهي إلى الطوارئ فورًا.',
            ),
          },
          {
            title: tri(
              'Severe headache or blurred vision',
              'سەرئێشەی توند یان لێڵبوونی بینین',
              'صداع شديد أو تشوش الرؤية',
            ),
            body: tri(
              'These can be signs of pre-eclampsia; have your blood pressure checked today.',
              'ئەمانە دەکرێت نیشانەی پەستانی سکپڕی بن؛ ئەمڕۆ پەستانت بپێوە.',
              'قد تكون علامات تسمم الحمل؛ افحصي ضغطك اليوم.',
            ),
          },
        ],
      },
    ],
  },
  {
    title: tri('Newborn Care', 'چاودێریی ساوا', 'رعاية المولود'),
    description: tri('The first weeks at home.', 'یەکەم هەفتەکان لە ماڵەوە.', 'الأسابيع الأولى في المنزل.'),
    forOperations: false,
    categories: [
      {
        name: tri('Feeding', 'خۆراکپێدان', 'التغذية'),
        entries: [
          {
            title: tri('How often to feed', 'چەند جار شیر بدەیت', 'كم مرة ترضعين'),
            body: tri(
              'Eight to twelve feeds in 24 hours during the first weeks.',
              'هەشت تا دوازدە جار لە ٢٤ کاتژمێردا لە یەکەم هەفتەکاندا.',
              'من ثماني إلى اثنتي عشرة رضعة في ٢٤ ساعة خلال الأسابيع الأولى.',
            ),
          },
        ],
      },
      {
        name: tri('Umbilical cord', 'ناوک', 'الحبل السري'),
        entries: [
          {
            title: tri('Keeping the cord clean', 'پاک ڕاگرتنی ناوک', 'الحفاظ على نظافة الحبل السري'),
            body: tri(
              'Keep it dry and outside the nappy; it falls off in one to two weeks.',
              'وشکی ڕابگرە و لە دەرەوەی پەمپەرزەکە بێت؛ لە یەک تا دوو هەفتەدا دەکەوێت.',
              'أبقيه جافًا وخارج الحفاض؛ يسقط خلال أسبوع إلى أسبوعين.',
            ),
          },
        ],
      },
      {
        name: tri('Sleep', 'خەو', 'النوم'),
        entries: [
          {
            title: tri('Safe sleep', 'خەوی سەلامەت', 'النوم الآمن'),
            body: tri(
              'Put your baby to sleep on the back, in their own cot, without pillows.',
              'ساواکەت لەسەر پشت، لە جێگەی خۆیدا و بەبێ سەرین بخەوێنە.',
              'ضعي طفلك على ظهره في سريره الخاص دون وسائد.',
            ),
          },
        ],
      },
    ],
  },
  {
    title: tri('Before and After Surgery', 'پێش و دوای نەشتەرگەری', 'قبل العملية وبعدها'),
    description: tri(
      'How to prepare for an operation and recover well.',
      'چۆن خۆت بۆ نەشتەرگەری ئامادە بکەیت و بە باشی چاک ببیتەوە.',
      'كيف تستعد للعملية وتتعافى جيدًا.',
    ),
    forOperations: true,
    categories: [
      {
        name: tri('Preparation', 'ئامادەکاری', 'التحضير'),
        entries: [
          {
            title: tri('Fasting', 'بەڕۆژووبوون', 'الصيام'),
            body: tri(
              'No food for six hours before surgery; water until two hours before.',
              'شەش کاتژمێر پێش نەشتەرگەری هیچ مەخۆ؛ ئاو تا دوو کاتژمێر پێشتر.',
              'لا طعام قبل ست ساعات من العملية؛ الماء حتى ساعتين قبلها.',
            ),
          },
          {
            title: tri('Medicines', 'دەرمانەکان', 'الأدوية'),
            body: tri(
              'Tell us about blood thinners; some must be stopped days before.',
              'دەربارەی دەرمانی شلکەرەوەی خوێن پێمان بڵێ؛ هەندێکیان دەبێت چەند ڕۆژێک پێشتر ڕابگیرێن.',
              'أخبرنا عن مميعات الدم؛ بعضها يجب إيقافه قبل أيام.',
            ),
          },
        ],
      },
      {
        name: tri('Recovery', 'چاکبوونەوە', 'التعافي'),
        entries: [
          {
            title: tri('Wound care', 'چاودێریی برین', 'العناية بالجرح'),
            body: tri(
              'Keep the dressing dry for 48 hours; call us if it becomes red or painful.',
              'بۆ ماوەی ٤٨ کاتژمێر پێچەکە وشک ڕابگرە؛ ئەگەر سوور یان بەئازار بوو پەیوەندیمان پێوە بکە.',
              'أبق الضماد جافًا ٤٨ ساعة؛ اتصل بنا إذا احمر أو أصبح مؤلمًا.',
            ),
          },
        ],
      },
    ],
  },
  {
    title: tri('Laboratory Tests', 'تاقیکردنەوەکانی تاقیگە', 'التحاليل المختبرية'),
    description: tri(
      'How to prepare for your tests.',
      'چۆن خۆت بۆ تاقیکردنەوەکانت ئامادە بکەیت.',
      'كيف تستعد لتحاليلك.',
    ),
    forOperations: false,
    categories: [
      {
        name: tri('Blood tests', 'تاقیکردنەوەی خوێن', 'تحاليل الدم'),
        entries: [
          {
            title: tri('Fasting tests', 'تاقیکردنەوەکانی بەڕۆژوو', 'التحاليل الصيامية'),
            body: tri(
              'Fast for 8 to 12 hours for sugar and lipids; water is allowed.',
              'بۆ شەکر و چەوری ٨ تا ١٢ کاتژمێر بەڕۆژوو بە؛ ئاو ڕێگەپێدراوە.',
              'صم من ٨ إلى ١٢ ساعة لتحاليل السكر والدهون؛ الماء مسموح.',
            ),
          },
        ],
      },
      {
        name: tri('Urine and stool', 'میز و پیسایی', 'البول والخروج'),
        entries: [
          {
            title: tri('Collecting a urine sample', 'وەرگرتنی نموونەی میز', 'جمع عينة البول'),
            body: tri(
              'Use the first morning urine and the sterile cup from the laboratory.',
              'میزی یەکەمی بەیانی و کوپی پاکی تاقیگە بەکاربهێنە.',
              'استخدم بول الصباح الأول والكوب المعقم من المختبر.',
            ),
          },
        ],
      },
    ],
  },
  {
    title: tri('Caesarean Section', 'نەشتەرگەریی قەیسەری', 'العملية القيصرية'),
    description: tri(
      'What to expect before, during and after a caesarean birth.',
      'چاوەڕێی چی بکەیت پێش و لە کاتی و دوای منداڵبوونی قەیسەری.',
      'ما الذي تتوقعينه قبل الولادة القيصرية وأثناءها وبعدها.',
    ),
    forOperations: true,
    categories: [
      {
        name: tri('After the birth', 'دوای منداڵبوون', 'بعد الولادة'),
        entries: [
          {
            title: tri('Getting up', 'هەستانەوە', 'النهوض'),
            body: tri(
              'Walk with help six to eight hours after the operation.',
              'شەش تا هەشت کاتژمێر دوای نەشتەرگەری بە یارمەتی بڕۆ.',
              'امشي بمساعدة بعد ست إلى ثماني ساعات من العملية.',
            ),
          },
        ],
      },
    ],
  },
];

/** Headers of a center's instruction tree: roots with their children. */
export const CENTER_INSTRUCTION_TREE: readonly {
  readonly title: Tri;
  readonly children: readonly { readonly title: Tri; readonly body: Tri }[];
}[] = [
  {
    title: tri('Visiting hours', 'کاتەکانی سەردان', 'أوقات الزيارة'),
    children: [
      {
        title: tri('Wards', 'بەشەکان', 'الردهات'),
        body: tri(
          'Every day from 16:00 to 20:00; two visitors per patient.',
          'ڕۆژانە لە ١٦:٠٠ تا ٢٠:٠٠؛ دوو سەردانکەر بۆ هەر نەخۆشێک.',
          'يوميًا من ١٦:٠٠ إلى ٢٠:٠٠؛ زائران لكل مريض.',
        ),
      },
      {
        title: tri('NICU', 'یەکەی چاودێریی چڕی ساوایان', 'العناية المركزة لحديثي الولادة'),
        body: tri(
          'Parents at any time; other visitors are not allowed.',
          'دایک و باوک لە هەر کاتێکدا؛ سەردانکەری تر ڕێگەپێنەدراوە.',
          'الوالدان في أي وقت؛ لا يسمح بزوار آخرين.',
        ),
      },
    ],
  },
  {
    title: tri('Admission', 'وەرگرتن', 'الدخول'),
    children: [
      {
        title: tri('What to bring', 'چی لەگەڵ خۆت بهێنیت', 'ماذا تحضر معك'),
        body: tri(
          'Your ID card, previous reports and the medicines you take.',
          'ناسنامەکەت، ڕاپۆرتەکانی پێشوو و ئەو دەرمانانەی دەیخۆیت.',
          'بطاقة الهوية والتقارير السابقة والأدوية التي تتناولها.',
        ),
      },
      {
        title: tri('Insurance and payment', 'بیمە و پارەدان', 'التأمين والدفع'),
        body: tri(
          'Payment in cash or by card at the reception; insurance letters are accepted.',
          'پارەدان بە نەقد یان کارت لە پێشوازی؛ نامەی بیمە وەردەگیرێت.',
          'الدفع نقدًا أو بالبطاقة عند الاستقبال؛ تقبل خطابات التأمين.',
        ),
      },
    ],
  },
  {
    title: tri('Discharge', 'دەرچوون', 'الخروج'),
    children: [
      {
        title: tri('Before you leave', 'پێش ئەوەی بڕۆیت', 'قبل المغادرة'),
        body: tri(
          'Collect your discharge report, prescriptions and follow-up appointment.',
          'ڕاپۆرتی دەرچوون، ڕەچەتە و نۆرەی بەدواداچوونەکەت وەربگرە.',
          'استلم تقرير الخروج والوصفات وموعد المتابعة.',
        ),
      },
      {
        title: tri('Follow-up', 'بەدواداچوون', 'المتابعة'),
        body: tri(
          'Book your follow-up visit in the app or through the call center.',
          'سەردانی بەدواداچوونەکەت لە ئەپەکەوە یان لە ڕێگەی سەنتەری پەیوەندییەوە بگرە.',
          'احجز زيارة المتابعة من التطبيق أو عبر مركز الاتصال.',
        ),
      },
    ],
  },
];

/** Operations with what to do before and after. */
export const OPERATIONS: readonly { readonly name: Tri; readonly before: Tri; readonly after: Tri }[] = [
  {
    name: tri('Caesarean section', 'نەشتەرگەریی قەیسەری', 'العملية القيصرية'),
    before: tri(
      'Fast for six hours and shower the evening before.',
      'شەش کاتژمێر بەڕۆژوو بە و ئێوارەی پێشتر خۆت بشۆ.',
      'صومي ست ساعات واستحمي في المساء السابق.',
    ),
    after: tri(
      'Walk early, support the wound when you cough, and avoid lifting for six weeks.',
      'زوو بڕۆ، لە کاتی کۆکەدا برینەکە بگرە، و بۆ شەش هەفتە شتی قورس هەڵمەگرە.',
      'امشي مبكرًا، اسندي الجرح عند السعال، وتجنبي رفع الأثقال ستة أسابيع.',
    ),
  },
  {
    name: tri('Hysteroscopy', 'هیستیرۆسکۆپی', 'تنظير الرحم'),
    before: tri(
      'Book it in the week after your period ends.',
      'لە هەفتەی دوای تەواوبوونی سووڕی مانگانەدا بیگرە.',
      'احجزيه في الأسبوع الذي يلي انتهاء الدورة.',
    ),
    after: tri(
      'Light bleeding for a few days is normal.',
      'خوێنبەربوونی کەم بۆ چەند ڕۆژێک ئاساییە.',
      'النزيف الخفيف لبضعة أيام أمر طبيعي.',
    ),
  },
  {
    name: tri(
      'Laparoscopic ovarian cystectomy',
      'لابردنی کیسی هێلکەدان بە لاپارۆسکۆپی',
      'استئصال كيس المبيض بالمنظار',
    ),
    before: tri(
      'Fast for six hours; bring your ultrasound reports.',
      'شەش کاتژمێر بەڕۆژوو بە؛ ڕاپۆرتەکانی سۆنار لەگەڵ خۆت بهێنە.',
      'صومي ست ساعات؛ أحضري تقارير السونار.',
    ),
    after: tri(
      'Shoulder pain from the gas settles in a day or two.',
      'ئازاری شان بەهۆی گازەکەوە لە ڕۆژێک یان دوو ڕۆژدا نامێنێت.',
      'ألم الكتف بسبب الغاز يزول خلال يوم أو يومين.',
    ),
  },
  {
    name: tri('Tonsillectomy in children', 'لابردنی لەوزەکان لە منداڵاندا', 'استئصال اللوزتين عند الأطفال'),
    before: tri(
      'No food after midnight; tell us if your child has a cold.',
      'دوای نیوەشەو هیچ خواردن نا؛ ئەگەر منداڵەکەت هەڵامەتی هەیە پێمان بڵێ.',
      'لا طعام بعد منتصف الليل؛ أخبرنا إن كان طفلك مصابًا بالزكام.',
    ),
    after: tri(
      'Cold soft food and plenty of water for ten days.',
      'خواردنی نەرمی سارد و ئاوی زۆر بۆ دە ڕۆژ.',
      'طعام طري بارد وماء كثير لمدة عشرة أيام.',
    ),
  },
  {
    name: tri('Egg retrieval (IVF)', 'وەرگرتنی هێلکە (منداڵی بلووری)', 'سحب البويضات (أطفال الأنابيب)'),
    before: tri(
      'Take the trigger injection exactly at the time given.',
      'دەرزیی کۆتایی ڕێک لەو کاتەدا وەربگرە کە پێت دراوە.',
      'خذي الإبرة التفجيرية في الوقت المحدد تمامًا.',
    ),
    after: tri(
      'Rest for the day; call us for severe pain or swelling.',
      'ئەو ڕۆژە پشوو بدە؛ بۆ ئازاری توند یان هەڵئاوسان پەیوەندیمان پێوە بکە.',
      'استريحي ذلك اليوم؛ اتصلي بنا عند الألم الشديد أو الانتفاخ.',
    ),
  },
  {
    name: tri('Circumcision', 'خەتەنە', 'الختان'),
    before: tri(
      'Best done in the first weeks of life; bring the vaccination card.',
      'باشترە لە یەکەم هەفتەکانی ژیاندا بکرێت؛ کارتی کوتان لەگەڵ خۆت بهێنە.',
      'يفضل إجراؤه في الأسابيع الأولى؛ أحضر بطاقة التلقيح.',
    ),
    after: tri(
      'Petroleum jelly at each nappy change for a week.',
      'بۆ ماوەی هەفتەیەک لە هەر گۆڕینی پەمپەرزێکدا ڤازلین بەکاربهێنە.',
      'ضع الفازلين عند كل تغيير للحفاض لمدة أسبوع.',
    ),
  },
];
