import * as v from 'valibot';
import { IMPORT_LIMITS } from '../../domain/records/import-limits';
import type { Schema } from '../shared/schema';
import type { WireCall } from '../shared/wire-call';
import type { RecordName } from './records';

/** Spec paths owned here: none (the import is an extension call, `/api/Records/{name}/import`). */
export const WIRE_PATHS: readonly string[] = [];

/** The records staff may import from a CSV file (the pharmacy items and lab tests). */
export const IMPORTABLE_RECORDS = ['pharmacyItems', 'labTests'] as const satisfies readonly RecordName[];
export type ImportableRecord = (typeof IMPORTABLE_RECORDS)[number];

export const isImportable = (name: string): name is ImportableRecord =>
  (IMPORTABLE_RECORDS as readonly string[]).includes(name);

/** Rows per request (`IMPORT_LIMITS`): one transaction each, and the step of the progress shown. */
export const IMPORT_BATCH_ROWS = IMPORT_LIMITS.batchRows;

/** Where a batch of rows is checked (`dryRun`) or imported (below `/api`). */
export const importCall = (name: RecordName) =>
  ({ method: 'POST', path: `/Records/${name}/import`, auth: 'staff' }) as const satisfies WireCall;

/**
 * A batch of an import: the import's key (the same for every batch and every retry of one file,
 * so a row already imported is never written again), whether to only check, and the rows, each
 * with its row number in the file and its values as wire fields (checked one by one, by the
 * record's own write schema).
 */
export const importBodySchema = v.strictObject({
  key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/)),
  dryRun: v.boolean(),
  rows: v.pipe(
    v.array(
      v.strictObject({
        row: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
        values: v.record(v.string(), v.unknown()),
      }),
    ),
    v.minLength(1),
    v.maxLength(IMPORT_BATCH_ROWS),
  ),
});
export type ImportBody = v.InferOutput<typeof importBodySchema>;

/** What became of one row: checked and valid, made, made by an earlier send, or refused. */
export type ImportOutcome = 'valid' | 'created' | 'already' | 'refused';

const rowResult = v.looseObject({
  row: v.number(),
  outcome: v.picklist(['valid', 'created', 'already', 'refused']),
  id: v.optional(v.number()),
  errors: v.optional(v.array(v.object({ field: v.string(), problem: v.string() }))),
});
export type ImportRowResult = v.InferOutput<typeof rowResult>;

export const importAnswerSchema: Schema<{ results: ImportRowResult[] }> = v.looseObject({
  results: v.array(rowResult),
});
