/**
 * The screens of the route table's plain rows, one chunk: the list screen (with its record drawer)
 * and the audit. Loaded by those routes (and the own screens that embed a list), not by the shell,
 * so a screen of its own such as the home never fetches the lists' code.
 */
export { default as ResourceListScreen } from '../features/resource-list/resource-list-screen.view';
export { default as AuditScreen } from '../features/audit/audit-screen.view';
// Their view-models travel with them: the container builds their factories from this chunk.
export { ResourceListViewModel } from '../features/resource-list/resource-list.view-model';
export { AuditViewModel } from '../features/audit/audit.view-model';
