import { Container } from 'inversify';
import { DASHBOARD_TOKEN_NAMES, SITE_TOKEN_NAMES } from '../../src/adapters/composition/app-tokens';
import { bindDashboardUseCases } from '../../src/adapters/composition/dashboard-use-cases';
import type { DashboardBoot } from '../../src/adapters/composition/browser-boot';
import { bindSharedUseCases, type BootUseCases } from '../../src/adapters/composition/shared-use-cases';
import { bindSiteUseCases } from '../../src/adapters/composition/site-use-cases';
import { ToastQueue } from '../../src/adapters/notifications/toast-queue';
import { PortTokens, SharedTokens, type Resolved, type TokenName } from '../../src/adapters/tokens';
import type { Notifier } from '../../src/application/ports/notifier';
import { StartSession } from '../../src/application/session/start-session';
import { StartTranslations } from '../../src/application/translations/start-translations';
import { SwitchLanguage } from '../../src/application/translations/switch-language';
import { fakePorts, type FakePorts } from '../application/fakes/fake-ports';

/** A container of one app over in-memory fakes, and the fakes, to script answers and read calls. */
export interface FakeContainer {
  readonly container: Container;
  readonly ports: FakePorts;
  /** The real toast queue: what a toaster view would show. */
  readonly toasts: ToastQueue;
}

type FakedName = keyof typeof PortTokens | keyof typeof SharedTokens;
type FakedValues = {
  readonly [Name in FakedName]: Resolved<(typeof PortTokens & typeof SharedTokens)[Name]>;
};

const FAKED_TOKENS = { ...PortTokens, ...SharedTokens };

/** Every port and shared value as the fakes hold them. */
function fakedValues(ports: FakePorts, toasts: ToastQueue): FakedValues {
  // Both: the fake keeps every notice for assertions, the queue feeds a toaster under test.
  const notifier: Notifier = {
    notify(notice) {
      ports.notifier.notify(notice);
      toasts.notify(notice);
    },
  };
  return {
    TokenStore: ports.tokens,
    KeyValueStore: ports.storage,
    Navigator: ports.navigator,
    Clock: ports.clock,
    Sound: ports.sound,
    Logger: ports.logger,
    Notifier: notifier,
    RealtimeHubs: ports.hubs,
    ResourceGateway: ports.resources,
    SessionGateway: ports.session,
    AppointmentsGateway: ports.appointments,
    AppointmentGridGateway: ports.appointmentGrid,
    AuditGateway: ports.audit,
    OtpGateway: ports.otp,
    ChatGateway: ports.chat,
    PatientGateway: ports.patient,
    PatientAuthGateway: ports.patientAuth,
    CalendarGateway: ports.calendar,
    Translator: ports.translator,
    TranslationSource: ports.translationSource,
    DocumentLanguage: ports.documentLanguage,
    LanguagePreference: ports.languagePreference,
    ForbiddenAreas: ports.forbidden,
    Toasts: toasts,
  };
}

const isFaked = (name: TokenName): name is FakedName => name in FAKED_TOKENS;

/** The use cases the real entry point builds before its container (the boot), over the fakes. */
function fakeBoot(ports: FakePorts): BootUseCases & Pick<DashboardBoot, 'startSession'> {
  const switchLanguage = new SwitchLanguage(
    ports.translationSource,
    ports.translator,
    ports.documentLanguage,
    ports.languagePreference,
    ports.logger,
  );
  return {
    switchLanguage,
    startTranslations: new StartTranslations(ports.languagePreference, switchLanguage),
    startSession: new StartSession(ports.tokens),
  };
}

function build(
  names: readonly TokenName[],
  bindUseCases: (container: Container, boot: Pick<DashboardBoot, 'startSession'>) => void,
  ports: FakePorts,
): FakeContainer {
  const container = new Container();
  const toasts = new ToastQueue();
  const values = fakedValues(ports, toasts);
  // The same tokens the app's real container binds, each port as a constant fake.
  for (const name of names.filter(isFaked)) container.bind(FAKED_TOKENS[name]).toConstantValue(values[name]);
  const boot = fakeBoot(ports);
  bindSharedUseCases(container, boot);
  bindUseCases(container, boot);
  return { container, ports, toasts };
}

/**
 * The dashboard's container with every port faked: the use cases are bound exactly as
 * `createDashboardContainer` binds them, so a test resolves them the way the app does.
 */
export function createFakeDashboardContainer(ports: FakePorts = fakePorts()): FakeContainer {
  return build(DASHBOARD_TOKEN_NAMES, bindDashboardUseCases, ports);
}

/** The patient site's container with every port faked, its use cases bound as the app binds them. */
export function createFakeSiteContainer(ports: FakePorts = fakePorts()): FakeContainer {
  return build(SITE_TOKEN_NAMES, bindSiteUseCases, ports);
}
