import { ResourceKey } from '../../../../application/resources/resource-key';
import { col, sortAndCreated, type ColumnSpec } from './column-spec';

const K = ResourceKey;

/** Pharmacy items, partitions and item details; lab tests and building departments. */
export const PHARMACY_LAB_COLUMNS = {
  [K.PharmacyItems]: [
    col.image('imageUrl', 'columns.image'),
    col.localized('name'),
    col.ref('pharmacyPartitionId', K.PharmacyPartitions, 'records.fields.pharmacyPartitionId'),
    col.money('price'),
    col.number('stock'),
    col.code('barcode'),
    col.boolean('isAvailable', 'columns.available'),
    col.dateTime('createdAt'),
  ],
  [K.PharmacyPartitions]: [col.localized('name'), ...sortAndCreated],
  [K.PharmacyItemDetails]: [
    col.ref('pharmacyItemId', K.PharmacyItems, 'columns.pharmacyItem'),
    col.text('manufacturer'),
    col.text('countryOfOrigin'),
    col.text('dosageForm'),
    col.text('strength'),
    col.text('packSize'),
    col.boolean('requiresPrescription'),
    col.localized('description'),
  ],
  [K.LabTestDetails]: [
    col.ref('labTestProfileId', K.LabTestProfiles, 'columns.testProfile', 'appearanceName'),
    col.text('name', 'columns.test'),
    col.code('unit'),
    col.code('normalRange'),
    col.number('sortOrder'),
  ],
  [K.LabTestProfiles]: [
    col.text('appearanceName', 'columns.test'),
    col.code('code'),
    col.money('price'),
    col.number('turnaroundHours', 'records.fields.turnaroundHours'),
    col.boolean('isAvailable', 'columns.available'),
  ],
  [K.LabDepartmentProfiles]: [
    col.localized('name'),
    col.count('profiles', 'columns.labTests'),
    col.number('sortOrder'),
  ],
  [K.BuildingDepartments]: [
    col.ref('centerId', K.ClinicCenters, 'columns.center'),
    col.localized('name'),
    col.number('floor'),
    col.code('phoneExtension'),
    col.dateTime('createdAt'),
  ],
} as const satisfies Partial<Record<ResourceKey, readonly ColumnSpec[]>>;
