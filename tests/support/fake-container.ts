import type { Container } from 'inversify';
import {
  createDashboardContainer,
  createSiteContainer,
  Tokens,
  type TokenName,
} from '../../src/adapters/container';
import { ToastQueue } from '../../src/adapters/notifications/toast-queue';
import type { Notifier } from '../../src/application/ports/notifier';
import { fakePorts, type FakePorts } from '../application/fakes/fake-ports';

/** A container of one app over in-memory fakes, and the fakes, to script answers and read calls. */
export interface FakeContainer {
  readonly container: Container;
  readonly ports: FakePorts;
  /** The real toast queue: what a toaster view would show. */
  readonly toasts: ToastQueue;
}

/** Every port and the shared state, as the fakes hold them. */
function fakedValues(ports: FakePorts, toasts: ToastQueue): Partial<Record<TokenName, unknown>> {
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
    Toasts: toasts,
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
  };
}

/** The app's own container with every port it binds rebound to a fake, as an integrator would. */
function overFakes(container: Container, ports: FakePorts): FakeContainer {
  const toasts = new ToastQueue();
  for (const [name, value] of Object.entries(fakedValues(ports, toasts))) {
    const token = Tokens[name as TokenName];
    if (container.isBound(token)) container.rebind(token).toConstantValue(value);
  }
  return { container, ports, toasts };
}

/** Never reached: every port that would read it is a fake. */
const NOWHERE = { config: { apiHost: 'http://127.0.0.1:9', hubHost: 'http://127.0.0.1:9' } };

/** The dashboard's real container with every port faked: the use cases are bound as the app binds them. */
export function createFakeDashboardContainer(ports: FakePorts = fakePorts()): FakeContainer {
  return overFakes(createDashboardContainer(NOWHERE), ports);
}

/** The patient site's real container with every port faked. */
export function createFakeSiteContainer(ports: FakePorts = fakePorts()): FakeContainer {
  return overFakes(createSiteContainer(NOWHERE), ports);
}
