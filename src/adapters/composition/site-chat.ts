import { LoadMyChat, LoadOlderMyChat, WatchMyChat } from '../../application/patient/my-chat';
import type { PatientGateway } from '../../application/ports/patient-gateway';
import type { TokenStore } from '../../application/ports/token-store';
import type { RuntimeConfig } from '../browser/runtime-config';
import { PatientChatHub } from '../realtime/patient-chat-hub';

/**
 * The patient chat's use cases and its live link (`/HaremHub` with the patient's token). Loaded
 * on first use by the site's composition root, so none of it is in the site's first load.
 */
export function patientChat(config: RuntimeConfig, gateway: PatientGateway, tokens: TokenStore) {
  const link = new PatientChatHub({ hubHost: config.hubHost, patientToken: () => tokens.patientToken() });
  const loadMyChat = new LoadMyChat(gateway, tokens);
  return {
    loadMyChat,
    loadOlderMyChat: new LoadOlderMyChat(gateway, tokens),
    watchMyChat: new WatchMyChat(link, loadMyChat),
  };
}
