import type { LoadMyChat, LoadOlderMyChat, WatchMyChat } from '../../application/patient/my-chat';
import type { SendMessageToHospital } from '../../application/patient/send-message-to-hospital';

/**
 * What the chat page (`/site/app/chat`) takes from the container. Bound apart from `SiteServices`
 * and built on first use (`getAsync`), so its code and the live link arrive with the chat page's
 * chunk, never with the site's first load.
 */
export interface SiteChatServices {
  readonly loadMyChat: Pick<LoadMyChat, 'execute'>;
  readonly loadOlderMyChat: Pick<LoadOlderMyChat, 'execute'>;
  readonly watchMyChat: Pick<WatchMyChat, 'execute'>;
  readonly sendMessage: Pick<SendMessageToHospital, 'execute'>;
}
