import { tri, type Tri } from './trilingual';

/** One message of a script: who writes it and what (placeholders `{doctor}`, `{center}`, `{day}`). */
export interface ScriptLine {
  readonly fromPatient: boolean;
  readonly text: Tri;
}

export interface ChatScript {
  /** The chat department key it belongs to. */
  readonly department: string;
  readonly lines: readonly ScriptLine[];
}

const P = (en: string, ku: string, ar: string): ScriptLine => ({ fromPatient: true, text: tri(en, ku, ar) });
const S = (en: string, ku: string, ar: string): ScriptLine => ({ fromPatient: false, text: tri(en, ku, ar) });

/** Short exchanges a conversation is made of; a conversation strings several together over days. */
export const CHAT_SCRIPTS: readonly ChatScript[] = [
  {
    department: 'appointments',
    lines: [
      P(
        'Hello, I would like an appointment with {doctor}.',
        'سڵاو، دەمەوێت نۆرەیەک لای {doctor} بگرم.',
        'مرحبًا، أريد موعدًا مع {doctor}.',
      ),
      S(
        'Hello! The next free time is {day} at 10:30. Shall I book it?',
        'سڵاو! یەکەم کاتی بەتاڵ {day} کاتژمێر ١٠:٣٠ە. بۆتی بگرم؟',
        'مرحبًا! أقرب موعد متاح {day} الساعة ١٠:٣٠. هل أحجزه لك؟',
      ),
      P('Yes please.', 'بەڵێ تکایە.', 'نعم من فضلك.'),
      S(
        'Done. You will get a reminder the day before. Please come fifteen minutes early.',
        'تەواو. ڕۆژێک پێشتر بیرخەرەوەیەکت بۆ دێت. تکایە پازدە خولەک زووتر وەرە.',
        'تم. ستصلك رسالة تذكير قبل يوم. يرجى الحضور قبل الموعد بربع ساعة.',
      ),
    ],
  },
  {
    department: 'appointments',
    lines: [
      P(
        'I cannot come to my appointment tomorrow. Can I change it?',
        'ناتوانم سبەی بێمە سەر نۆرەکەم. دەتوانم بیگۆڕم؟',
        'لا أستطيع الحضور إلى موعدي غدًا. هل يمكنني تغييره؟',
      ),
      S(
        'Of course. Would {day} in the afternoon suit you?',
        'بێگومان. {day} دوای نیوەڕۆ بۆت گونجاوە؟',
        'بالتأكيد. هل يناسبك {day} بعد الظهر؟',
      ),
      P('Yes, thank you.', 'بەڵێ، سوپاس.', 'نعم، شكرًا لك.'),
      S(
        'Your appointment has been moved. Get well soon.',
        'نۆرەکەت گۆڕدرا. خوا شیفات بدات.',
        'تم تغيير موعدك. نتمنى لك الشفاء العاجل.',
      ),
    ],
  },
  {
    department: 'appointments',
    lines: [
      P(
        'How much is a visit with {doctor}?',
        'سەردانێک لای {doctor} بە چەندە؟',
        'كم سعر الكشفية عند {doctor}؟',
      ),
      S(
        'The consultation fee is 25,000 dinars, and the follow-up within two weeks is free.',
        'کرێی پشکنین ٢٥،٠٠٠ دینارە، و سەردانی بەدواداچوون لە ماوەی دوو هەفتەدا بێبەرامبەرە.',
        'أجرة الكشف ٢٥٬٠٠٠ دينار، والمراجعة خلال أسبوعين مجانية.',
      ),
    ],
  },
  {
    department: 'results',
    lines: [
      P(
        'Are my blood test results ready?',
        'ئەنجامی پشکنینی خوێنەکەم ئامادەیە؟',
        'هل نتائج تحليل الدم جاهزة؟',
      ),
      S(
        'Yes, they are in the app under Results. Your doctor will review them at your next visit.',
        'بەڵێ، لە ئەپەکەدا لە بەشی ئەنجامەکاندان. پزیشکەکەت لە سەردانی داهاتوودا پێیاندا دەچێتەوە.',
        'نعم، هي في التطبيق ضمن النتائج. سيراجعها طبيبك في الزيارة القادمة.',
      ),
      P('Thank you very much.', 'زۆر سوپاس.', 'شكرًا جزيلًا.'),
    ],
  },
  {
    department: 'results',
    lines: [
      P(
        'Do I need to fast for the sugar test?',
        'پێویستە بۆ پشکنینی شەکر بەڕۆژوو بم؟',
        'هل أحتاج إلى الصيام لتحليل السكر؟',
      ),
      S(
        'Yes, eight to twelve hours. Water is allowed. The lab opens at seven.',
        'بەڵێ، هەشت تا دوازدە کاتژمێر. ئاو ڕێگەپێدراوە. تاقیگە لە کاتژمێر حەوت دەکرێتەوە.',
        'نعم، من ثماني إلى اثنتي عشرة ساعة. الماء مسموح. يفتح المختبر الساعة السابعة.',
      ),
    ],
  },
  {
    department: 'results',
    lines: [
      P(
        'The culture result says pending. How long does it take?',
        'ئەنجامی چاندنەکە دەڵێت چاوەڕوانە. چەند دەخایەنێت؟',
        'نتيجة الزرع مكتوب عليها قيد الانتظار. كم تستغرق؟',
      ),
      S(
        'Cultures take about three days. We will message you when it is ready.',
        'چاندن نزیکەی سێ ڕۆژ دەخایەنێت. کاتێک ئامادە بوو نامەت بۆ دەنێرین.',
        'يستغرق الزرع نحو ثلاثة أيام. سنرسل لك رسالة عندما تجهز.',
      ),
    ],
  },
  {
    department: 'pharmacy',
    lines: [
      P(
        'Do you have vitamin D drops for babies?',
        'دڵۆپی ڤیتامین دیتان هەیە بۆ منداڵ؟',
        'هل لديكم نقط فيتامين د للأطفال؟',
      ),
      S(
        'Yes, we have them in stock. Would you like home delivery?',
        'بەڵێ، لە کۆگادا هەیە. دەتەوێت بۆ ماڵەوەت بگەیەنین؟',
        'نعم، متوفرة لدينا. هل ترغب بالتوصيل إلى المنزل؟',
      ),
      P(
        'Yes, to the same address as last time.',
        'بەڵێ، بۆ هەمان ناونیشانی جاری پێشوو.',
        'نعم، إلى العنوان نفسه كالمرة السابقة.',
      ),
      S(
        'Your order is on its way and should arrive within two hours.',
        'داواکارییەکەت لە ڕێگایە و لە ماوەی دوو کاتژمێردا دەگات.',
        'طلبك في الطريق ويصل خلال ساعتين.',
      ),
    ],
  },
  {
    department: 'pharmacy',
    lines: [
      P(
        'Can I get this medicine without a prescription?',
        'دەتوانم ئەم دەرمانە بەبێ ڕەچەتە وەربگرم؟',
        'هل يمكنني الحصول على هذا الدواء دون وصفة؟',
      ),
      S(
        'This one needs a prescription. You can send a photo of it here.',
        'ئەمە پێویستی بە ڕەچەتەیە. دەتوانیت وێنەکەی لێرە بنێریت.',
        'هذا الدواء يحتاج إلى وصفة. يمكنك إرسال صورتها هنا.',
      ),
    ],
  },
  {
    department: 'maternity',
    lines: [
      P(
        'I am 36 weeks pregnant and have mild pains. Should I come in?',
        'سی و شەش هەفتەم سکپڕم و ئازاری کەمم هەیە. پێویستە بێم؟',
        'أنا حامل في الأسبوع ٣٦ وعندي آلام خفيفة. هل يجب أن آتي؟',
      ),
      S(
        'If the pains come every five minutes, you have bleeding or the baby moves less, come to the emergency department now.',
        'ئەگەر ئازارەکان هەر پێنج خولەک جارێک دێن، خوێنبەربوونت هەیە یان کۆرپەکە کەمتر دەجووڵێت، ئێستا وەرە بۆ فریاکەوتن.',
        'إذا كانت الآلام كل خمس دقائق أو لديك نزيف أو قلت حركة الجنين، تعالي إلى الطوارئ الآن.',
      ),
      P('They are not regular yet.', 'هێشتا ڕێک نین.', 'ليست منتظمة بعد.'),
      S(
        'Rest and drink water, and count the baby’s movements. Write to us again at any time.',
        'پشوو بدە و ئاو بخۆرەوە، و جووڵەکانی کۆرپەکە بژمێرە. هەر کاتێک بێت دووبارە بۆمان بنووسەوە.',
        'استريحي واشربي الماء وعدّي حركات الجنين. راسلينا مجددًا في أي وقت.',
      ),
    ],
  },
  {
    department: 'maternity',
    lines: [
      P(
        'Can my husband stay with me in the delivery room?',
        'دەتوانێت مێردەکەم لە ژووری منداڵبووندا لەگەڵم بمێنێتەوە؟',
        'هل يمكن لزوجي البقاء معي في غرفة الولادة؟',
      ),
      S(
        'Yes, one companion is welcome during labour in {center}.',
        'بەڵێ، یەک یاوەر لە کاتی منداڵبووندا لە {center} بەخێربێت.',
        'نعم، يسمح بمرافق واحد أثناء الولادة في {center}.',
      ),
    ],
  },
  {
    department: 'children',
    lines: [
      P(
        'My son has had a fever of 38.5 since last night.',
        'کوڕەکەم لە دوێنێ شەوەوە تای ٣٨٫٥ی هەیە.',
        'ابني لديه حرارة ٣٨٫٥ منذ الليلة الماضية.',
      ),
      S(
        'How old is he, and is he drinking well?',
        'تەمەنی چەندە، و باش شلەمەنی دەخواتەوە؟',
        'كم عمره، وهل يشرب جيدًا؟',
      ),
      P(
        'Two years old. He drinks but is tired.',
        'دوو ساڵە. دەخواتەوە بەڵام ماندووە.',
        'عمره سنتان. يشرب لكنه متعب.',
      ),
      S(
        'Give paracetamol for the fever. {doctor} can see him today at four; shall I book it?',
        'پاراسیتامۆلی بدەرێ بۆ تاکە. {doctor} دەتوانێت ئەمڕۆ کاتژمێر چوار بیبینێت؛ نۆرەی بۆ بگرم؟',
        'أعطه باراسيتامول للحرارة. يمكن لـ{doctor} رؤيته اليوم الساعة الرابعة؛ هل أحجز له؟',
      ),
      P('Yes please, thank you.', 'بەڵێ تکایە، سوپاس.', 'نعم من فضلك، شكرًا.'),
    ],
  },
  {
    department: 'children',
    lines: [
      P(
        'When is my daughter’s next vaccination?',
        'کوتانی داهاتووی کچەکەم کەیە؟',
        'متى موعد التلقيح القادم لابنتي؟',
      ),
      S(
        'At six months. Bring her vaccination card to the vaccination unit any morning.',
        'لە شەش مانگیدا. هەر بەیانییەک کارتی کوتانەکەی بهێنە بۆ یەکەی کوتان.',
        'في عمر ستة أشهر. أحضري بطاقة التلقيح إلى وحدة التلقيح في أي صباح.',
      ),
    ],
  },
  {
    department: 'general',
    lines: [
      P('Where is {center} exactly?', '{center} ڕێک لە کوێیە؟', 'أين يقع {center} بالضبط؟'),
      S(
        'We sent you the location on the map. Parking is free for patients.',
        'شوێنەکەمان لەسەر نەخشە بۆ ناردیت. شوێنی ئۆتۆمبێل بۆ نەخۆشان بێبەرامبەرە.',
        'أرسلنا لك الموقع على الخريطة. موقف السيارات مجاني للمرضى.',
      ),
    ],
  },
  {
    department: 'general',
    lines: [
      P('Do you accept health insurance?', 'بیمەی تەندروستی وەردەگرن؟', 'هل تقبلون التأمين الصحي؟'),
      S(
        'Yes, we work with the main insurance companies. Bring your card to the reception.',
        'بەڵێ، لەگەڵ کۆمپانیا سەرەکییەکانی بیمە کار دەکەین. کارتەکەت بهێنە بۆ پێشوازی.',
        'نعم، نتعامل مع شركات التأمين الرئيسية. أحضر بطاقتك إلى الاستقبال.',
      ),
      P('Thanks.', 'سوپاس.', 'شكرًا.'),
    ],
  },
];

/** Ready answers staff pick in the chat. */
export const MESSAGE_TEMPLATES: readonly {
  readonly title: string;
  readonly department: string | null;
  readonly body: Tri;
}[] = [
  {
    title: 'Greeting',
    department: null,
    body: tri(
      'Hello, thank you for contacting us. How can we help?',
      'سڵاو، سوپاس بۆ پەیوەندیکردنت. چۆن یارمەتیت بدەین؟',
      'مرحبًا، شكرًا لتواصلك معنا. كيف يمكننا مساعدتك؟',
    ),
  },
  {
    title: 'Appointment confirmed',
    department: 'appointments',
    body: tri(
      'Your appointment is confirmed. Please arrive fifteen minutes early.',
      'نۆرەکەت پشتڕاست کرایەوە. تکایە پازدە خولەک زووتر وەرە.',
      'تم تأكيد موعدك. يرجى الحضور قبل الموعد بربع ساعة.',
    ),
  },
  {
    title: 'Appointment cancelled',
    department: 'appointments',
    body: tri(
      'Your appointment has been cancelled. You can book a new one in the app.',
      'نۆرەکەت هەڵوەشێنرایەوە. دەتوانیت لە ئەپەکەوە نۆرەیەکی نوێ بگریت.',
      'تم إلغاء موعدك. يمكنك حجز موعد جديد من التطبيق.',
    ),
  },
  {
    title: 'Results ready',
    department: 'results',
    body: tri(
      'Your results are ready in the app.',
      'ئەنجامەکانت لە ئەپەکەدا ئامادەن.',
      'نتائجك جاهزة في التطبيق.',
    ),
  },
  {
    title: 'Fasting instructions',
    department: 'results',
    body: tri(
      'Please fast for 8 to 12 hours before the test; water is allowed.',
      'تکایە ٨ تا ١٢ کاتژمێر پێش پشکنینەکە بەڕۆژوو بە؛ ئاو ڕێگەپێدراوە.',
      'يرجى الصيام من ٨ إلى ١٢ ساعة قبل التحليل؛ الماء مسموح.',
    ),
  },
  {
    title: 'Order on its way',
    department: 'pharmacy',
    body: tri('Your order is on its way.', 'داواکارییەکەت لە ڕێگایە.', 'طلبك في الطريق.'),
  },
  {
    title: 'Prescription needed',
    department: 'pharmacy',
    body: tri(
      'This medicine needs a prescription; please send a photo of it.',
      'ئەم دەرمانە پێویستی بە ڕەچەتەیە؛ تکایە وێنەکەی بنێرە.',
      'هذا الدواء يحتاج إلى وصفة؛ يرجى إرسال صورتها.',
    ),
  },
  {
    title: 'Emergency advice',
    department: 'maternity',
    body: tri(
      'If you have bleeding, severe pain or reduced baby movements, come to the emergency department now.',
      'ئەگەر خوێنبەربوون، ئازاری توند یان کەمبوونەوەی جووڵەی کۆرپەت هەیە، ئێستا وەرە بۆ فریاکەوتن.',
      'إذا كان لديك نزيف أو ألم شديد أو قلة حركة الجنين، تعالي إلى الطوارئ الآن.',
    ),
  },
  {
    title: 'Vaccination reminder',
    department: 'children',
    body: tri(
      'Your child’s vaccination is due. Bring the vaccination card.',
      'کاتی کوتانی منداڵەکەت هاتووە. کارتی کوتان لەگەڵ خۆت بهێنە.',
      'حان موعد تلقيح طفلك. أحضر بطاقة التلقيح.',
    ),
  },
  {
    title: 'Closing',
    department: null,
    body: tri(
      'Thank you. We wish you good health.',
      'سوپاس. تەندروستیی باشت بۆ خوازیارین.',
      'شكرًا لك. نتمنى لك دوام الصحة.',
    ),
  },
];

/** Messages sent to many patients at once, with the audience they went to. */
export const BULK_MESSAGES: readonly {
  readonly title: string;
  readonly audience: string;
  readonly body: string;
}[] = [
  {
    title: 'Vaccination week',
    audience: 'Parents of children under five',
    body: 'Free vaccinations this week at all family health centers.',
  },
  {
    title: 'Breast cancer screening',
    audience: 'Women over 40',
    body: 'Book your free mammogram during October.',
  },
  {
    title: 'Eid opening hours',
    audience: 'All patients',
    body: 'Clinics close on the first two days of Eid; emergency stays open.',
  },
  {
    title: 'New app version',
    audience: 'All patients',
    body: 'Update the app to see your results and chat with the pharmacy.',
  },
  {
    title: 'Diabetes day',
    audience: 'Patients with diabetes',
    body: 'Free HbA1c test on Saturday at the Erbil laboratory.',
  },
  {
    title: 'Antenatal classes',
    audience: 'Pregnant women',
    body: 'New antenatal classes start next week; places are limited.',
  },
  {
    title: 'Newroz opening hours',
    audience: 'All patients',
    body: 'Clinics close from 20 to 23 March; emergency stays open.',
  },
  {
    title: 'Flu vaccine',
    audience: 'Pregnant women and patients over 60',
    body: 'The seasonal flu vaccine is now available.',
  },
];

/** Days a staff member proposes, for the `{day}` placeholder. */
export const WEEKDAY_PHRASES: readonly Tri[] = [
  tri('on Sunday', 'ڕۆژی یەکشەممە', 'يوم الأحد'),
  tri('on Monday', 'ڕۆژی دووشەممە', 'يوم الاثنين'),
  tri('on Tuesday', 'ڕۆژی سێشەممە', 'يوم الثلاثاء'),
  tri('on Wednesday', 'ڕۆژی چوارشەممە', 'يوم الأربعاء'),
  tri('on Thursday', 'ڕۆژی پێنجشەممە', 'يوم الخميس'),
  tri('on Saturday', 'ڕۆژی شەممە', 'يوم السبت'),
  tri('tomorrow', 'سبەی', 'غدًا'),
];
