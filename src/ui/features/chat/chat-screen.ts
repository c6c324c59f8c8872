/**
 * The chat screen's chunk: its view and its view-model travel together, fetched with `/app/chat`
 * (the container builds the view-model's factory from here).
 */
export { default as ChatScreen } from './chat-screen.view';
export { ChatViewModel } from './chat.view-model';
