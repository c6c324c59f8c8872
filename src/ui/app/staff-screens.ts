/**
 * The screens behind the login, one chunk: the shell and the two kinds of screen it draws (the
 * lists of the route table and the audit). A logged-in page needs the shell and one of them, so
 * they travel together; apart, they and the small parts they share were a dozen requests in a row.
 */
export { default as ShellLayout } from '../features/shell/shell-layout.view';
export { default as ResourceListScreen } from '../features/resource-list/resource-list-screen.view';
export { default as AuditScreen } from '../features/audit/audit-screen.view';
