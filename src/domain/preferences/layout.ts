/**
 * Layout constants of the shell. Sizes in px unless named otherwise. The breadcrumb limit lives
 * with the breadcrumbs (`src/domain/shell/breadcrumbs.ts`).
 */
export const Layout = {
  /** Grid spacing between page sections, in theme spacing units. */
  spacing: 3,
  /** The side menu. */
  drawerWidth: 260,
  /** The side panel of the app pages (chat, mail and the like). */
  appDrawerWidth: 320,
  /** The Live Customize drawer. */
  customizeDrawerWidth: 280,
  /** The space kept below the top bar, on wide screens. */
  toolbarOffset: 88,
  /** The header logo is square. */
  logoSize: 50,
  /** Page transition duration, in seconds. */
  pageTransitionSeconds: 0.4,
} as const;

export type Layout = (typeof Layout)[keyof typeof Layout];

/**
 * The preloader's timings in ms. The spec gives only the numbers and "about 1.5 seconds on first
 * load"; the project reads them as: a route chunk that arrives within `delayMs` shows no loader at
 * all (no flash), a loader once shown stays at least `minimumMs` (no flicker), and the first load
 * of the app holds it for `firstLoadMs`.
 */
export const PreloaderTiming = {
  delayMs: 100,
  minimumMs: 1000,
  firstLoadMs: 1500,
} as const;

export type PreloaderTiming = (typeof PreloaderTiming)[keyof typeof PreloaderTiming];
