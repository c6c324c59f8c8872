/**
 * The site's routes, below its base `/site` (listed in the README). Readable words a patient can
 * type or share; `/site/patient-login` and `/site/app/chat` are the spec's.
 */
export const SitePath = {
  Home: '/',
  Doctors: '/doctors',
  Doctor: '/doctors/:id',
  DoctorCalendar: '/doctors/:id/calendar',
  Centers: '/centers',
  Center: '/centers/:id',
  Lab: '/lab',
  LabLetter: '/lab/:letter',
  Pharmacy: '/pharmacy',
  News: '/news',
  Article: '/news/:id',
  Login: '/patient-login',
  MyAppointments: '/app/appointments',
  MyFamily: '/app/family',
  Chat: '/app/chat',
  // Booking (docs/patient-site.md): choose a doctor, then a day, a free time and for whom.
  Book: '/book',
  BookDoctor: '/book/:doctorId',
  // What the public sends: the contact form and complaints (a signed-in patient's listed there too).
  Contact: '/contact',
  Complaints: '/complaints',
  // The pharmacy's item pages, the cart and the patient's orders; research and events.
  PharmacyItem: '/pharmacy/:id',
  Cart: '/cart',
  MyOrders: '/app/orders',
  Research: '/research',
  ResearchItem: '/research/:id',
  Events: '/events',
  Event: '/events/:id',
  // A signed-in patient rates an appointment they attended.
  Feedback: '/app/feedback',
  // Open jobs and the job forms, with a CV upload (`?form={id}` opens one).
  Jobs: '/jobs',
} as const;

export type SitePath = (typeof SitePath)[keyof typeof SitePath];

/** A path with its `:name` parameters filled in (URI-encoded). */
export function sitePath(path: SitePath, params: Readonly<Record<string, string>>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
