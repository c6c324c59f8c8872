import { ResourceKey } from '../../../../application/resources/resource-key';
import { col, sortAndCreated, type ColumnSpec } from './column-spec';

const K = ResourceKey;

/** Research, events, news, guidelines, HR department information, and their categories. */
export const CONTENT_COLUMNS = {
  [K.DashboardResearch]: [
    col.text('title'),
    col.text('authors'),
    col.text('journal'),
    col.ref('researchCategoryId', K.ResearchCategories, 'records.fields.researchCategoryId'),
    col.ref('doctorId', K.Doctors, 'columns.doctor'),
    col.date('publishedOn', 'columns.publishedAt'),
    col.link('url', 'columns.link'),
    col.dateTime('createdAt'),
  ],
  [K.ResearchCategories]: [col.localized('name'), ...sortAndCreated],
  [K.DashboardEvents]: [
    col.image('imageUrl', 'columns.image'),
    col.localized('title'),
    col.localized('location'),
    col.ref('eventCategoryId', K.DashboardEventCategories, 'records.fields.eventCategoryId'),
    col.ref('centerId', K.ClinicCenters, 'columns.center'),
    col.dateTime('startsAt'),
    col.dateTime('endsAt'),
    col.boolean('isPublished', 'columns.published'),
    col.dateTime('createdAt'),
  ],
  [K.DashboardEventCategories]: [col.localized('name'), ...sortAndCreated],
  [K.DashboardNews]: [
    col.image('imageUrl', 'columns.image'),
    col.localized('title'),
    col.ref('newsCategoryId', K.NewsCategories, 'records.fields.newsCategoryId'),
    col.ref('centerId', K.ClinicCenters, 'columns.center'),
    col.boolean('isPublished', 'columns.published'),
    col.dateTime('publishedAt'),
  ],
  [K.NewsCategories]: [col.localized('name'), ...sortAndCreated],
  [K.Guidelines]: [
    col.localized('title'),
    col.ref('specialityId', K.Specialties, 'columns.speciality'),
    col.link('fileUrl', 'columns.file'),
    col.dateTime('publishedAt'),
  ],
  [K.DepartmentInformation]: [
    col.code('hrDepartmentId', 'columns.departmentId'),
    col.localized('description'),
    col.text('managerName', 'columns.manager'),
    col.code('email'),
    col.code('phoneNumber', 'columns.phone'),
    col.number('employeeCount', 'columns.employees'),
    col.dateTime('updatedAt'),
  ],
} as const satisfies Partial<Record<ResourceKey, readonly ColumnSpec[]>>;
