/**
 * The staff chat's gateway and use cases, one chunk: loaded with the shell after the sign-in (the
 * chat badge's live updates) or with a chat screen, never by the sign-in page.
 */
export { AudioSound } from '../browser/audio-sound';
export { FetchChatGateway } from '../gateways/fetch-chat.gateway';
export { LoadAppUsers } from '../../application/chat/load-app-users';
export { LoadLatestPatients } from '../../application/chat/load-latest-patients';
export { LoadOlderMessages } from '../../application/chat/load-older-messages';
export { MarkChatSeen } from '../../application/chat/mark-chat-seen';
export { OpenChat } from '../../application/chat/open-chat';
export { RefreshOpenChat } from '../../application/chat/refresh-open-chat';
export { RefreshUnreadCounter } from '../../application/chat/refresh-unread-counter';
export { SendMessageToPatient } from '../../application/chat/send-message-to-patient';
export { StartChatHubs } from '../../application/chat/start-chat-hubs';
export { WatchChatAlerts } from '../../application/chat/watch-chat-alerts';
export { WatchChatInbox } from '../../application/chat/watch-chat-inbox';
