/**
 * The app users screen's chunk (`/app/appUsers`): its view and view-model travel together; the
 * container builds the view-model's factory from here.
 */
export { default as AppUsersScreen } from './app-users-screen.view';
export { AppUsersViewModel } from './app-users.view-model';
