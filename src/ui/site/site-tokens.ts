import { token } from '../../application/shared/token';
import type { SiteShellViewModel } from './shell/site-shell.view-model';
import type { SitePatientServices, SiteServices } from './site-services';
import type { SiteChatServices } from './site-chat-services';
import type { SiteCart } from './shop/site-cart';
import type { SiteShopServices } from './shop/site-shop-services';

export type { SitePatientServices, SiteServices } from './site-services';

export const SiteTokens = {
  Services: token<SiteServices>('SiteServices'),
  /** The language, theme, session and contact details every page shares: one per page load. */
  Shell: token<SiteShellViewModel>('SiteShellViewModel'),
  /**
   * The signed-in patient's use cases, built on first use (`getAsync`) from their own chunk by the
   * routes of the pages that use them (`site-router.tsx`).
   */
  Patient: token<SitePatientServices>('SitePatientServices'),
  /** The chat page's use cases and live link, built on first use (`getAsync`) from their own chunk. */
  Chat: token<SiteChatServices>('SiteChatServices'),
  /** The pharmacy cart of this browser, which the header counts: one per page load. */
  Cart: token<SiteCart>('SiteCart'),
  /** The cart and order pages' calls, built on first use (`getAsync`) from their own chunk. */
  Shop: token<SiteShopServices>('SiteShopServices'),
} as const;
