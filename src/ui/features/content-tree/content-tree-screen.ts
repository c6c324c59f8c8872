/**
 * The tree views' chunk (`/dashboard/center-instructions/tree-view/…`, the gallery's and the
 * instructions'): the view and its view-model travel together; the container builds the
 * view-model's factory from here.
 */
export { default as ContentTreeScreen } from './content-tree-screen.view';
export { ContentTreeViewModel } from './content-tree.view-model';
