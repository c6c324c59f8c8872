import type { TokenStore } from '../../application/ports/token-store';
import type { RuntimeConfig } from '../browser/runtime-config';
import { PatientChatHub } from '../realtime/patient-chat-hub';

/**
 * The patient chat's code, one chunk loaded on first use by the site's composition root
 * (`bindSite`): its use cases and its live link (`/HaremHub` with the patient's token).
 */
export { LoadMyChat, LoadOlderMyChat, WatchMyChat } from '../../application/patient/my-chat';

export const patientChatLink = (config: RuntimeConfig, tokens: TokenStore) =>
  new PatientChatHub({ hubHost: config.hubHost, patientToken: () => tokens.patientToken() });
