// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Container } from 'inversify';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createDashboardContainer,
  createSiteContainer,
  resolve,
  Tokens,
  type TokenName,
} from '../../../src/adapters/container';
import { BrowserNavigator } from '../../../src/adapters/browser/browser-navigator';
import { startTestServer } from '../support/http-test-server';
import { clearBrowser, dashboardOptions, siteOptions, testPage, type TestPage } from './container-setup';

const ROOT = join(__dirname, '../../..');
const ALL_NAMES = Object.keys(Tokens) as TokenName[];
const API = 'http://127.0.0.1:9';
const TRANSLATION_SIDE: readonly TokenName[] = [
  'I18nSetup',
  'Translator',
  'TranslationSource',
  'LanguagePreference',
  'DocumentLanguage',
  'SwitchLanguage',
  'StartTranslations',
];

beforeEach(clearBrowser);

/**
 * The tokens each app binds, written out: the site has no staff session, chat or hubs, and no
 * i18next (its translator reads its bundles itself).
 */
const STAFF_ONLY: readonly TokenName[] = [
  'I18nSetup',
  'DraftStore',
  'Sound',
  'RealtimeHubs',
  'EditRecord',
  'ImportRecords',
  'SessionGateway',
  'AppointmentsGateway',
  'AppointmentGridGateway',
  'AuditGateway',
  'OtpGateway',
  'ChatGateway',
  'StartSession',
  'LogIn',
  'LogOut',
  'IdleSession',
  'LoadOnlineAppointments',
  'ChangeAppointmentState',
  'LoadAppointmentGridPage',
  'LoadAppointmentGridLookups',
  'LoadAuditPage',
  'LoadOtpCodes',
  'LoadOtpGroups',
  'LoadOtpTestCodes',
  'LoadLatestPatients',
  'LoadAppUsers',
  'OpenChat',
  'MarkChatSeen',
  'LoadOlderMessages',
  'RefreshUnreadCounter',
  'RefreshOpenChat',
  'WatchChatAlerts',
  'WatchChatInbox',
  'StartChatHubs',
  'SendMessageToPatient',
  'AppointmentBoardGateway',
  'AppointmentBoardActions',
  'RecordWritesGateway',
  'AppointmentSettingsGateway',
  'HomeGateway',
  'LoadHome',
  'LoadLogoRecord',
  'LoadCenterStatistics',
  'DoctorProfileGateway',
  'LoadDoctorProfile',
  'ContentTreeGateway',
  'EditContentTree',
  'FeedbackInsightsGateway',
  'LoadFeedbackInsights',
  'AuditTrailGateway',
  'ComplaintWorkflowGateway',
  'OrderDeskGateway',
  'JobFormBuilderGateway',
  'ChatAdminGateway',
  'StaffAccessGateway',
  'RolePermissionsGateway',
  'StaffAccountGateway',
  'ChangeOwnPassword',
  'OtpLogGateway',
  'SliderBoardGateway',
  'NewsFeedRulesGateway',
  'BulkMessageGateway',
  'DemoPorts',
];

/**
 * Tokens whose code is loaded on first use (`lazySingleton`): resolved with `getAsync`, as the
 * screens that need them resolve them.
 */
const LAZY: readonly TokenName[] = [
  'RecordWritesGateway',
  'EditRecord',
  'ImportRecords',
  'SiteContentGateway',
  'HomeGateway',
  'LoadHome',
  'LoadLogoRecord',
  'LoadCenterStatistics',
  'DoctorProfileGateway',
  'LoadDoctorProfile',
  'ContentTreeGateway',
  'EditContentTree',
  'FeedbackInsightsGateway',
  'LoadFeedbackInsights',
  'AuditTrailGateway',
  'SiteFormsGateway',
  'ShopGateway',
  'ComplaintWorkflowGateway',
  'OrderDeskGateway',
  'JobFormBuilderGateway',
  'ChatAdminGateway',
  'StaffAccessGateway',
  'RolePermissionsGateway',
  'StaffAccountGateway',
  'ChangeOwnPassword',
  'OtpLogGateway',
  'SliderBoardGateway',
  'NewsFeedRulesGateway',
  'BulkMessageGateway',
  'DemoPorts',
  'PatientChatLink',
  'LoadMyChat',
  'LoadOlderMyChat',
  'WatchMyChat',
  // The dashboard's screens' gateways and use cases: the sign-in page loads none of their code.
  'AppointmentsGateway',
  'AppointmentGridGateway',
  'AppointmentBoardGateway',
  'AppointmentSettingsGateway',
  'AppointmentBoardActions',
  'LoadOnlineAppointments',
  'ChangeAppointmentState',
  'LoadAppointmentGridPage',
  'LoadAppointmentGridLookups',
  'AuditGateway',
  'LoadAuditPage',
  'OtpGateway',
  'LoadOtpCodes',
  'LoadOtpGroups',
  'LoadOtpTestCodes',
  'IdleSession',
  'ChatGateway',
  'LoadLatestPatients',
  'LoadAppUsers',
  'RefreshUnreadCounter',
  'MarkChatSeen',
  'OpenChat',
  'LoadOlderMessages',
  'RefreshOpenChat',
  'WatchChatAlerts',
  'WatchChatInbox',
  'StartChatHubs',
  'SendMessageToPatient',
  'Sound',
  // The site's signed-in patient's gateways and use cases: the home page loads none of their code.
  'PatientGateway',
  'PatientBookingGateway',
  'CalendarGateway',
  'LoadMyAppointments',
  'LoadMyProfiles',
  'LoadDoctorCalendar',
  'SendMessageToHospital',
];
const resolveToken = (container: Container, name: TokenName): Promise<unknown> =>
  LAZY.includes(name) ? container.getAsync(Tokens[name]) : Promise.resolve(container.get(Tokens[name]));
const PATIENT_ONLY: readonly TokenName[] = [
  'PatientGateway',
  'PatientAuthGateway',
  'CalendarGateway',
  'LoadMyAppointments',
  'LoadMyProfiles',
  'LoadDoctorCalendar',
  'RequestLoginCode',
  'VerifyLoginCode',
  'SendMessageToHospital',
  'SignOutPatient',
  'PatientBookingGateway',
  'SiteFormsGateway',
  'ShopGateway',
  'PatientChatLink',
  'LoadMyChat',
  'LoadOlderMyChat',
  'WatchMyChat',
];
const DASHBOARD_TOKEN_NAMES = ALL_NAMES.filter((name) => !PATIENT_ONLY.includes(name));
const SITE_TOKEN_NAMES = ALL_NAMES.filter((name) => !STAFF_ONLY.includes(name));

const APPS = [
  {
    app: 'dashboard',
    names: DASHBOARD_TOKEN_NAMES,
    create: (page: TestPage) => createDashboardContainer(dashboardOptions(API, page)),
  },
  {
    app: 'site',
    names: SITE_TOKEN_NAMES,
    create: (page: TestPage) => createSiteContainer(siteOptions(API, page)),
  },
] as const;

const bound = APPS.flatMap(({ app, names, create }) => names.map((name) => ({ app, name, create })));
const unbound = APPS.flatMap(({ app, names, create }) =>
  ALL_NAMES.filter((name) => !names.includes(name)).map((name) => ({ app, name, create })),
);

describe('the two composition roots', () => {
  it.each(bound)(
    'the $app resolves Tokens.$name (no missing binding, no cycle)',
    async ({ name, create }) => {
      const container = create(testPage());
      expect(await resolveToken(container, name)).toBeDefined();
    },
  );

  it.each(bound)(
    'the $app gives one and the same Tokens.$name on every resolution',
    async ({ name, create }) => {
      const container = create(testPage());
      expect(await resolveToken(container, name)).toBe(await resolveToken(container, name));
    },
  );

  it.each(unbound)("the $app does not bind Tokens.$name, which is the other app's", ({ name, create }) => {
    expect(create(testPage()).isBound(Tokens[name])).toBe(false);
  });

  it.each(bound)('the $app builds Tokens.$name afresh in every container', async ({ name, create }) => {
    expect(await resolveToken(create(testPage()), name)).not.toBe(
      await resolveToken(create(testPage()), name),
    );
  });

  it.each(APPS)('the $app is built without a request or a bundle fetched', async ({ app }) => {
    const server = await startTestServer();
    try {
      const page = testPage();
      if (app === 'dashboard') createDashboardContainer(dashboardOptions(server.origin, page));
      else createSiteContainer(siteOptions(server.origin, page));
      await new Promise((done) => setTimeout(done, 50));
      expect([server.requests.length, page.bundles.urls.length]).toEqual([0, 0]);
    } finally {
      await server.close();
    }
  });

  it.each(APPS)(
    'the $app makes its gateways, hubs and use cases without sending a request',
    async ({ app, names }) => {
      const server = await startTestServer();
      try {
        const page = testPage();
        const container: Container =
          app === 'dashboard'
            ? createDashboardContainer(dashboardOptions(server.origin, page))
            : createSiteContainer(siteOptions(server.origin, page));
        // The translation side is left out: i18next starts loading the shown language when it is made.
        for (const name of names.filter((n) => !TRANSLATION_SIDE.includes(n)))
          await resolveToken(container, name);
        await new Promise((done) => setTimeout(done, 50));
        expect([server.requests.length, page.bundles.urls.length]).toEqual([0, 0]);
      } finally {
        await server.close();
      }
    },
  );

  it.each(APPS)('the $app shows every notice of Tokens.Notifier on Tokens.Toasts', ({ create }) => {
    const container = create(testPage());
    resolve(container, Tokens.Notifier).notify({ key: 'alerts.newChatMessage', text: 'New Chat Message' });
    expect(
      resolve(container, Tokens.Toasts)
        .toasts()
        .map((t) => t.text),
    ).toEqual(['New Chat Message']);
  });

  it.each(APPS)('the $app navigates with the navigator the router registers with', ({ create }) => {
    const container = create(testPage());
    const navigator = resolve(container, Tokens.BrowserNavigator);
    expect(navigator).toBeInstanceOf(BrowserNavigator);
    expect(resolve(container, Tokens.Navigator)).toBe(navigator);
  });
});

describe('completeness against the application layer', () => {
  const portsDir = join(ROOT, 'src/application/ports');
  const pascal = (file: string) =>
    file.replace(/\.ts$/, '').replace(/(^|-)([a-z])/g, (_m, _dash: string, c: string) => c.toUpperCase());
  // `unsubscribe.ts` is a function type the ports share, not a port.
  const ports = [
    ...readdirSync(portsDir)
      .filter((file) => file.endsWith('.ts') && file !== 'unsubscribe.ts')
      .map(pascal),
    'ResourceGateway',
  ];

  it.each(ports)('the port %s has a token, bound by at least one app', (port) => {
    expect(ALL_NAMES).toContain(port);
    expect([...DASHBOARD_TOKEN_NAMES, ...SITE_TOKEN_NAMES]).toContain(port);
  });

  const useCases = readdirSync(join(ROOT, 'src/application'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.startsWith('shared') && !file.startsWith('ports'))
    .flatMap((file) =>
      [...readFileSync(join(ROOT, 'src/application', file), 'utf8').matchAll(/^export class (\w+)/gm)].map(
        (m) => m[1] as string,
      ),
    );

  it('finds the use case classes to check', () => {
    expect(useCases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(useCases)('the use case %s has a token, bound by at least one app', (useCase) => {
    expect(ALL_NAMES).toContain(useCase);
    expect([...DASHBOARD_TOKEN_NAMES, ...SITE_TOKEN_NAMES]).toContain(useCase);
  });
});
