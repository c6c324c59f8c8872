import type { Container } from 'inversify';
import { lazySingleton, singleton } from './adapters/composition/bind';
import type { SiteContainerOptions } from './adapters/composition/container-options';
import { createSiteContainer } from './adapters/composition/site';
import type { Rebind } from './adapters/container';
import { Tokens as T } from './adapters/tokens';
import { SiteShellViewModel } from './ui/site/shell/site-shell.view-model';
import { SiteCart } from './ui/site/shop/site-cart';
import { SiteTokens } from './ui/site/site-tokens';

export interface CreateSiteOptions extends SiteContainerOptions {
  /** The deployment's own bindings (`src/deployment.ts`), applied last. */
  readonly rebind?: Rebind;
}

/**
 * The patient site's container: the composition root's site ports and use cases, the services
 * the pages make their view-models from, and the shell's view-model. The
 * pages' own code is not imported here: each arrives with its route's chunk.
 */
export function createSite({ rebind, ...options }: CreateSiteOptions): Container {
  const container = createSiteContainer(options);
  singleton(
    container,
    SiteTokens.Services,
    [
      T.ResourceGateway,
      T.SiteContentGateway,
      T.RequestLoginCode,
      T.VerifyLoginCode,
      T.SignOutPatient,
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
      signOut,
      startTranslations,
      switchLanguage,
      translator,
      tokens,
      storage,
      clock,
      siteForms: () => container.getAsync(T.SiteFormsGateway),
    }),
  );
  singleton(
    container,
    SiteTokens.Shell,
    [SiteTokens.Services],
    (services) =>
      new SiteShellViewModel(
        services,
        globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches === true,
      ),
  );
  // The signed-in patient's pages' services: their code loads with those pages, not before.
  lazySingleton(
    container,
    SiteTokens.Patient,
    [T.LoadMyAppointments, T.LoadMyProfiles, T.LoadDoctorCalendar, T.PatientBookingGateway, T.Clock],
    async (loadMyAppointments, loadMyProfiles, loadDoctorCalendar, booking, clock) => ({
      loadMyAppointments,
      loadMyProfiles,
      loadDoctorCalendar,
      booking,
      clock,
    }),
  );
  // The chat page's services: their code and the live link load with the chat page, not before.
  lazySingleton(
    container,
    SiteTokens.Chat,
    [T.LoadMyChat, T.LoadOlderMyChat, T.WatchMyChat, T.SendMessageToHospital],
    (loadMyChat, loadOlderMyChat, watchMyChat, sendMessage) =>
      Promise.resolve({ loadMyChat, loadOlderMyChat, watchMyChat, sendMessage }),
  );
  // The pharmacy cart (kept in local storage) and, with the cart's pages, their order calls.
  singleton(container, SiteTokens.Cart, [T.KeyValueStore], (storage) => new SiteCart(storage));
  lazySingleton(container, SiteTokens.Shop, [T.ShopGateway, T.TokenStore], (shop, tokens) =>
    Promise.resolve({ shop, tokens }),
  );
  rebind?.(container);
  return container;
}
