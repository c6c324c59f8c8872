import { ResourceKey } from '../../../../application/resources/resource-key';
import { col, sortAndCreated, type ColumnSpec } from './column-spec';

const K = ResourceKey;

/** Centers, their groups, statistics, galleries and instructions. */
export const CLINIC_COLUMNS = {
  [K.ClinicCenters]: [
    col.image('imageUrl', 'columns.image'),
    col.localized('name'),
    col.ref('centerGroupId', K.CenterGroups, 'records.fields.centerGroupId'),
    col.localized('address'),
    col.code('phoneNumber', 'columns.phone'),
    col.boolean('isActive', 'columns.active'),
    ...sortAndCreated,
  ],
  [K.CenterGroups]: [col.localized('name'), ...sortAndCreated],
  [K.CenterStatistics]: [
    col.ref('centerId', K.ClinicCenters, 'columns.center'),
    col.date('day'),
    col.number('visits'),
    col.number('onlineAppointments'),
    col.number('newPatients'),
    col.number('labTests'),
    col.number('births'),
    col.number('surgeries'),
  ],
  // The stored center instructions are a picture per center. Each row's center opens that center's
  // instruction tree.
  [K.CenterInstructions]: [
    {
      ...col.ref('centerId', K.ClinicCenters, 'columns.center'),
      detail: '/dashboard/center-instructions/tree-view/{text}/{centerId}',
    },
    col.image('imageUrl', 'columns.image'),
  ],
  [K.CenterInstructionHeaders]: [col.text('title')],
  [K.RootInstructions]: [
    { ...col.localized('title'), detail: '/dashboard/instructions/tree-view/{text}/{id}' },
    col.localized('description'),
    col.boolean('isForOperations'),
    ...sortAndCreated,
  ],
  // A photo opens its center's gallery tree.
  [K.PhotoGallery]: [
    col.code('id'),
    col.image('imageUrl', 'columns.image'),
    {
      ...col.ref('centerId', K.ClinicCenters, 'columns.center'),
      detail: '/dashboard/centergallery/tree-view/{text}/{centerId}/{id}',
    },
  ],
  [K.CenterGallery]: [col.code('id'), col.image('imageUrl', 'columns.image')],
} as const satisfies Partial<Record<ResourceKey, readonly ColumnSpec[]>>;
