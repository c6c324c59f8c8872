import { createStateStore, type ObservableStateStore } from '../../../src/application/shared/state-store';
import { ForbiddenAreas } from '../../../src/domain/lists/forbidden-areas';
import { FakeAppointmentGridGateway } from './fake-appointment-grid-gateway';
import { FakeAppointmentsGateway } from './fake-appointments-gateway';
import { FakeAuditGateway } from './fake-audit-gateway';
import { FakeCalendarGateway } from './fake-calendar-gateway';
import { FakeChatGateway } from './fake-chat-gateway';
import { FakeClock } from './fake-clock';
import { FakeDocumentLanguage } from './fake-document-language';
import { FakeKeyValueStore } from './fake-key-value-store';
import { FakeLanguagePreference } from './fake-language-preference';
import { FakeLogger } from './fake-logger';
import { FakeNavigator } from './fake-navigator';
import { FakeNotifier } from './fake-notifier';
import { FakeOtpGateway } from './fake-otp-gateway';
import { FakePatientAuthGateway } from './fake-patient-auth-gateway';
import { FakePatientGateway } from './fake-patient-gateway';
import { FakeRealtimeHubs } from './fake-realtime-hubs';
import { FakeResourceGateway } from './fake-resource-gateway';
import { FakeSessionGateway } from './fake-session-gateway';
import { FakeSound } from './fake-sound';
import { FakeTokenStore } from './fake-token-store';
import { FakeTranslationSource } from './fake-translation-source';
import { FakeTranslator } from './fake-translator';

/** Every port of the application as an in-memory fake, plus the shared forbidden-areas state. */
export interface FakePorts {
  readonly storage: FakeKeyValueStore;
  readonly tokens: FakeTokenStore;
  readonly navigator: FakeNavigator;
  readonly clock: FakeClock;
  readonly sound: FakeSound;
  readonly logger: FakeLogger;
  readonly notifier: FakeNotifier;
  readonly hubs: FakeRealtimeHubs;
  readonly session: FakeSessionGateway;
  readonly appointments: FakeAppointmentsGateway;
  readonly appointmentGrid: FakeAppointmentGridGateway;
  readonly audit: FakeAuditGateway;
  readonly otp: FakeOtpGateway;
  readonly chat: FakeChatGateway;
  readonly patient: FakePatientGateway;
  readonly patientAuth: FakePatientAuthGateway;
  readonly calendar: FakeCalendarGateway;
  readonly resources: FakeResourceGateway;
  readonly translator: FakeTranslator;
  readonly translationSource: FakeTranslationSource;
  readonly documentLanguage: FakeDocumentLanguage;
  readonly languagePreference: FakeLanguagePreference;
  /** The areas a 403 marked: the state the shell shows, shared by every use case. */
  readonly forbidden: ObservableStateStore<ForbiddenAreas>;
}

/** A fresh set of fakes: nothing stored, every call succeeding with an empty answer. */
export function fakePorts(): FakePorts {
  const storage = new FakeKeyValueStore();
  return {
    storage,
    tokens: new FakeTokenStore(storage),
    navigator: new FakeNavigator(),
    clock: new FakeClock(),
    sound: new FakeSound(),
    logger: new FakeLogger(),
    notifier: new FakeNotifier(),
    hubs: new FakeRealtimeHubs(),
    session: new FakeSessionGateway(),
    appointments: new FakeAppointmentsGateway(),
    appointmentGrid: new FakeAppointmentGridGateway(),
    audit: new FakeAuditGateway(),
    otp: new FakeOtpGateway(),
    chat: new FakeChatGateway(),
    patient: new FakePatientGateway(),
    patientAuth: new FakePatientAuthGateway(),
    calendar: new FakeCalendarGateway(),
    resources: new FakeResourceGateway(),
    translator: new FakeTranslator(),
    translationSource: new FakeTranslationSource(),
    documentLanguage: new FakeDocumentLanguage(),
    languagePreference: new FakeLanguagePreference(),
    forbidden: createStateStore(ForbiddenAreas.none()),
  };
}
