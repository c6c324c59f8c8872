import * as v from 'valibot';
import { createSchema, updateSchema, type RecordForm } from '../../../src/contract/writes/record-form';
import {
  IMAGE_READ_CALL,
  IMAGE_TYPES,
  imageUploadCall,
  UPLOAD_FILE_FIELD,
} from '../../../src/contract/writes/record-media';
import { MANAGED_RECORDS, RECORD_NAMES, recordCalls, writesOf } from '../../../src/contract/writes/records';
import type { RouteDefinition } from '../../http/route';
import { toRoutePath } from '../resources/resource-routes';
import { readRecordImage, uploadRecordImage } from './record-images';
import { importBodySchema, importCall, IMPORTABLE_RECORDS } from '../../../src/contract/writes/record-import';
import { importRecords } from './record-import';
import { RECORD_STORAGE } from './record-table';
import { createRecord, removeRecord, updateRecord } from './record-writes';

/** A record's form is short; a long article body fits many times over. */
const RECORD_BODY = 256 * 1024;

/** `?version=n` of a removal: the version the record was read at. */
const removalQuery = v.object({ version: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/))) });

/**
 * The create, change and remove routes of every managed record, each in its record's permission
 * area. A refused body is answered with every refused field (`errors`), for the form to show.
 */
export const RECORD_ROUTES: readonly RouteDefinition[] = RECORD_NAMES.flatMap((name): RouteDefinition[] => {
  const { area } = RECORD_STORAGE[name];
  const form = MANAGED_RECORDS[name].form as RecordForm;
  const calls = recordCalls(name);
  const writes = writesOf(name);
  const routes: RouteDefinition[] = [
    {
      method: 'POST',
      path: calls.create.path,
      auth: 'staff',
      area,
      handler: createRecord(name),
      bodyLimit: RECORD_BODY,
      body: createSchema(form),
      everyInvalidField: true,
    },
    {
      method: 'PUT',
      path: toRoutePath(calls.update.path),
      auth: 'staff',
      area,
      handler: updateRecord(name),
      bodyLimit: RECORD_BODY,
      body: updateSchema(form),
      everyInvalidField: true,
    },
    {
      method: 'DELETE',
      path: toRoutePath(calls.remove.path),
      auth: 'staff',
      area,
      handler: removeRecord(name),
      query: removalQuery,
    },
  ];
  // A single record is never removed; a record staff only change is neither created nor removed.
  return routes.filter(
    (route) => (route.method !== 'POST' || writes.create) && (route.method !== 'DELETE' || writes.remove),
  );
});

/** The records whose form has a picture: each gets an upload route in its own area. */
const RECORDS_WITH_IMAGES = RECORD_NAMES.filter((name) =>
  (MANAGED_RECORDS[name].form as RecordForm).some((field) => field.kind === 'image'),
);

/**
 * The image uploads of the records with pictures, and the one read of a stored picture. An upload
 * has no body schema: its multipart body is read and checked by the handler.
 */
export const RECORD_IMAGE_ROUTES: readonly RouteDefinition[] = [
  ...RECORDS_WITH_IMAGES.map((name): RouteDefinition => ({
    method: 'POST',
    path: imageUploadCall(name).path,
    auth: 'staff',
    area: RECORD_STORAGE[name].area,
    handler: uploadRecordImage(name),
    upload: { field: UPLOAD_FILE_FIELD, accepts: Object.keys(IMAGE_TYPES) },
  })),
  { method: 'GET', path: toRoutePath(IMAGE_READ_CALL.path), auth: 'none', handler: readRecordImage },
];

/** A batch of 100 rows of long texts stays far below this. */
const IMPORT_BODY = 2 * 1024 * 1024;

/** The CSV imports (checked or written, in batches) of the records staff may import, in their areas. */
export const RECORD_IMPORT_ROUTES: readonly RouteDefinition[] = IMPORTABLE_RECORDS.map(
  (name): RouteDefinition => ({
    method: 'POST',
    path: importCall(name).path,
    auth: 'staff',
    area: RECORD_STORAGE[name].area,
    handler: importRecords(name),
    bodyLimit: IMPORT_BODY,
    body: importBodySchema,
  }),
);
