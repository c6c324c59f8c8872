import { token } from '../../application/shared/token';
import type { SiteShellViewModel } from './shell/site-shell.view-model';
import type { SiteServices } from './site-services';

export type { SiteServices } from './site-services';

export const SiteTokens = {
  Services: token<SiteServices>('SiteServices'),
  /** The language, theme, session and contact details every page shares: one per page load. */
  Shell: token<SiteShellViewModel>('SiteShellViewModel'),
} as const;
