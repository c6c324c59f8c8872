/**
 * The chat list screen's chunk (`/app/chatList`): its view and view-model travel together; the
 * container builds the view-model's factory from here.
 */
export { default as ChatListScreen } from './chat-list-screen.view';
export { ChatListViewModel } from './chat-list.view-model';
