/**
 * The bulk messages screen's chunk (`/dashboard/bulk-report`): its view and view-model travel
 * together; the container builds the view-model's factory from here.
 */
export { default as BulkMessagesScreen } from './bulk-messages-screen.view';
export { BulkMessagesViewModel } from './bulk-messages.view-model';
