import { useInstance } from '../app/container-context';
import type { SiteShellViewModel } from './shell/site-shell.view-model';
import { SiteTokens, type SitePatientServices, type SiteServices } from './site-tokens';

/** The shell's shared state: language, theme, session, contact. */
export function useShell(): SiteShellViewModel {
  return useInstance(SiteTokens.Shell);
}

/** The site's use cases and ports, for a page to make its view-model from. */
export function useServices(): SiteServices {
  return useInstance(SiteTokens.Services);
}

/** The signed-in patient's use cases: resolved by the page's route before it draws. */
export function usePatientServices(): SitePatientServices {
  return useInstance(SiteTokens.Patient);
}
