/**
 * The staff chat screens' use cases, one chunk: loaded with a chat screen, never by the sign-in
 * page nor by the shell (its badge's parts are `chat-badge-parts.ts`).
 */
export { LoadAppUsers } from '../../application/chat/load-app-users';
export { LoadLatestPatients } from '../../application/chat/load-latest-patients';
export { LoadOlderMessages } from '../../application/chat/load-older-messages';
export { MarkChatSeen } from '../../application/chat/mark-chat-seen';
export { OpenChat } from '../../application/chat/open-chat';
export { RefreshOpenChat } from '../../application/chat/refresh-open-chat';
export { SendMessageToPatient } from '../../application/chat/send-message-to-patient';
export { WatchChatInbox } from '../../application/chat/watch-chat-inbox';
