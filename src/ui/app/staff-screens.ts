/**
 * The shell of every screen behind the login, one chunk, with the view-models it draws itself (the
 * idle warning, the live link's banner). The screens it shows arrive with their routes: the lists
 * and the audit in `list-screens.ts`, every other screen in a chunk of its own.
 */
export { default as ShellLayout } from '../features/shell/shell-layout.view';
// Their view-models travel with it: the container builds their factories from this chunk.
export { IdleSessionViewModel } from '../features/idle-session/idle-session.view-model';
export { LinkStatusViewModel } from '../features/link-status/link-status.view-model';
