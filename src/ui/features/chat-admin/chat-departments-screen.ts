/**
 * The chat departments screen's chunk (`/dashboard/chat-departments`, `/dashboard/chat-recipients`):
 * its view and view-model travel together; the container builds the view-model's factory from here.
 */
export { default as ChatDepartmentsScreen } from './chat-departments-screen.view';
export { ChatDepartmentsViewModel } from './chat-departments.view-model';
