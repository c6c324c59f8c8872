import type { MedicineEntry, Presentation } from './medicines';
import { tri, type Tri } from './trilingual';

const v = (variant: Tri, packs: readonly number[], price: number): Presentation => ({
  strength: variant,
  form: 'item',
  packs,
  price,
});

const CARE = tri(
  'Mother and baby care product.',
  'بەرهەمی چاودێریی دایک و منداڵ.',
  'منتج للعناية بالأم والطفل.',
);
const SUPPLY = tri(
  'Medical supply for home and clinic use.',
  'پێداویستیی پزیشکی بۆ ماڵ و کلینیک.',
  'مستلزم طبي للاستخدام المنزلي والعيادات.',
);
const SKIN = tri('Skin care product.', 'بەرهەمی چاودێریی پێست.', 'منتج للعناية بالبشرة.');

const product = (
  name: Tri,
  partition: string,
  description: Tri,
  presentations: readonly Presentation[],
): MedicineEntry => ({
  name,
  partition,
  prescription: false,
  makers: 0,
  presentations,
  description,
});

const size = (n: number, kg: string): Tri =>
  tri(
    `size ${n} (${kg} kg)`,
    `قەبارە ${'٠١٢٣٤٥٦٧٨٩'[n]} (${kg.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d)} کگم)`,
    `مقاس ${'٠١٢٣٤٥٦٧٨٩'[n]} (${kg.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d)} كغم)`,
  );

/** Products sold under their own description: baby care, supplies, skin care. */
export const PRODUCTS: readonly MedicineEntry[] = [
  product(tri('Baby diapers', 'پەمپەرزی منداڵ', 'حفاضات أطفال'), 'baby', CARE, [
    v(size(1, '2-5'), [44, 88], 9000),
    v(size(2, '3-6'), [40, 80], 9500),
    v(size(3, '4-9'), [36, 72], 10000),
    v(size(4, '7-14'), [32, 64], 10500),
    v(size(5, '11-18'), [28, 56], 11000),
    v(size(6, '15+'), [24, 48], 11000),
  ]),
  product(tri('Infant formula', 'شیری دەستکردی منداڵ', 'حليب أطفال'), 'baby', CARE, [
    v(
      tri('stage 1 (0-6 months) 400 g', 'قۆناغی ١ (٠-٦ مانگ) ٤٠٠ گرام', 'المرحلة ١ (٠-٦ أشهر) ٤٠٠ غرام'),
      [1, 3],
      13000,
    ),
    v(
      tri('stage 2 (6-12 months) 400 g', 'قۆناغی ٢ (٦-١٢ مانگ) ٤٠٠ گرام', 'المرحلة ٢ (٦-١٢ شهرًا) ٤٠٠ غرام'),
      [1, 3],
      13000,
    ),
    v(
      tri('stage 3 (1-3 years) 400 g', 'قۆناغی ٣ (١-٣ ساڵ) ٤٠٠ گرام', 'المرحلة ٣ (١-٣ سنوات) ٤٠٠ غرام'),
      [1, 3],
      12000,
    ),
    v(
      tri('stage 1 (0-6 months) 800 g', 'قۆناغی ١ (٠-٦ مانگ) ٨٠٠ گرام', 'المرحلة ١ (٠-٦ أشهر) ٨٠٠ غرام'),
      [1],
      24000,
    ),
    v(tri('anti-reflux 400 g', 'دژە گەڕانەوەی شیر ٤٠٠ گرام', 'مضاد للارتجاع ٤٠٠ غرام'), [1], 16000),
    v(tri('lactose-free 400 g', 'بێ لاکتۆز ٤٠٠ گرام', 'خالٍ من اللاكتوز ٤٠٠ غرام'), [1], 17000),
    v(tri('hypoallergenic 400 g', 'کەم هەستیاری ٤٠٠ گرام', 'قليل التحسس ٤٠٠ غرام'), [1], 18000),
    v(tri('for premature babies 400 g', 'بۆ ساوای پێشوەختە ٤٠٠ گرام', 'للأطفال الخدج ٤٠٠ غرام'), [1], 22000),
  ]),
  product(tri('Baby cereal', 'خۆراکی دانەوێڵەی منداڵ', 'حبوب أطفال'), 'baby', CARE, [
    v(tri('rice 250 g', 'برنج ٢٥٠ گرام', 'أرز ٢٥٠ غرام'), [1], 4500),
    v(tri('wheat with milk 250 g', 'گەنم لەگەڵ شیر ٢٥٠ گرام', 'قمح بالحليب ٢٥٠ غرام'), [1], 5000),
    v(
      tri('five grains with dates 250 g', 'پێنج دانەوێڵە لەگەڵ خورما ٢٥٠ گرام', 'خمس حبوب بالتمر ٢٥٠ غرام'),
      [1],
      5500,
    ),
  ]),
  product(tri('Baby wipes', 'دەستەسڕی تەڕی منداڵ', 'مناديل أطفال مبللة'), 'baby', CARE, [
    v(tri('unscented', 'بێ بۆن', 'بدون عطر'), [72, 120], 2500),
    v(tri('with chamomile', 'لەگەڵ بابوونە', 'بالبابونج'), [72], 2500),
  ]),
  product(tri('Baby shampoo', 'شامپۆی منداڵ', 'شامبو أطفال'), 'baby', CARE, [
    v(tri('200 ml', '٢٠٠ مل', '٢٠٠ مل'), [1], 4000),
    v(tri('500 ml', '٥٠٠ مل', '٥٠٠ مل'), [1], 7000),
  ]),
  product(tri('Feeding bottle', 'شووشەی شیر', 'رضاعة'), 'baby', CARE, [
    v(tri('150 ml', '١٥٠ مل', '١٥٠ مل'), [1], 6000),
    v(tri('250 ml', '٢٥٠ مل', '٢٥٠ مل'), [1], 7000),
    v(tri('anti-colic 260 ml', 'دژە قووڵنج ٢٦٠ مل', 'مضادة للمغص ٢٦٠ مل'), [1, 2], 11000),
  ]),
  product(tri('Pacifier', 'مەمکۆڵە', 'لهاية'), 'baby', CARE, [
    v(tri('0-6 months', '٠-٦ مانگ', '٠-٦ أشهر'), [1, 2], 4000),
    v(tri('6-18 months', '٦-١٨ مانگ', '٦-١٨ شهرًا'), [1, 2], 4000),
  ]),
  product(tri('Maternity pads', 'پەڕۆی دوای منداڵبوون', 'فوط ما بعد الولادة'), 'pregnancy', CARE, [
    v(tri('extra long', 'زۆر درێژ', 'طويلة جدًا'), [10, 20], 4000),
  ]),
  product(tri('Nursing pads', 'پەڕۆی شیردان', 'فوط الرضاعة'), 'pregnancy', CARE, [
    v(tri('disposable', 'یەکجار بەکارهێنان', 'للاستعمال مرة واحدة'), [30, 60], 5000),
    v(tri('washable', 'شووشتنی دووبارە', 'قابلة للغسل'), [6], 8000),
  ]),
  product(tri('Breast pump', 'پەمپی شیر', 'شفاط حليب الثدي'), 'pregnancy', CARE, [
    v(tri('manual', 'دەستی', 'يدوي'), [1], 25000),
    v(tri('electric', 'کارەبایی', 'كهربائي'), [1], 95000),
  ]),
  product(tri('Stretch mark cream', 'کرێمی هێڵی سکپڕی', 'كريم علامات التمدد'), 'pregnancy', SKIN, [
    v(tri('150 ml', '١٥٠ مل', '١٥٠ مل'), [1], 12000),
  ]),
  product(tri('Pregnancy test', 'پشکنینی سکپڕی', 'اختبار الحمل'), 'pregnancy', SUPPLY, [
    v(tri('strip', 'شریت', 'شريط'), [1, 2], 1500),
    v(tri('cassette', 'کاسێت', 'كاسيت'), [1], 2500),
  ]),
  product(tri('Ovulation test', 'پشکنینی هێلکەدانان', 'اختبار الإباضة'), 'pregnancy', SUPPLY, [
    v(tri('strips', 'شریت', 'شرائط'), [10, 20], 9000),
  ]),
  product(tri('Disposable syringe', 'سرنجی یەکجاری', 'محقنة للاستعمال مرة واحدة'), 'supplies', SUPPLY, [
    v(tri('1 ml', '١ مل', '١ مل'), [100], 8000),
    v(tri('3 ml', '٣ مل', '٣ مل'), [100], 8000),
    v(tri('5 ml', '٥ مل', '٥ مل'), [100], 9000),
    v(tri('10 ml', '١٠ مل', '١٠ مل'), [100], 11000),
    v(tri('20 ml', '٢٠ مل', '٢٠ مل'), [50], 10000),
    v(tri('50 ml', '٥٠ مل', '٥٠ مل'), [25], 12000),
  ]),
  product(tri('IV cannula', 'کانیولا', 'كانيولا وريدية'), 'supplies', SUPPLY, [
    v(tri('18G', '١٨G', '١٨G'), [50], 15000),
    v(tri('20G', '٢٠G', '٢٠G'), [50], 15000),
    v(tri('22G', '٢٢G', '٢٢G'), [50], 15000),
    v(tri('24G', '٢٤G', '٢٤G'), [50], 16000),
  ]),
  product(
    tri('Nitrile examination gloves', 'دەستکێشی پشکنینی نایترایل', 'قفازات فحص نتريل'),
    'supplies',
    SUPPLY,
    [
      v(tri('small', 'بچووک', 'صغير'), [100], 9000),
      v(tri('medium', 'مامناوەند', 'متوسط'), [100], 9000),
      v(tri('large', 'گەورە', 'كبير'), [100], 9000),
    ],
  ),
  product(
    tri('Sterile surgical gloves', 'دەستکێشی نەشتەرگەریی پاک', 'قفازات جراحية معقمة'),
    'supplies',
    SUPPLY,
    [
      v(tri('size 6.5', 'قەبارە ٦٫٥', 'مقاس ٦٫٥'), [50], 30000),
      v(tri('size 7', 'قەبارە ٧', 'مقاس ٧'), [50], 30000),
      v(tri('size 7.5', 'قەبارە ٧٫٥', 'مقاس ٧٫٥'), [50], 30000),
      v(tri('size 8', 'قەبارە ٨', 'مقاس ٨'), [50], 30000),
    ],
  ),
  product(tri('Gauze swabs', 'گاز', 'شاش طبي'), 'supplies', SUPPLY, [
    v(tri('10 x 10 cm, sterile', '١٠ × ١٠ سم، پاک', '١٠ × ١٠ سم، معقم'), [10, 100], 2000),
    v(tri('5 x 5 cm, sterile', '٥ × ٥ سم، پاک', '٥ × ٥ سم، معقم'), [10, 100], 1500),
  ]),
  product(tri('Elastic bandage', 'باندی لاستیکی', 'ضماد مطاطي'), 'supplies', SUPPLY, [
    v(tri('5 cm', '٥ سم', '٥ سم'), [1], 1000),
    v(tri('7.5 cm', '٧٫٥ سم', '٧٫٥ سم'), [1], 1250),
    v(tri('10 cm', '١٠ سم', '١٠ سم'), [1], 1500),
    v(tri('15 cm', '١٥ سم', '١٥ سم'), [1], 2000),
  ]),
  product(tri('Surgical face masks', 'دەمامکی نەشتەرگەری', 'كمامات جراحية'), 'supplies', SUPPLY, [
    v(tri('three-ply', 'سێ چین', 'ثلاث طبقات'), [50], 3000),
    v(tri('FFP2', 'FFP2 ی', 'FFP2 من نوع'), [20], 8000),
  ]),
  product(tri('Digital thermometer', 'پلەپێوی دیجیتاڵ', 'ميزان حرارة رقمي'), 'supplies', SUPPLY, [
    v(tri('flexible tip', 'سەری نەرم', 'رأس مرن'), [1], 5000),
    v(tri('infrared, forehead', 'ژێرسوور، ناوچەوان', 'بالأشعة تحت الحمراء للجبهة'), [1], 30000),
  ]),
  product(tri('Blood pressure monitor', 'ئامێری پەستانی خوێن', 'جهاز قياس ضغط الدم'), 'supplies', SUPPLY, [
    v(tri('upper arm', 'بازوو', 'للذراع'), [1], 45000),
    v(tri('wrist', 'مەچەک', 'للمعصم'), [1], 35000),
  ]),
  product(tri('Blood glucose test strips', 'شریتی پشکنینی شەکر', 'شرائط فحص السكر'), 'diabetes', SUPPLY, [
    v(tri('for glucometers', 'بۆ ئامێری شەکر', 'لأجهزة قياس السكر'), [50, 100], 15000),
  ]),
  product(tri('Glucometer', 'ئامێری پشکنینی شەکر', 'جهاز قياس السكر'), 'diabetes', SUPPLY, [
    v(tri('with 10 strips', 'لەگەڵ ١٠ شریت', 'مع ١٠ شرائط'), [1], 25000),
  ]),
  product(tri('Lancets', 'دەرزیی پشکنینی شەکر', 'إبر وخز'), 'diabetes', SUPPLY, [
    v(tri('30G', '٣٠G', '٣٠G'), [100], 5000),
  ]),
  product(tri('Pulse oximeter', 'ئامێری ئۆکسجینی خوێن', 'جهاز قياس الأكسجين'), 'supplies', SUPPLY, [
    v(tri('fingertip', 'سەر پەنجە', 'للإصبع'), [1], 20000),
  ]),
  product(tri('Nebuliser', 'ئامێری هەڵمژین', 'جهاز الاستنشاق'), 'respiratory', SUPPLY, [
    v(
      tri('compressor, with child mask', 'کۆمپرێسەر، لەگەڵ دەمامکی منداڵ', 'ضاغط مع كمامة أطفال'),
      [1],
      55000,
    ),
  ]),
  product(tri('Urine bag', 'کیسەی میز', 'كيس بول'), 'supplies', SUPPLY, [
    v(tri('2 L', '٢ لیتر', '٢ لتر'), [10], 6000),
  ]),
  product(tri('Alcohol swabs', 'پەڕۆی ئەلکهول', 'مسحات كحولية'), 'supplies', SUPPLY, [
    v(tri('70%', '٧٠٪', '٧٠٪'), [100], 2500),
  ]),
  product(tri('Cotton wool', 'لۆکە', 'قطن طبي'), 'supplies', SUPPLY, [
    v(tri('100 g', '١٠٠ گرام', '١٠٠ غرام'), [1], 1500),
    v(tri('500 g', '٥٠٠ گرام', '٥٠٠ غرام'), [1], 5000),
  ]),
  product(tri('Sunscreen', 'کرێمی دژە خۆر', 'واقي الشمس'), 'skin', SKIN, [
    v(tri('SPF 30, 50 ml', 'SPF ٣٠، ٥٠ مل', 'SPF ٣٠، ٥٠ مل'), [1], 12000),
    v(tri('SPF 50, 50 ml', 'SPF ٥٠، ٥٠ مل', 'SPF ٥٠، ٥٠ مل'), [1], 14000),
    v(tri('SPF 50, for children 100 ml', 'SPF ٥٠، بۆ منداڵان ١٠٠ مل', 'SPF ٥٠، للأطفال ١٠٠ مل'), [1], 16000),
  ]),
  product(tri('Moisturising cream', 'کرێمی شێدارکەرەوە', 'كريم مرطب'), 'skin', SKIN, [
    v(tri('for dry skin 50 ml', 'بۆ پێستی وشک ٥٠ مل', 'للبشرة الجافة ٥٠ مل'), [1], 8000),
    v(tri('for sensitive skin 100 ml', 'بۆ پێستی هەستیار ١٠٠ مل', 'للبشرة الحساسة ١٠٠ مل'), [1], 11000),
    v(tri('for babies 200 ml', 'بۆ منداڵ ٢٠٠ مل', 'للأطفال ٢٠٠ مل'), [1], 9000),
  ]),
  product(tri('Lip balm', 'کرێمی لێو', 'مرطب شفاه'), 'skin', SKIN, [
    v(tri('4.8 g', '٤٫٨ گرام', '٤٫٨ غرام'), [1, 2], 2500),
  ]),
];
