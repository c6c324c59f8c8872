/**
 * The browser budgets of the issue "Routes are code-split", and the pages they are measured on.
 * Figures are compared and printed, never thrown: the suite reports, the reader decides.
 */
export const Budget = {
  /** JS + CSS of a cold first load, as transferred (compressed by the server), in KB of 1,024 bytes. */
  LoginKb: 160,
  DashboardRouteKb: 300,
  /** The patient site (phones on slow networks): its home page, and any other page of it. */
  SiteHomeKb: 150,
  SitePageKb: 200,
  /** Lighthouse performance score, mobile preset, median of `LIGHTHOUSE_RUNS`. */
  LighthouseScore: 90,
  /** The patient site's pages: Lighthouse performance, accessibility and SEO, each at least this. */
  SiteLighthouseScore: 95,
  /** A search keystroke, from the key event to the next paint; held against the p95. */
  KeystrokeMs: 50,
  /** A long conversation scrolled: frames per second (a 60 Hz screen: one frame in thirty may drop). */
  ChatScrollFps: 58,
} as const;

export const LIGHTHOUSE_RUNS = 3;

export interface AppPage {
  /** Below the origin. */
  readonly path: string;
  /** Only reachable behind the staff login. */
  readonly needsLogin: boolean;
}

export interface BytePage extends AppPage {
  readonly budgetKb: number;
}

/**
 * The login page, the dashboard home, and the heaviest list routes: the OTP log and the online
 * appointments (1,000 rows each as the server sends them, the longest lists staff open daily);
 * then the patient site's pages.
 */
export const BYTE_PAGES: readonly BytePage[] = [
  { path: '/login', needsLogin: false, budgetKb: Budget.LoginKb },
  { path: '/dashboard/default', needsLogin: true, budgetKb: Budget.DashboardRouteKb },
  { path: '/dashboard/CodeGeneration', needsLogin: true, budgetKb: Budget.DashboardRouteKb },
  { path: '/dashboard/OnlineAppointments', needsLogin: true, budgetKb: Budget.DashboardRouteKb },
  // The patient site: home, and its pages with the most code (lists with filters, a center's
  // media, the sign-in form).
  { path: '/site/', needsLogin: false, budgetKb: Budget.SiteHomeKb },
  { path: '/site/doctors', needsLogin: false, budgetKb: Budget.SitePageKb },
  { path: '/site/doctors/1', needsLogin: false, budgetKb: Budget.SitePageKb },
  { path: '/site/centers/1', needsLogin: false, budgetKb: Budget.SitePageKb },
  { path: '/site/lab/A', needsLogin: false, budgetKb: Budget.SitePageKb },
  { path: '/site/pharmacy', needsLogin: false, budgetKb: Budget.SitePageKb },
  { path: '/site/patient-login', needsLogin: false, budgetKb: Budget.SitePageKb },
  // The cart (its order code arrives with it), and research and events.
  { path: '/site/cart', needsLogin: false, budgetKb: Budget.SitePageKb },
  { path: '/site/research', needsLogin: false, budgetKb: Budget.SitePageKb },
  { path: '/site/events', needsLogin: false, budgetKb: Budget.SitePageKb },
  // A page with a text written in markdown: its renderer loads with it, never with the lists.
  { path: '/site/news/1', needsLogin: false, budgetKb: Budget.SitePageKb },
];

export const LIGHTHOUSE_PAGES: readonly AppPage[] = [
  { path: '/login', needsLogin: false },
  { path: '/dashboard/default', needsLogin: true },
];

/** The Lighthouse categories a page's budget can hold. */
export type LighthouseCategory = 'performance' | 'accessibility' | 'seo';

/** A page of the patient site held to a Lighthouse score in each category (the patient-site issue). */
export interface SiteLighthousePage extends AppPage {
  /** Minimum median score, 0 to 100, per category. */
  readonly budgets: Readonly<Record<LighthouseCategory, number>>;
}

/**
 * The patient site's Lighthouse pages (mobile preset, a visitor): the home page, the doctors list
 * and a doctor's page, each at least 95 in performance, accessibility and SEO.
 */
export const SITE_LIGHTHOUSE_PAGES: readonly SiteLighthousePage[] = [
  '/site/',
  '/site/doctors',
  '/site/doctors/1',
].map((path) => ({
  path,
  needsLogin: false,
  budgets: {
    performance: Budget.SiteLighthouseScore,
    accessibility: Budget.SiteLighthouseScore,
    seo: Budget.SiteLighthouseScore,
  },
}));

export interface KeystrokeList {
  readonly name: string;
  /** The screen (`src/ui/routes/dashboard-routes.ts`), below the origin. */
  readonly path: string;
  /** The API call that brings the screen's rows. */
  readonly apiPath: string;
  /** Answer that call with this many rows (the server's own rows, repeated) instead of its answer. */
  readonly widenTo?: number;
}

/**
 * No list of the demo reaches 10,000 rows in the browser: the server sends the newest 1,000 of
 * the 10,000 OTP rows (`OTP_CODES_LIMIT`), and the longest list it sends whole is the pharmacy's
 * 2,000 items. So the OTP log is measured widened to 10,000 rows, and the pharmacy as served.
 */
export const KEYSTROKE_LISTS: readonly KeystrokeList[] = [
  {
    name: 'OTP log, widened to 10,000 rows',
    path: '/dashboard/CodeGeneration',
    apiPath: '/api/OtpCodes/GetOtpCodesDashboard',
    widenTo: 10_000,
  },
  {
    name: 'pharmacy items, as served',
    path: '/dashboard/pharmacy',
    apiPath: '/api/Pharmacy/GetPharmacyItems',
  },
];

/** The demo staff account the reference server seeds. */
export const DEMO_ADMIN = { username: 'admin', password: 'demo-admin' } as const;

/** The chat's benchmarks (issue of the staff chat): a long conversation and a full inbox. */
export const CHAT_BENCH = {
  /** Messages in the conversation scrolled from its newest to its oldest. */
  messages: 5_000,
  /** Patients in the inbox the search filters. */
  patients: 300,
} as const;
