/**
 * The screens behind the login, one chunk: the shell and the two kinds of screen it draws (the
 * lists of the route table and the audit). A logged-in page needs the shell and one of them, so
 * they travel together; apart, they and the small parts they share were a dozen requests in a row.
 */
export { default as ShellLayout } from '../features/shell/shell-layout.view';
export { default as ResourceListScreen } from '../features/resource-list/resource-list-screen.view';
export { default as AuditScreen } from '../features/audit/audit-screen.view';
// Their view-models travel with them: the container builds their factories from this chunk.
export { ResourceListViewModel } from '../features/resource-list/resource-list.view-model';
export { AuditViewModel } from '../features/audit/audit.view-model';
export { RecordEditorViewModel } from '../features/records/record-editor.view-model';
export { IdleSessionViewModel } from '../features/idle-session/idle-session.view-model';
export { LinkStatusViewModel } from '../features/link-status/link-status.view-model';
