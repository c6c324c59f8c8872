import type { DosageFormKey } from './pharmacy-forms';
import { tri, type Tri } from './trilingual';

/** One way a medicine is sold: strength (or a product variant), form, pack sizes, IQD of the first pack. */
export interface Presentation {
  readonly strength: string | Tri;
  readonly form: DosageFormKey;
  readonly packs: readonly number[];
  readonly price: number;
}

export interface MedicineEntry {
  readonly name: Tri;
  readonly partition: string;
  readonly prescription: boolean;
  /** How many manufacturers carry it (0: a product sold under its own name). */
  readonly makers: number;
  readonly presentations: readonly Presentation[];
  readonly description: Tri;
}

const p = (
  strength: string | Tri,
  form: DosageFormKey,
  packs: readonly number[],
  price: number,
): Presentation => ({
  strength,
  form,
  packs,
  price,
});

const USE = {
  pain: tri(
    'Relieves pain and lowers fever.',
    'ئازار کەم دەکاتەوە و تا دادەبەزێنێت.',
    'يسكن الألم ويخفض الحرارة.',
  ),
  infection: tri(
    'Antibiotic for bacterial infections; take the full course as prescribed.',
    'دژەبەکتریایە بۆ هەوکردنی بەکتریایی؛ هەموو ماوەی چارەسەرەکە وەک ڕێنمایی پزیشک تەواو بکە.',
    'مضاد حيوي للالتهابات البكتيرية؛ أكمل فترة العلاج كما وصفها الطبيب.',
  ),
  fungal: tri('Treats fungal infections.', 'چارەسەری هەوکردنی کەڕوویی دەکات.', 'يعالج الالتهابات الفطرية.'),
  pregnancy: tri(
    'For use in pregnancy and women’s health under medical advice.',
    'بۆ بەکارهێنان لە سکپڕی و تەندروستیی ئافرەتان بە ڕاوێژی پزیشک.',
    'للاستخدام في الحمل وصحة المرأة بإشراف طبي.',
  ),
  heart: tri(
    'For blood pressure and heart conditions; do not stop without your doctor’s advice.',
    'بۆ پەستانی خوێن و نەخۆشییەکانی دڵ؛ بەبێ ڕاوێژی پزیشک ڕایمەگرە.',
    'لضغط الدم وأمراض القلب؛ لا توقفه دون استشارة الطبيب.',
  ),
  diabetes: tri('Controls blood sugar.', 'شەکری خوێن ڕێکدەخات.', 'ينظم سكر الدم.'),
  stomach: tri(
    'For stomach and digestive complaints.',
    'بۆ ناڕەحەتییەکانی گەدە و هەرس.',
    'لشكاوى المعدة والهضم.',
  ),
  respiratory: tri(
    'For cough, cold, asthma and allergy.',
    'بۆ کۆکە، هەڵامەت، ڕەبوو و هەستیاری.',
    'للسعال والزكام والربو والحساسية.',
  ),
  skin: tri(
    'For the skin; apply a thin layer.',
    'بۆ پێست؛ چینێکی تەنک بەکاربهێنە.',
    'للبشرة؛ يوضع طبقة رقيقة.',
  ),
  vitamin: tri('Dietary supplement.', 'تەواوکەری خۆراکی.', 'مكمل غذائي.'),
  eye: tri(
    'For the eyes or ears; do not share with others.',
    'بۆ چاو یان گوێ؛ لەگەڵ کەسی تر بەکاری مەهێنە.',
    'للعين أو الأذن؛ لا تشاركه مع الآخرين.',
  ),
  nerve: tri(
    'For the nervous system; take exactly as prescribed.',
    'بۆ کۆئەندامی دەمار؛ ڕێک وەک ڕێنمایی پزیشک بیخۆ.',
    'للجهاز العصبي؛ يؤخذ تمامًا كما وصفه الطبيب.',
  ),
  thyroid: tri('For thyroid conditions.', 'بۆ نەخۆشییەکانی گلاندی دەرەقی.', 'لأمراض الغدة الدرقية.'),
} as const;

const m = (
  name: Tri,
  partition: string,
  prescription: boolean,
  makers: number,
  description: Tri,
  presentations: readonly Presentation[],
): MedicineEntry => ({ name, partition, prescription, makers, presentations, description });

/** Generic medicines, by partition. */
export const MEDICINES: readonly MedicineEntry[] = [
  // Pain & fever
  m(tri('Paracetamol', 'پاراسیتامۆل', 'باراسيتامول'), 'pain', false, 10, USE.pain, [
    p('500 mg', 'tablet', [20, 100], 1500),
    p('1 g', 'effervescent', [10], 3000),
    p('120 mg/5 ml', 'syrup', [60, 100], 2000),
    p('250 mg/5 ml', 'suspension', [100], 2500),
    p('100 mg/ml', 'drops', [15], 2500),
    p('125 mg', 'suppository', [10], 3000),
    p('1 g/100 ml', 'solution', [1], 6000),
  ]),
  m(tri('Ibuprofen', 'ئایبوپرۆفین', 'آيبوبروفين'), 'pain', false, 8, USE.pain, [
    p('200 mg', 'tablet', [20], 2000),
    p('400 mg', 'tablet', [20, 30], 2500),
    p('100 mg/5 ml', 'suspension', [100, 150], 3000),
  ]),
  m(tri('Diclofenac sodium', 'دایکلۆفیناک سۆدیۆم', 'ديكلوفيناك الصوديوم'), 'pain', true, 8, USE.pain, [
    p('50 mg', 'tablet', [20], 2500),
    p('75 mg/3 ml', 'injection', [5], 4000),
    p('1%', 'gel', [50], 3500),
    p('100 mg', 'suppository', [5], 3000),
  ]),
  m(tri('Naproxen', 'ناپرۆکسین', 'نابروكسين'), 'pain', true, 4, USE.pain, [
    p('500 mg', 'tablet', [20], 4000),
  ]),
  m(tri('Mefenamic acid', 'ترشی میفینامیک', 'حمض الميفيناميك'), 'pain', false, 6, USE.pain, [
    p('250 mg', 'capsule', [20], 2500),
    p('500 mg', 'tablet', [20], 3500),
  ]),
  m(tri('Tramadol', 'ترامادۆل', 'ترامادول'), 'pain', true, 4, USE.pain, [
    p('50 mg', 'capsule', [10], 4000),
    p('100 mg/2 ml', 'injection', [5], 6000),
  ]),
  m(tri('Aspirin', 'ئەسپرین', 'أسبرين'), 'heart', false, 8, USE.heart, [
    p('75 mg', 'tablet', [30], 1500),
    p('100 mg', 'tablet', [30, 100], 2000),
  ]),
  m(tri('Metamizole sodium', 'میتامیزۆل سۆدیۆم', 'ميتاميزول الصوديوم'), 'pain', true, 4, USE.pain, [
    p('500 mg', 'tablet', [20], 2500),
    p('1 g/2 ml', 'injection', [5], 5000),
  ]),
  // Antibiotics and anti-infectives
  m(tri('Amoxicillin', 'ئەمۆکسیسیلین', 'أموكسيسيلين'), 'antibiotics', true, 10, USE.infection, [
    p('250 mg', 'capsule', [20], 3000),
    p('500 mg', 'capsule', [20, 100], 4000),
    p('125 mg/5 ml', 'suspension', [100], 3000),
    p('250 mg/5 ml', 'suspension', [100], 3500),
  ]),
  m(
    tri('Amoxicillin + Clavulanic acid', 'ئەمۆکسیسیلین + ترشی کلاڤیولانیک', 'أموكسيسيلين + حمض الكلافولانيك'),
    'antibiotics',
    true,
    5,
    USE.infection,
    [
      p('625 mg', 'tablet', [14, 20], 9000),
      p('1 g', 'tablet', [14], 12000),
      p('228 mg/5 ml', 'suspension', [70], 7000),
      p('457 mg/5 ml', 'suspension', [70, 100], 9000),
    ],
  ),
  m(tri('Azithromycin', 'ئەزیسرۆمایسین', 'أزيثروميسين'), 'antibiotics', true, 10, USE.infection, [
    p('250 mg', 'capsule', [6], 5000),
    p('500 mg', 'tablet', [3], 6000),
    p('200 mg/5 ml', 'suspension', [15, 30], 6000),
  ]),
  m(tri('Clarithromycin', 'کلاریسرۆمایسین', 'كلاريثروميسين'), 'antibiotics', true, 6, USE.infection, [
    p('500 mg', 'tablet', [14], 12000),
    p('250 mg/5 ml', 'suspension', [60], 9000),
  ]),
  m(tri('Cefixime', 'سێفیکسیم', 'سيفيكسيم'), 'antibiotics', true, 8, USE.infection, [
    p('400 mg', 'capsule', [5, 10], 8000),
    p('100 mg/5 ml', 'suspension', [60], 7000),
  ]),
  m(tri('Cefuroxime', 'سێفیوڕۆکسیم', 'سيفوروكسيم'), 'antibiotics', true, 8, USE.infection, [
    p('250 mg', 'tablet', [10], 7000),
    p('500 mg', 'tablet', [10], 11000),
    p('125 mg/5 ml', 'suspension', [100], 8000),
  ]),
  m(tri('Ceftriaxone', 'سێفترایەکسۆن', 'سيفترياكسون'), 'antibiotics', true, 10, USE.infection, [
    p('500 mg', 'injection', [1], 2500),
    p('1 g', 'injection', [1, 10], 3000),
  ]),
  m(tri('Cephalexin', 'سێفالێکسین', 'سيفالكسين'), 'antibiotics', true, 6, USE.infection, [
    p('500 mg', 'capsule', [20], 5000),
    p('250 mg/5 ml', 'suspension', [100], 4000),
  ]),
  m(tri('Ciprofloxacin', 'سیپرۆفلۆکساسین', 'سيبروفلوكساسين'), 'antibiotics', true, 8, USE.infection, [
    p('500 mg', 'tablet', [10, 20], 5000),
    p('0.3%', 'eyeDrops', [5], 3000),
    p('0.3%', 'earDrops', [10], 3000),
  ]),
  m(tri('Levofloxacin', 'لیڤۆفلۆکساسین', 'ليفوفلوكساسين'), 'antibiotics', true, 6, USE.infection, [
    p('500 mg', 'tablet', [7, 10], 8000),
    p('750 mg', 'tablet', [7], 11000),
  ]),
  m(tri('Metronidazole', 'میترۆنیدازۆل', 'ميترونيدازول'), 'antibiotics', true, 8, USE.infection, [
    p('250 mg', 'tablet', [20], 2000),
    p('500 mg', 'tablet', [20], 3000),
    p('200 mg/5 ml', 'suspension', [100], 3000),
    p('500 mg', 'vaginal', [10], 4000),
  ]),
  m(tri('Doxycycline', 'دۆکسیسایکلین', 'دوكسيسايكلين'), 'antibiotics', true, 6, USE.infection, [
    p('100 mg', 'capsule', [10, 20], 3500),
  ]),
  m(tri('Nitrofurantoin', 'نایترۆفیورانتۆین', 'نيتروفورانتوين'), 'antibiotics', true, 4, USE.infection, [
    p('100 mg', 'capsule', [30], 6000),
  ]),
  m(tri('Fosfomycin', 'فۆسفۆمایسین', 'فوسفومايسين'), 'antibiotics', true, 4, USE.infection, [
    p('3 g', 'sachet', [1], 9000),
  ]),
  m(tri('Clindamycin', 'کلیندامایسین', 'كليندامايسين'), 'antibiotics', true, 4, USE.infection, [
    p('300 mg', 'capsule', [16], 9000),
    p('2%', 'cream', [20], 7000),
  ]),
  m(tri('Co-trimoxazole', 'کۆ-ترایمۆکسازۆل', 'كوتريموكسازول'), 'antibiotics', true, 6, USE.infection, [
    p('480 mg', 'tablet', [20], 2500),
    p('240 mg/5 ml', 'suspension', [100], 2500),
  ]),
  m(tri('Fluconazole', 'فلوکۆنازۆل', 'فلوكونازول'), 'antibiotics', true, 8, USE.fungal, [
    p('150 mg', 'capsule', [1, 2], 3000),
    p('50 mg', 'capsule', [7], 5000),
  ]),
  m(tri('Clotrimazole', 'کلۆتریمازۆل', 'كلوتريمازول'), 'antibiotics', false, 8, USE.fungal, [
    p('1%', 'cream', [20], 2500),
    p('100 mg', 'vaginal', [6], 3500),
    p('500 mg', 'vaginal', [1], 3500),
  ]),
  m(tri('Nystatin', 'نیستاتین', 'نيستاتين'), 'antibiotics', true, 4, USE.fungal, [
    p('100,000 IU/ml', 'suspension', [30], 4000),
  ]),
  m(tri('Acyclovir', 'ئەسایکلۆڤیر', 'أسيكلوفير'), 'antibiotics', true, 6, USE.infection, [
    p('400 mg', 'tablet', [30], 8000),
    p('5%', 'cream', [10], 3000),
  ]),
  m(tri('Albendazole', 'ئەلبێندازۆل', 'ألبيندازول'), 'children', false, 6, USE.infection, [
    p('400 mg', 'chewable', [1, 6], 1500),
    p('200 mg/5 ml', 'suspension', [20], 2000),
  ]),
  m(tri('Mebendazole', 'میبێندازۆل', 'ميبندازول'), 'children', false, 6, USE.infection, [
    p('100 mg', 'chewable', [6], 1500),
    p('100 mg/5 ml', 'suspension', [30], 2000),
  ]),
  // Pregnancy and women's health
  m(tri('Folic acid', 'ترشی فۆلیک', 'حمض الفوليك'), 'pregnancy', false, 10, USE.pregnancy, [
    p('400 mcg', 'tablet', [30, 90], 1500),
    p('5 mg', 'tablet', [30], 2000),
  ]),
  m(tri('Ferrous sulphate', 'سەلفاتی ئاسن', 'كبريتات الحديد'), 'pregnancy', false, 8, USE.pregnancy, [
    p('200 mg', 'tablet', [30, 100], 2000),
    p('125 mg/ml', 'drops', [30], 3000),
  ]),
  m(
    tri('Ferrous fumarate + Folic acid', 'فیوماراتی ئاسن + ترشی فۆلیک', 'فومارات الحديد + حمض الفوليك'),
    'pregnancy',
    false,
    4,
    USE.pregnancy,
    [p('305 mg/350 mcg', 'capsule', [30], 4000)],
  ),
  m(tri('Progesterone', 'پرۆجێستیرۆن', 'بروجستيرون'), 'pregnancy', true, 6, USE.pregnancy, [
    p('200 mg', 'softgel', [15, 30], 12000),
    p('400 mg', 'vaginal', [15], 15000),
    p('50 mg/ml', 'injection', [5], 9000),
  ]),
  m(tri('Dydrogesterone', 'دایدرۆجێستیرۆن', 'ديدروجستيرون'), 'pregnancy', true, 4, USE.pregnancy, [
    p('10 mg', 'tablet', [20], 14000),
  ]),
  m(tri('Clomiphene citrate', 'کلۆمیفین سیترات', 'كلوميفين سترات'), 'pregnancy', true, 6, USE.pregnancy, [
    p('50 mg', 'tablet', [10, 30], 6000),
  ]),
  m(tri('Letrozole', 'لێترۆزۆل', 'ليتروزول'), 'pregnancy', true, 6, USE.pregnancy, [
    p('2.5 mg', 'tablet', [10, 30], 9000),
  ]),
  m(tri('Methyldopa', 'میسیلدۆپا', 'ميثيل دوبا'), 'pregnancy', true, 6, USE.heart, [
    p('250 mg', 'tablet', [30, 60], 4000),
  ]),
  m(tri('Nifedipine', 'نایفێدیپین', 'نيفيديبين'), 'heart', true, 6, USE.heart, [
    p('10 mg', 'capsule', [30], 3000),
    p('30 mg', 'tablet', [30], 6000),
  ]),
  m(tri('Oxytocin', 'ئۆکسیتۆسین', 'أوكسيتوسين'), 'pregnancy', true, 4, USE.pregnancy, [
    p('10 IU/ml', 'injection', [10], 9000),
  ]),
  m(tri('Cabergoline', 'کابێرگۆلین', 'كابيرجولين'), 'pregnancy', true, 4, USE.pregnancy, [
    p('0.5 mg', 'tablet', [2, 8], 9000),
  ]),
  m(
    tri('Estradiol valerate', 'ئێسترادیۆڵ ڤالێرەیت', 'استراديول فاليرات'),
    'pregnancy',
    true,
    4,
    USE.pregnancy,
    [p('2 mg', 'tablet', [28], 8000)],
  ),
  m(tri('Tranexamic acid', 'ترشی ترانێکسامیک', 'حمض الترانيكساميك'), 'pregnancy', true, 6, USE.pregnancy, [
    p('500 mg', 'tablet', [20], 7000),
    p('500 mg/5 ml', 'injection', [5], 7000),
  ]),
  m(tri('Enoxaparin', 'ئینۆکساپارین', 'إينوكسابارين'), 'pregnancy', true, 4, USE.pregnancy, [
    p('40 mg/0.4 ml', 'injection', [2, 10], 12000),
    p('60 mg/0.6 ml', 'injection', [2], 15000),
  ]),
  m(
    tri('Anti-D immunoglobulin', 'ئیمیونۆگلۆبیولینی دژە-دی', 'الغلوبولين المناعي المضاد لعامل د'),
    'pregnancy',
    true,
    1,
    USE.pregnancy,
    [p('1500 IU', 'injection', [1], 85000)],
  ),
  m(
    tri('Hyoscine butylbromide', 'هایۆسین بیوتیل برۆماید', 'هيوسين بيوتيل بروميد'),
    'stomach',
    false,
    6,
    USE.stomach,
    [p('10 mg', 'tablet', [20], 2500), p('20 mg/ml', 'injection', [5], 3500)],
  ),
  m(tri('Metoclopramide', 'میتۆکلۆپراماید', 'ميتوكلوبراميد'), 'stomach', true, 6, USE.stomach, [
    p('10 mg', 'tablet', [20], 1500),
    p('10 mg/2 ml', 'injection', [10], 4000),
  ]),
  m(tri('Ondansetron', 'ئۆندانسێترۆن', 'أوندانسيترون'), 'stomach', true, 6, USE.stomach, [
    p('4 mg', 'tablet', [10], 5000),
    p('4 mg/5 ml', 'syrup', [50], 6000),
    p('4 mg/2 ml', 'injection', [5], 6000),
  ]),
  // Children
  m(
    tri('Oral rehydration salts', 'خوێی ئاوپێدانەوەی دەم', 'أملاح الإرواء الفموي'),
    'children',
    false,
    6,
    USE.stomach,
    [p('20.5 g', 'sachet', [10, 20], 2000)],
  ),
  m(tri('Zinc sulphate', 'سەلفاتی زینک', 'كبريتات الزنك'), 'children', false, 6, USE.vitamin, [
    p('20 mg/5 ml', 'syrup', [100], 2500),
    p('20 mg', 'tablet', [10], 1500),
  ]),
  m(tri('Simethicone', 'سیمێسیکۆن', 'سيميثيكون'), 'children', false, 6, USE.stomach, [
    p('40 mg/ml', 'drops', [30], 3000),
    p('80 mg', 'chewable', [30], 3500),
  ]),
  m(tri('Lactulose', 'لاکتیولۆز', 'لاكتولوز'), 'stomach', false, 6, USE.stomach, [
    p('3.3 g/5 ml', 'syrup', [200, 300], 4000),
  ]),
  m(tri('Salbutamol', 'سالبیوتامۆل', 'سالبوتامول'), 'respiratory', true, 8, USE.respiratory, [
    p('100 mcg', 'inhaler', [1], 4000),
    p('2 mg/5 ml', 'syrup', [125], 2000),
    p('5 mg/ml', 'solution', [20], 3500),
  ]),
  m(tri('Montelukast', 'مۆنتێلوکاست', 'مونتيلوكاست'), 'respiratory', true, 8, USE.respiratory, [
    p('4 mg', 'chewable', [14, 28], 6000),
    p('5 mg', 'chewable', [14, 28], 7000),
    p('10 mg', 'tablet', [14, 28], 8000),
  ]),
  m(tri('Budesonide', 'بیودێسۆناید', 'بوديسونيد'), 'respiratory', true, 4, USE.respiratory, [
    p('0.5 mg/2 ml', 'solution', [20], 15000),
    p('200 mcg', 'inhaler', [1], 12000),
  ]),
  m(tri('Prednisolone', 'پرێدنیزۆلۆن', 'بريدنيزولون'), 'respiratory', true, 6, USE.respiratory, [
    p('5 mg', 'tablet', [20, 100], 1500),
    p('15 mg/5 ml', 'syrup', [60], 4000),
  ]),
  m(tri('Cetirizine', 'سێتیریزین', 'سيتيريزين'), 'respiratory', false, 8, USE.respiratory, [
    p('10 mg', 'tablet', [10, 30], 1500),
    p('5 mg/5 ml', 'syrup', [60, 120], 2000),
  ]),
  m(tri('Loratadine', 'لۆراتادین', 'لوراتادين'), 'respiratory', false, 6, USE.respiratory, [
    p('10 mg', 'tablet', [10, 30], 1500),
    p('5 mg/5 ml', 'syrup', [100], 2500),
  ]),
  m(tri('Desloratadine', 'دێسلۆراتادین', 'ديسلوراتادين'), 'respiratory', false, 6, USE.respiratory, [
    p('5 mg', 'tablet', [10, 30], 3000),
    p('2.5 mg/5 ml', 'syrup', [100], 3500),
  ]),
  m(tri('Chlorpheniramine', 'کلۆرفینیرامین', 'كلورفينيرامين'), 'respiratory', false, 6, USE.respiratory, [
    p('4 mg', 'tablet', [20], 1000),
    p('2 mg/5 ml', 'syrup', [100], 1500),
  ]),
  m(tri('Ambroxol', 'ئەمبرۆکسۆل', 'أمبروكسول'), 'respiratory', false, 8, USE.respiratory, [
    p('30 mg', 'tablet', [20], 1500),
    p('15 mg/5 ml', 'syrup', [100], 2000),
    p('30 mg/5 ml', 'syrup', [100], 2500),
  ]),
  m(tri('Dextromethorphan', 'دێکسترۆمیسۆرفان', 'ديكستروميثورفان'), 'respiratory', false, 6, USE.respiratory, [
    p('15 mg/5 ml', 'syrup', [100], 2500),
  ]),
  m(tri('Xylometazoline', 'زایلۆمیتازۆلین', 'زايلوميتازولين'), 'respiratory', false, 6, USE.respiratory, [
    p('0.05%', 'nasalSpray', [10], 2500),
    p('0.1%', 'nasalSpray', [10], 2500),
  ]),
  m(tri('Sodium chloride', 'کلۆریدی سۆدیۆم', 'كلوريد الصوديوم'), 'respiratory', false, 6, USE.respiratory, [
    p('0.9%', 'nasalSpray', [30], 2000),
    p('0.9%', 'solution', [500], 2000),
  ]),
  m(tri('Fluticasone', 'فلوتیکاسۆن', 'فلوتيكاسون'), 'respiratory', true, 4, USE.respiratory, [
    p('50 mcg', 'nasalSpray', [15], 7000),
    p('125 mcg', 'inhaler', [1], 14000),
  ]),
  // Heart and blood pressure
  m(tri('Amlodipine', 'ئەملۆدیپین', 'أملوديبين'), 'heart', true, 10, USE.heart, [
    p('5 mg', 'tablet', [30], 2500),
    p('10 mg', 'tablet', [30], 3000),
  ]),
  m(tri('Losartan', 'لۆسارتان', 'لوسارتان'), 'heart', true, 8, USE.heart, [
    p('50 mg', 'tablet', [30], 4000),
    p('100 mg', 'tablet', [30], 6000),
  ]),
  m(tri('Valsartan', 'ڤالسارتان', 'فالسارتان'), 'heart', true, 6, USE.heart, [
    p('80 mg', 'tablet', [28], 6000),
    p('160 mg', 'tablet', [28], 9000),
  ]),
  m(tri('Bisoprolol', 'بیسۆپرۆلۆل', 'بيسوبرولول'), 'heart', true, 8, USE.heart, [
    p('2.5 mg', 'tablet', [30], 3500),
    p('5 mg', 'tablet', [30], 4000),
  ]),
  m(tri('Atenolol', 'ئەتینۆلۆل', 'أتينولول'), 'heart', true, 6, USE.heart, [
    p('50 mg', 'tablet', [28], 2000),
  ]),
  m(tri('Lisinopril', 'لیسینۆپریل', 'ليسينوبريل'), 'heart', true, 6, USE.heart, [
    p('10 mg', 'tablet', [28], 3000),
    p('20 mg', 'tablet', [28], 4000),
  ]),
  m(tri('Atorvastatin', 'ئەتۆرڤاستاتین', 'أتورفاستاتين'), 'heart', true, 10, USE.heart, [
    p('20 mg', 'tablet', [30], 5000),
    p('40 mg', 'tablet', [30], 7000),
  ]),
  m(tri('Rosuvastatin', 'ڕۆسوڤاستاتین', 'روسوفاستاتين'), 'heart', true, 8, USE.heart, [
    p('10 mg', 'tablet', [28], 7000),
    p('20 mg', 'tablet', [28], 10000),
  ]),
  m(tri('Clopidogrel', 'کلۆپیدۆگرێل', 'كلوبيدوجريل'), 'heart', true, 6, USE.heart, [
    p('75 mg', 'tablet', [28], 8000),
  ]),
  m(tri('Furosemide', 'فیوڕۆسێماید', 'فوروسيميد'), 'heart', true, 6, USE.heart, [
    p('40 mg', 'tablet', [20], 1500),
    p('20 mg/2 ml', 'injection', [10], 4000),
  ]),
  m(tri('Hydrochlorothiazide', 'هایدرۆکلۆرۆسایازاید', 'هيدروكلوروثيازيد'), 'heart', true, 4, USE.heart, [
    p('25 mg', 'tablet', [30], 2000),
  ]),
  m(tri('Warfarin', 'وارفارین', 'وارفارين'), 'heart', true, 4, USE.heart, [
    p('1 mg', 'tablet', [28], 3000),
    p('5 mg', 'tablet', [28], 3500),
  ]),
  // Diabetes
  m(tri('Metformin', 'میتفۆرمین', 'ميتفورمين'), 'diabetes', true, 10, USE.diabetes, [
    p('500 mg', 'tablet', [30, 60], 2500),
    p('850 mg', 'tablet', [30], 3000),
    p('1000 mg', 'tablet', [30], 4000),
  ]),
  m(tri('Glimepiride', 'گلیمێپیراید', 'جليميبيرايد'), 'diabetes', true, 8, USE.diabetes, [
    p('2 mg', 'tablet', [30], 3500),
    p('4 mg', 'tablet', [30], 5000),
  ]),
  m(tri('Gliclazide', 'گلیکلازاید', 'جليكلازايد'), 'diabetes', true, 6, USE.diabetes, [
    p('60 mg', 'tablet', [30], 5000),
  ]),
  m(tri('Sitagliptin', 'سیتاگلیپتین', 'سيتاجليبتين'), 'diabetes', true, 6, USE.diabetes, [
    p('50 mg', 'tablet', [28], 15000),
    p('100 mg', 'tablet', [28], 22000),
  ]),
  m(tri('Empagliflozin', 'ئێمپاگلیفلۆزین', 'إمباغليفلوزين'), 'diabetes', true, 4, USE.diabetes, [
    p('10 mg', 'tablet', [30], 25000),
    p('25 mg', 'tablet', [30], 32000),
  ]),
  m(tri('Insulin glargine', 'ئینسولینی گلارجین', 'إنسولين جلارجين'), 'diabetes', true, 4, USE.diabetes, [
    p('100 IU/ml', 'pen', [1, 5], 22000),
  ]),
  m(tri('Insulin aspart', 'ئینسولینی ئەسپارت', 'إنسولين أسبارت'), 'diabetes', true, 4, USE.diabetes, [
    p('100 IU/ml', 'pen', [1, 5], 20000),
  ]),
  // Stomach and digestion
  m(tri('Omeprazole', 'ئۆمێپرازۆل', 'أوميبرازول'), 'stomach', false, 10, USE.stomach, [
    p('20 mg', 'capsule', [14, 28], 3000),
    p('40 mg', 'capsule', [14], 4500),
    p('40 mg', 'injection', [1], 4000),
  ]),
  m(tri('Esomeprazole', 'ئێسۆمێپرازۆل', 'إيسوميبرازول'), 'stomach', true, 8, USE.stomach, [
    p('20 mg', 'tablet', [14, 28], 5000),
    p('40 mg', 'tablet', [14, 28], 7000),
  ]),
  m(tri('Pantoprazole', 'پانتۆپرازۆل', 'بانتوبرازول'), 'stomach', true, 6, USE.stomach, [
    p('40 mg', 'tablet', [14, 28], 5000),
    p('40 mg', 'injection', [1], 5000),
  ]),
  m(tri('Famotidine', 'فامۆتیدین', 'فاموتيدين'), 'stomach', false, 6, USE.stomach, [
    p('20 mg', 'tablet', [20], 2500),
    p('40 mg', 'tablet', [20], 3500),
  ]),
  m(tri('Domperidone', 'دۆمپێریدۆن', 'دومبيريدون'), 'stomach', false, 6, USE.stomach, [
    p('10 mg', 'tablet', [30], 2500),
    p('5 mg/5 ml', 'suspension', [100], 3000),
  ]),
  m(tri('Loperamide', 'لۆپێراماید', 'لوبيراميد'), 'stomach', false, 6, USE.stomach, [
    p('2 mg', 'capsule', [6, 20], 1500),
  ]),
  m(
    tri(
      'Aluminium hydroxide + Magnesium hydroxide',
      'هایدرۆکسیدی ئەلەمنیۆم + هایدرۆکسیدی مەگنیسیۆم',
      'هيدروكسيد الألومنيوم + هيدروكسيد المغنيسيوم',
    ),
    'stomach',
    false,
    3,
    USE.stomach,
    [p('200 ml', 'suspension', [1], 2500), p('400 mg', 'chewable', [20, 40], 2000)],
  ),
  m(tri('Bisacodyl', 'بیساکۆدیل', 'بيساكوديل'), 'stomach', false, 4, USE.stomach, [
    p('5 mg', 'tablet', [30], 1500),
    p('10 mg', 'suppository', [6], 2000),
  ]),
  m(tri('Mebeverine', 'میبێڤێرین', 'ميبيفيرين'), 'stomach', false, 6, USE.stomach, [
    p('135 mg', 'tablet', [30], 4000),
    p('200 mg', 'capsule', [30], 6000),
  ]),
  // Skin
  m(tri('Hydrocortisone', 'هایدرۆکۆرتیزۆن', 'هيدروكورتيزون'), 'skin', false, 6, USE.skin, [
    p('1%', 'cream', [15, 30], 2000),
    p('100 mg', 'injection', [1], 4000),
  ]),
  m(tri('Betamethasone', 'بیتامیسازۆن', 'بيتاميثازون'), 'skin', true, 6, USE.skin, [
    p('0.1%', 'cream', [15, 30], 2500),
    p('0.1%', 'ointment', [15], 2500),
    p('4 mg/ml', 'injection', [1], 3000),
  ]),
  m(tri('Fusidic acid', 'ترشی فیوسیدیک', 'حمض الفيوسيديك'), 'skin', false, 6, USE.skin, [
    p('2%', 'cream', [15, 30], 3500),
    p('2%', 'ointment', [15], 3500),
  ]),
  m(tri('Mupirocin', 'میوپیرۆسین', 'موبيروسين'), 'skin', false, 4, USE.skin, [
    p('2%', 'ointment', [15], 4500),
  ]),
  m(tri('Zinc oxide', 'ئۆکسیدی زینک', 'أكسيد الزنك'), 'baby', false, 6, USE.skin, [
    p('10%', 'cream', [50, 100], 3000),
    p('15%', 'ointment', [50], 3500),
  ]),
  m(tri('Permethrin', 'پێرمێسرین', 'بيرميثرين'), 'skin', false, 4, USE.skin, [
    p('5%', 'cream', [30], 4500),
    p('1%', 'lotion', [60], 4000),
  ]),
  m(tri('Benzoyl peroxide', 'بێنزۆیل پێرۆکساید', 'بنزويل بيروكسيد'), 'skin', false, 4, USE.skin, [
    p('2.5%', 'gel', [30], 4000),
    p('5%', 'gel', [30], 4500),
  ]),
  m(tri('Adapalene', 'ئەداپالین', 'أدابالين'), 'skin', true, 4, USE.skin, [p('0.1%', 'gel', [30], 7000)]),
  m(tri('Calamine', 'کالامین', 'كالامين'), 'skin', false, 4, USE.skin, [p('8%', 'lotion', [100, 200], 2500)]),
  // Vitamins and supplements
  m(tri('Vitamin D3', 'ڤیتامین دی ٣', 'فيتامين د ٣'), 'vitamins', false, 10, USE.vitamin, [
    p('400 IU/ml', 'drops', [10, 30], 3500),
    p('1000 IU', 'softgel', [30, 90], 4000),
    p('50000 IU', 'capsule', [4, 10], 6000),
    p('300000 IU/ml', 'injection', [1], 4000),
  ]),
  m(
    tri('Calcium + Vitamin D3', 'کالسیۆم + ڤیتامین دی ٣', 'كالسيوم + فيتامين د ٣'),
    'vitamins',
    false,
    8,
    USE.vitamin,
    [p('600 mg/400 IU', 'tablet', [30, 60], 5000), p('500 mg/200 IU', 'effervescent', [20], 5000)],
  ),
  m(tri('Vitamin B12', 'ڤیتامین بی ١٢', 'فيتامين ب ١٢'), 'vitamins', false, 6, USE.vitamin, [
    p('1000 mcg', 'tablet', [30], 4000),
    p('1000 mcg/ml', 'injection', [5], 4000),
  ]),
  m(tri('Vitamin C', 'ڤیتامین سی', 'فيتامين سي'), 'vitamins', false, 8, USE.vitamin, [
    p('500 mg', 'chewable', [30], 2500),
    p('1000 mg', 'effervescent', [10, 20], 3000),
  ]),
  m(
    tri('Pregnancy multivitamin', 'فرە ڤیتامینی سکپڕی', 'فيتامينات متعددة للحامل'),
    'vitamins',
    false,
    8,
    USE.pregnancy,
    [
      p(tri('with DHA', 'لەگەڵ DHA', 'مع DHA'), 'softgel', [30, 60], 15000),
      p(
        tri('with iron and folic acid', 'لەگەڵ ئاسن و ترشی فۆلیک', 'مع الحديد وحمض الفوليك'),
        'tablet',
        [30, 60],
        12000,
      ),
    ],
  ),
  m(
    tri('Children’s multivitamin', 'فرە ڤیتامینی منداڵان', 'فيتامينات متعددة للأطفال'),
    'vitamins',
    false,
    6,
    USE.vitamin,
    [p('150 ml', 'syrup', [1], 7000), p(tri('gummies', 'جێلی', 'حلوى هلامية'), 'chewable', [30, 60], 9000)],
  ),
  m(tri('Omega-3 fish oil', 'ڕۆنی ماسی ئۆمێگا ٣', 'زيت السمك أوميغا ٣'), 'vitamins', false, 8, USE.vitamin, [
    p('1000 mg', 'softgel', [30, 100], 8000),
  ]),
  m(tri('Magnesium', 'مەگنیسیۆم', 'مغنيسيوم'), 'vitamins', false, 6, USE.vitamin, [
    p('250 mg', 'tablet', [30], 5000),
    p('300 mg', 'effervescent', [20], 5500),
  ]),
  m(tri('Zinc', 'زینک', 'زنك'), 'vitamins', false, 6, USE.vitamin, [p('50 mg', 'tablet', [30], 4000)]),
  m(tri('Iron polymaltose', 'ئاسنی پۆلیماڵتۆز', 'الحديد بوليمالتوز'), 'vitamins', false, 6, USE.pregnancy, [
    p('50 mg/5 ml', 'syrup', [100, 150], 5000),
    p('100 mg', 'chewable', [30], 7000),
  ]),
  // Eye and ear
  m(tri('Tobramycin', 'تۆبرامایسین', 'توبراميسين'), 'eye-ear', true, 6, USE.eye, [
    p('0.3%', 'eyeDrops', [5], 3500),
    p('0.3%', 'ointment', [3.5], 3500),
  ]),
  m(tri('Chloramphenicol', 'کلۆرامفینیکۆل', 'كلورامفينيكول'), 'eye-ear', true, 6, USE.eye, [
    p('0.5%', 'eyeDrops', [10], 1500),
    p('1%', 'ointment', [4], 1500),
  ]),
  m(tri('Artificial tears', 'فرمێسکی دەستکرد', 'دموع اصطناعية'), 'eye-ear', false, 8, USE.eye, [
    p('0.3%', 'eyeDrops', [10, 15], 3000),
  ]),
  m(tri('Olopatadine', 'ئۆلۆپاتادین', 'أولوباتادين'), 'eye-ear', true, 4, USE.eye, [
    p('0.1%', 'eyeDrops', [5], 6000),
  ]),
  m(tri('Carbamide peroxide', 'کاربامید پێرۆکساید', 'بيروكسيد الكارباميد'), 'eye-ear', false, 4, USE.eye, [
    p('6.5%', 'earDrops', [15], 3500),
  ]),
  // Nervous system and thyroid
  m(tri('Gabapentin', 'گاباپێنتین', 'غابابنتين'), 'pain', true, 6, USE.nerve, [
    p('300 mg', 'capsule', [30], 7000),
    p('400 mg', 'capsule', [30], 8000),
  ]),
  m(tri('Levetiracetam', 'لیڤێتیراسیتام', 'ليفيتيراسيتام'), 'children', true, 4, USE.nerve, [
    p('500 mg', 'tablet', [30], 12000),
    p('100 mg/ml', 'solution', [150], 15000),
  ]),
  m(tri('Carbamazepine', 'کاربامازێپین', 'كاربامازيبين'), 'children', true, 4, USE.nerve, [
    p('200 mg', 'tablet', [50], 5000),
    p('100 mg/5 ml', 'syrup', [100], 5000),
  ]),
  m(tri('Sertraline', 'سێرترالین', 'سيرترالين'), 'pain', true, 6, USE.nerve, [
    p('50 mg', 'tablet', [30], 6000),
    p('100 mg', 'tablet', [30], 9000),
  ]),
  m(tri('Levothyroxine', 'لیڤۆسایرۆکسین', 'ليفوثيروكسين'), 'pregnancy', true, 6, USE.thyroid, [
    p('25 mcg', 'tablet', [50, 100], 3000),
    p('50 mcg', 'tablet', [50, 100], 3500),
    p('100 mcg', 'tablet', [50, 100], 4000),
  ]),
  m(tri('Carbimazole', 'کاربیمازۆل', 'كاربيمازول'), 'pregnancy', true, 4, USE.thyroid, [
    p('5 mg', 'tablet', [100], 5000),
  ]),
];
