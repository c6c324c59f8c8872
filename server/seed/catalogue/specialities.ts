import { tri, type Tri } from './trilingual';

export interface SpecialityEntry {
  readonly key: string;
  readonly name: Tri;
  /** Share of women among the doctors of this speciality, 0 to 1. */
  readonly women: number;
  /** Accepts online booking (laboratory medicine does not). */
  readonly booking: boolean;
}

export const SPECIALITIES: readonly SpecialityEntry[] = [
  {
    key: 'obgyn',
    name: tri('Obstetrics & Gynaecology', 'ئافرەتان و منداڵبوون', 'النسائية والتوليد'),
    women: 0.85,
    booking: true,
  },
  {
    key: 'paediatrics',
    name: tri('Paediatrics', 'نەخۆشییەکانی منداڵان', 'طب الأطفال'),
    women: 0.45,
    booking: true,
  },
  { key: 'neonatology', name: tri('Neonatology', 'ساوایان', 'طب حديثي الولادة'), women: 0.5, booking: true },
  {
    key: 'general-surgery',
    name: tri('General Surgery', 'نەشتەرگەریی گشتی', 'الجراحة العامة'),
    women: 0.2,
    booking: true,
  },
  {
    key: 'paediatric-surgery',
    name: tri('Paediatric Surgery', 'نەشتەرگەریی منداڵان', 'جراحة الأطفال'),
    women: 0.25,
    booking: true,
  },
  {
    key: 'internal',
    name: tri('Internal Medicine', 'نەخۆشییە ناوەکییەکان', 'الأمراض الباطنية'),
    women: 0.35,
    booking: true,
  },
  {
    key: 'cardiology',
    name: tri('Cardiology', 'نەخۆشییەکانی دڵ', 'أمراض القلب'),
    women: 0.25,
    booking: true,
  },
  {
    key: 'dermatology',
    name: tri('Dermatology', 'نەخۆشییەکانی پێست', 'الأمراض الجلدية'),
    women: 0.55,
    booking: true,
  },
  {
    key: 'ent',
    name: tri('Ear, Nose & Throat', 'گوێ و لووت و قوڕگ', 'الأنف والأذن والحنجرة'),
    women: 0.3,
    booking: true,
  },
  {
    key: 'ophthalmology',
    name: tri('Ophthalmology', 'نەخۆشییەکانی چاو', 'طب العيون'),
    women: 0.4,
    booking: true,
  },
  {
    key: 'orthopaedics',
    name: tri('Orthopaedics', 'ئێسک و جومگە', 'جراحة العظام والمفاصل'),
    women: 0.1,
    booking: true,
  },
  { key: 'urology', name: tri('Urology', 'میزەڕۆ', 'المسالك البولية'), women: 0.1, booking: true },
  {
    key: 'neurology',
    name: tri('Neurology', 'نەخۆشییەکانی دەمار', 'الأمراض العصبية'),
    women: 0.35,
    booking: true,
  },
  { key: 'anaesthesia', name: tri('Anaesthesia', 'بێهۆشکردن', 'التخدير'), women: 0.3, booking: true },
  {
    key: 'radiology',
    name: tri('Radiology', 'تیشک و وێنەگرتن', 'الأشعة والتصوير الطبي'),
    women: 0.5,
    booking: true,
  },
  {
    key: 'pathology',
    name: tri('Laboratory Medicine', 'پزیشکیی تاقیگە', 'الطب المختبري'),
    women: 0.5,
    booking: false,
  },
  {
    key: 'ivf',
    name: tri('Infertility & IVF', 'نەزۆکی و منداڵی بلووری', 'العقم وأطفال الأنابيب'),
    women: 0.7,
    booking: true,
  },
  {
    key: 'endocrinology',
    name: tri('Endocrinology & Diabetes', 'شەکرە و گلاندەکان', 'الغدد الصماء والسكري'),
    women: 0.45,
    booking: true,
  },
  {
    key: 'nutrition',
    name: tri('Clinical Nutrition', 'خۆراکی پزیشکی', 'التغذية العلاجية'),
    women: 0.7,
    booking: true,
  },
  { key: 'family', name: tri('Family Medicine', 'پزیشکیی خێزان', 'طب الأسرة'), women: 0.5, booking: true },
  { key: 'dentistry', name: tri('Dentistry', 'ددان', 'طب الأسنان'), women: 0.5, booking: true },
];
