/**
 * The job form builder's chunk (`/dashboard/JobApplicationForGenerator`, `/create`, `/{id}`): its
 * views and view-model travel together; the container builds the view-model's factory from here.
 */
export { JobFormBuilderScreen } from './job-form-builder-screen.view';
export { JobFormsListScreen } from './job-forms-list-screen.view';
export { JobFormBuilderViewModel } from './job-form-builder.view-model';
