import { makeAutoObservable, runInAction } from 'mobx';
import type { ImportRowResultOf } from '../../../application/ports/record-writes-gateway';
import type {
  ImportFileProblem,
  ImportRecords,
  ImportRow,
  PreparedImport,
} from '../../../application/records/import-records';
import type { ManagedRecord } from '../../../application/records/managed-record';

/** Where an import stands: no file, reading or checking one, its preview, importing, done, or stopped. */
export type ImportPhase = 'idle' | 'reading' | 'checking' | 'preview' | 'importing' | 'done' | 'interrupted';

/**
 * The CSV import of one list: the chosen file's rows with their problems, the choice to import
 * the valid rows or none, the progress, and what became of every row. A stopped import is
 * continued by Retry, which sends the unfinished rows again; the server writes none twice.
 */
export class RecordImportViewModel {
  isOpen = false;
  phase: ImportPhase = 'idle';
  fileName = '';
  problem: ImportFileProblem | null = null;
  /** The check by the server failed (not the rows: the call). */
  checkFailed = false;
  private prepared: PreparedImport | null = null;
  rows: readonly ImportRow[] = [];
  done = 0;
  total = 0;

  constructor(
    private readonly importing: ImportRecords,
    private readonly record: ManagedRecord,
    /** Reloads the list once rows were imported. */
    private readonly changed: () => void,
  ) {
    makeAutoObservable<this, 'importing' | 'record' | 'changed' | 'prepared'>(
      this,
      { importing: false, record: false, changed: false, prepared: false },
      { autoBind: true },
    );
  }

  /** The rows that can be imported: no problem found by either check, not imported before. */
  get validRows(): readonly ImportRow[] {
    return this.rows.filter((row) => row.problems.length === 0 && row.outcome === 'valid');
  }

  get refusedRows(): number {
    return this.rows.filter((row) => row.problems.length > 0).length;
  }

  get alreadyRows(): number {
    return this.rows.filter((row) => row.outcome === 'already').length;
  }

  get createdRows(): number {
    return this.rows.filter((row) => row.outcome === 'created').length;
  }

  get busy(): boolean {
    return this.phase === 'reading' || this.phase === 'checking' || this.phase === 'importing';
  }

  open(): void {
    this.isOpen = true;
    this.reset();
  }

  /** Closes the dialog; an import under way goes on only as far as its current batch. */
  close(): void {
    if (this.phase === 'importing') return;
    this.isOpen = false;
    this.reset();
  }

  /** Reads a chosen file, checks each row here, then has the server check them all without writing. */
  async choose(file: File): Promise<void> {
    if (this.busy) return;
    this.reset();
    this.fileName = file.name;
    this.phase = 'reading';
    const bytes = new Uint8Array(await file.arrayBuffer());
    const read = await this.importing.read(this.record, bytes);
    if (!read.ok) {
      runInAction(() => {
        this.problem = read.problem;
        this.phase = 'idle';
      });
      return;
    }
    runInAction(() => {
      this.prepared = read.prepared;
      this.rows = read.prepared.rows;
      this.phase = 'checking';
    });
    await this.check();
  }

  /** The server's dry run of the rows that passed the browser's check. */
  async check(): Promise<void> {
    const prepared = this.prepared;
    if (prepared === null) return;
    this.checkFailed = false;
    this.phase = 'checking';
    const passed = this.rows.filter((row) => row.problems.length === 0);
    const result = await this.importing.send(this.record, prepared.key, passed, true, this.merge);
    runInAction(() => {
      this.checkFailed = !result.ok;
      this.phase = 'preview';
    });
  }

  /** Imports the valid rows (the others are left out), in batches, with the progress shown. */
  async importValid(): Promise<void> {
    const prepared = this.prepared;
    if (prepared === null || this.busy) return;
    const pending = this.rows.filter((row) => row.problems.length === 0 && row.outcome === 'valid');
    if (pending.length === 0) return;
    if (this.phase !== 'interrupted') {
      this.done = 0;
      this.total = pending.length;
    }
    this.phase = 'importing';
    const result = await this.importing.send(this.record, prepared.key, pending, false, (results) => {
      this.merge(results);
      this.done = Math.min(this.total, this.done + results.length);
    });
    runInAction(() => {
      this.phase = result.ok ? 'done' : 'interrupted';
      if (this.createdRows > 0) this.changed();
    });
  }

  /** Import none: the file is dropped and nothing was written. */
  importNone(): void {
    this.close();
  }

  private merge(results: readonly ImportRowResultOf[]): void {
    const byRow = new Map(results.map((result) => [result.row, result]));
    this.rows = this.rows.map((row) => {
      const result = byRow.get(row.row);
      if (result === undefined) return row;
      return { ...row, outcome: result.outcome, id: result.id, problems: result.errors ?? row.problems };
    });
  }

  private reset(): void {
    this.phase = 'idle';
    this.fileName = '';
    this.problem = null;
    this.checkFailed = false;
    this.prepared = null;
    this.rows = [];
    this.done = 0;
    this.total = 0;
  }
}
