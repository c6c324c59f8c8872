import type { Container } from 'inversify';
import { singleton } from './adapters/composition/bind';
import {
  createSiteContainer,
  Tokens as T,
  type Rebind,
  type SiteContainerOptions,
} from './adapters/container';
import { FetchSiteContentGateway } from './adapters/gateways/fetch-site-content.gateway';
import { SignOutPatient } from './application/patient/sign-out-patient';
import type { SiteContentGateway } from './application/ports/site-content-gateway';
import { token } from './application/shared/token';
import { SiteShellViewModel } from './ui/site/shell/site-shell.view-model';
import { SiteTokens } from './ui/site/site-tokens';

export interface CreateSiteOptions extends SiteContainerOptions {
  /** The deployment's own bindings (`src/deployment.ts`), applied last. */
  readonly rebind?: Rebind;
}

const SignOut = token<SignOutPatient>('SignOutPatient');
const SiteContent = token<SiteContentGateway>('SiteContentGateway');

/**
 * The patient site's container: the composition root's site ports and use cases, the sign-out
 * use case, the services the pages make their view-models from, and the shell's view-model. The
 * pages' own code is not imported here: each arrives with its route's chunk.
 */
export function createSite({ rebind, ...options }: CreateSiteOptions): Container {
  const container = createSiteContainer(options);
  singleton(
    container,
    SignOut,
    [T.PatientAuthGateway, T.TokenStore, T.Logger],
    (...deps) => new SignOutPatient(...deps),
  );
  singleton(container, SiteContent, [T.HttpClient], (http) => new FetchSiteContentGateway({ http }));
  singleton(
    container,
    SiteTokens.Services,
    [
      T.ResourceGateway,
      SiteContent,
      T.RequestLoginCode,
      T.VerifyLoginCode,
      T.LoadMyAppointments,
      T.LoadMyProfiles,
      SignOut,
      T.StartTranslations,
      T.SwitchLanguage,
      T.Translator,
      T.TokenStore,
      T.KeyValueStore,
      T.Clock,
    ],
    (
      resources,
      siteContent,
      requestLoginCode,
      verifyLoginCode,
      loadMyAppointments,
      loadMyProfiles,
      signOut,
      startTranslations,
      switchLanguage,
      translator,
      tokens,
      storage,
      clock,
    ) => ({
      resources,
      siteContent,
      requestLoginCode,
      verifyLoginCode,
      loadMyAppointments,
      loadMyProfiles,
      signOut,
      startTranslations,
      switchLanguage,
      translator,
      tokens,
      storage,
      clock,
    }),
  );
  singleton(
    container,
    SiteTokens.Shell,
    [SiteTokens.Services],
    (services) => new SiteShellViewModel(services),
  );
  rebind?.(container);
  return container;
}
