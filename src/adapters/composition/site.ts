import { Container } from 'inversify';
import { ClientApp } from '../../application/resources/client-app';
import { RequestLoginCode } from '../../application/patient/request-login-code';
import { VerifyLoginCode } from '../../application/patient/verify-login-code';
import { FetchPatientAuthGateway } from '../gateways/fetch-patient-auth.gateway';
import { FetchSiteContentGateway } from '../gateways/fetch-site-content.gateway';
import { SignOutPatient } from '../../application/patient/sign-out-patient';
import { patientUnauthorizedPolicy } from '../http/unauthorized-policy';
import type { CreateI18nOptions } from '../i18n/create-i18n';
import { bundleBaseUrl, FetchTranslationSource } from '../i18n/fetch-translation-source';
import { HtmlDocumentLanguage } from '../i18n/html-document-language';
import { MessageTranslator } from '../i18n/message-translator';
import { StoredLanguagePreference } from '../i18n/stored-language-preference';
import { Tokens as T } from '../tokens';
import { lazySingleton, singleton } from './bind';
import { bindCommon } from './common';
import type { SiteContainerOptions } from './container-options';

/** The signed-in patient's gateways and use cases: a chunk of their own. */
const patientParts = () => import('./patient-parts');

/** The site's translation bundles: only its own messages (`public/assets/webLangs/{lng}/site.json`). */
export const SITE_TRANSLATION_BUNDLE = 'site';

/**
 * The patient site's container: the browser ports, the HTTP client with the patient 401 rule,
 * the site's gateways, and every use case of the site. Its translations are the site's own
 * bundle, not the product's whole `translate.json`, read without i18next.
 */
export function createSiteContainer(options: SiteContainerOptions): Container {
  const container = new Container();
  bindCommon(container, options, ClientApp.Site);
  bindSiteTranslations(container, options.i18n);
  bindSite(container);
  return container;
}

/**
 * The site's translation engine: its own bundles (`site.json`) read into a `MessageTranslator`,
 * the language kept where the dashboard keeps it. Nothing is fetched until a language is shown.
 */
export function bindSiteTranslations(container: Container, options: CreateI18nOptions = {}): void {
  const page = options.document ?? globalThis.document;
  singleton(container, T.TranslationSource, [], () => {
    const pageUrl = options.pageUrl ?? globalThis.location?.href;
    if (pageUrl === undefined) throw new Error('The site needs a pageUrl outside a browser page.');
    return new FetchTranslationSource({
      baseUrl: bundleBaseUrl(pageUrl, options.basePath ?? import.meta.env.BASE_URL),
      bundle: options.bundle ?? SITE_TRANSLATION_BUNDLE,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    });
  });
  singleton(container, T.Translator, [], () => new MessageTranslator());
  singleton(
    container,
    T.LanguagePreference,
    [T.CookieJar, T.KeyValueStore],
    (cookies, storage) => new StoredLanguagePreference(cookies, storage, () => page?.documentElement ?? null),
  );
  singleton(
    container,
    T.DocumentLanguage,
    [],
    () => new HtmlDocumentLanguage(page ?? { documentElement: null }),
  );
}

/**
 * The patient site's own ports and use cases. A 401 on a patient call is the patient rule (clear
 * the patient token, verify flag and info, reload), applied here once for every patient call,
 * profiles included; a public call's 401 is only an error.
 */
export function bindSite(container: Container): void {
  singleton(container, T.UnauthorizedPolicies, [T.KeyValueStore, T.Navigator], (storage, navigator) => ({
    patient: patientUnauthorizedPolicy({ storage, navigator }),
  }));
  lazySingleton(
    container,
    T.PatientGateway,
    [T.HttpClient, T.ResourceGateway],
    async (http, resources) => new (await patientParts()).FetchPatientGateway({ http, resources }),
  );
  singleton(container, T.PatientAuthGateway, [T.HttpClient], (http) => new FetchPatientAuthGateway({ http }));
  singleton(container, T.SiteContentGateway, [T.HttpClient], (http) => new FetchSiteContentGateway({ http }));
  // The forms' schemas and calls are loaded with the form pages, not with the home page.
  lazySingleton(container, T.SiteFormsGateway, [T.HttpClient], async (http) => {
    const { FetchSiteFormsGateway } = await import('../gateways/fetch-site-forms.gateway');
    return new FetchSiteFormsGateway(http);
  });
  // The pharmacy's order calls arrive with the cart and order pages, not with the home page.
  lazySingleton(container, T.ShopGateway, [T.HttpClient], async (http) => {
    const { FetchShopGateway } = await import('../gateways/fetch-shop.gateway');
    return new FetchShopGateway(http);
  });
  lazySingleton(
    container,
    T.PatientBookingGateway,
    [T.HttpClient],
    async (http) => new (await patientParts()).FetchPatientBookingGateway(http),
  );
  lazySingleton(
    container,
    T.CalendarGateway,
    [T.ResourceGateway],
    async (resources) => new (await patientParts()).FetchCalendarGateway({ resources }),
  );

  lazySingleton(
    container,
    T.LoadMyAppointments,
    [T.PatientGateway, T.TokenStore, T.Clock, T.LoadList],
    async (...deps) => new (await patientParts()).LoadMyAppointments(...deps),
  );
  lazySingleton(
    container,
    T.LoadMyProfiles,
    [T.PatientGateway, T.LoadList],
    async (...deps) => new (await patientParts()).LoadMyProfiles(...deps),
  );
  lazySingleton(
    container,
    T.LoadDoctorCalendar,
    [T.CalendarGateway, T.TokenStore, T.Clock, T.LoadList],
    async (...deps) => new (await patientParts()).LoadDoctorCalendar(...deps),
  );
  singleton(
    container,
    T.RequestLoginCode,
    [T.PatientAuthGateway],
    (...deps) => new RequestLoginCode(...deps),
  );
  singleton(
    container,
    T.VerifyLoginCode,
    [T.PatientAuthGateway, T.TokenStore],
    (...deps) => new VerifyLoginCode(...deps),
  );
  lazySingleton(
    container,
    T.SendMessageToHospital,
    [T.PatientGateway],
    async (...deps) => new (await patientParts()).SendMessageToHospital(...deps),
  );
  singleton(
    container,
    T.SignOutPatient,
    [T.PatientAuthGateway, T.TokenStore, T.Logger],
    (...deps) => new SignOutPatient(...deps),
  );

  // The patient chat's live link and use cases: their code loads with the chat page (getAsync),
  // never with the site's first load.
  const chat = () => import('./site-chat');
  lazySingleton(container, T.PatientChatLink, [T.RuntimeConfig, T.TokenStore], async (config, tokens) =>
    (await chat()).patientChatLink(config, tokens),
  );
  lazySingleton(
    container,
    T.LoadMyChat,
    [T.PatientGateway, T.TokenStore],
    async (...deps) => new (await chat()).LoadMyChat(...deps),
  );
  lazySingleton(
    container,
    T.LoadOlderMyChat,
    [T.PatientGateway, T.TokenStore],
    async (...deps) => new (await chat()).LoadOlderMyChat(...deps),
  );
  lazySingleton(
    container,
    T.WatchMyChat,
    [T.PatientChatLink, T.LoadMyChat],
    async (...deps) => new (await chat()).WatchMyChat(...deps),
  );
}
