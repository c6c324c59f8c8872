import { ResourceKey } from '../../../../application/resources/resource-key';
import { col, type ColumnSpec } from './column-spec';

const K = ResourceKey;

/** Jobs, their applicants, CVs, job forms; orders (which share the menu group). */
export const JOB_COLUMNS = {
  [K.Jobs]: [
    col.localized('title'),
    col.ref('centerId', K.ClinicCenters, 'columns.center'),
    col.enum('employmentType', 'employmentType'),
    col.date('deadline'),
    col.boolean('isOpen', 'columns.open'),
    col.dateTime('createdAt'),
  ],
  [K.JobApplicants]: [
    col.code('id', 'columns.number'),
    col.ref('jobId', K.Jobs, 'columns.job', 'title'),
    col.text('fullName'),
    col.code('phoneNumber', 'columns.phone'),
    col.code('email'),
    col.enum('status', 'applicantStatus'),
    col.link('cvUrl', 'columns.cv'),
    col.dateTime('appliedAt'),
  ],
  [K.SubmittedCvs]: [
    col.code('id', 'columns.number'),
    col.text('fullName'),
    col.code('phoneNumber', 'columns.phone'),
    col.code('email'),
    col.text('position'),
    col.number('yearsOfExperience'),
    col.link('cvUrl', 'columns.cv'),
    col.dateTime('createdAt'),
  ],
  [K.JobForms]: [
    { ...col.localized('title'), detail: '/dashboard/JobApplicationForGenerator/{id}' },
    col.jobPlatform('platform'),
    col.jobPlacement('placement'),
    col.count('fields', 'columns.formFields'),
    col.boolean('isActive', 'columns.active'),
    col.dateTime('createdAt'),
  ],
  [K.JobFormApplicants]: [
    col.code('id', 'columns.number'),
    col.ref('jobFormId', K.JobForms, 'columns.jobForm', 'title'),
    // The name opens the applicant (answers and CV) on their form's screen.
    { ...col.text('fullName'), detail: '/dashboard/JobApplicationForGenerator/{jobFormId}?applicant={id}' },
    col.code('phoneNumber', 'columns.phone'),
    col.count('answers'),
    col.dateTime('submittedAt'),
  ],
  [K.Orders]: [
    col.code('id', 'columns.number'),
    col.enum('status', 'orderStatus'),
    col.money('total'),
    col.text('deliveryAddress'),
    col.code('phoneNumber', 'columns.phone'),
    col.text('note'),
    col.dateTime('createdAt'),
  ],
} as const satisfies Partial<Record<ResourceKey, readonly ColumnSpec[]>>;
