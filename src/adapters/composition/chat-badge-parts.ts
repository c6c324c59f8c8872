/**
 * What the shell's chat badge and alerts use, one chunk: loaded with the shell after the sign-in,
 * never by the sign-in page. The chat screens' use cases are in `chat-parts.ts`, with them.
 */
export { AudioSound } from '../browser/audio-sound';
export { FetchChatGateway } from '../gateways/fetch-chat.gateway';
export { RefreshUnreadCounter } from '../../application/chat/refresh-unread-counter';
export { StartChatHubs } from '../../application/chat/start-chat-hubs';
export { WatchChatAlerts } from '../../application/chat/watch-chat-alerts';
