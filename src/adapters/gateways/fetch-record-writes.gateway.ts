import * as v from 'valibot';
import type {
  FieldProblemOf,
  ImportRowOf,
  ImportRowResultOf,
  RecordWritesGateway,
  UploadedImage,
} from '../../application/ports/record-writes-gateway';
import type { ManagedRecord, RecordRow } from '../../application/records/managed-record';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import { ignoredBody, type Schema } from '../../contract/shared/schema';
import { createSchema, fieldIssues, updateSchema } from '../../contract/writes/record-form';
import { imageUploadCall, UPLOAD_FILE_FIELD, uploadedImageSchema } from '../../contract/writes/record-media';
import { importAnswerSchema, importCall, isImportable } from '../../contract/writes/record-import';
import { MANAGED_RECORDS, recordCalls, recordOfList, type RecordName } from '../../contract/writes/records';
import type { HttpClient } from '../http/http-client';
import { sendWireCall } from './wire-request';

/** An upload may take longer than a JSON call on a slow phone link. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** A written record as the server answers it: any fields, a numeric id and version. */
const writtenRecord: Schema<RecordRow> = v.looseObject({ id: v.number(), version: v.number() });

const known = (record: string): RecordName => {
  if (!(record in MANAGED_RECORDS)) throw new Error(`${record} is not a managed record.`);
  return record as RecordName;
};

/** `RecordWritesGateway` over the contract's forms and the `/api/Records/{name}` calls. */
export class FetchRecordWritesGateway implements RecordWritesGateway {
  constructor(private readonly http: HttpClient) {}

  recordOfList(list: string): ManagedRecord | undefined {
    const name = recordOfList(list);
    if (name === undefined) return undefined;
    const record: Omit<ManagedRecord, 'name'> = MANAGED_RECORDS[name];
    return {
      name,
      form: record.form,
      alsoRemoves: record.alsoRemoves ?? [],
      ...(record.writes === undefined ? {} : { writes: record.writes }),
    };
  }

  check(record: string, body: Readonly<Record<string, unknown>>, change: boolean): readonly FieldProblemOf[] {
    const { form } = MANAGED_RECORDS[known(record)];
    return fieldIssues(change ? updateSchema(form) : createSchema(form), body);
  }

  create(record: string, body: Readonly<Record<string, unknown>>): Promise<Result<RecordRow, AppError>> {
    return sendWireCall(this.http, recordCalls(known(record)).create, {
      name: 'createRecord',
      check: writtenRecord,
      body,
    });
  }

  update(
    record: string,
    id: number,
    body: Readonly<Record<string, unknown>>,
  ): Promise<Result<RecordRow, AppError>> {
    return sendWireCall(this.http, recordCalls(known(record)).update, {
      name: 'updateRecord',
      check: writtenRecord,
      params: { id },
      body,
    });
  }

  remove(record: string, id: number, version: number): Promise<Result<void, AppError>> {
    return sendWireCall(this.http, recordCalls(known(record)).remove, {
      name: 'removeRecord',
      check: ignoredBody,
      params: { id },
      query: { version: String(version) },
    });
  }

  uploadImage(record: string, file: Blob, fileName: string): Promise<Result<UploadedImage, AppError>> {
    const body = new FormData();
    body.append(UPLOAD_FILE_FIELD, file, fileName);
    const call = imageUploadCall(known(record));
    return this.http.post({
      path: call.path,
      auth: call.auth,
      call: 'uploadRecordImage',
      check: uploadedImageSchema,
      body,
      timeoutMs: UPLOAD_TIMEOUT_MS,
    });
  }

  importable(record: string): boolean {
    return isImportable(record);
  }

  async importRows(
    record: string,
    key: string,
    rows: readonly ImportRowOf[],
    dryRun: boolean,
  ): Promise<Result<readonly ImportRowResultOf[], AppError>> {
    const call = importCall(known(record));
    // A batch of 100 rows, each written and audited on its own, takes longer than a plain write.
    const answer = await this.http.post({
      path: call.path,
      auth: call.auth,
      call: 'importRecords',
      check: importAnswerSchema,
      body: { key, dryRun, rows },
      timeoutMs: UPLOAD_TIMEOUT_MS,
    });
    return answer.ok ? { ok: true, value: answer.value.results } : answer;
  }
}
