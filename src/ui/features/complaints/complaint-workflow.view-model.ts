import { makeAutoObservable, runInAction } from 'mobx';
import type {
  ComplaintStep,
  ComplaintWorkflowGateway,
  WorkflowComplaint,
} from '../../../application/ports/complaint-workflow-gateway';
import type { ListStatus } from '../../../domain/lists/list-state';
import { ComplaintStatus, nextComplaintStatus } from '../../../domain/submissions/complaint-workflow';

/** The filter above the list: one status, or every complaint. */
export type ComplaintFilter = ComplaintStatus | 'all';
export const COMPLAINT_FILTERS: readonly ComplaintFilter[] = [
  ComplaintStatus.New,
  ComplaintStatus.InProgress,
  ComplaintStatus.Resolved,
  'all',
];

const statusOf = (error: { readonly code: string }): ListStatus =>
  error.code === 'Forbidden' ? { kind: 'forbidden' } : { kind: 'error', failure: error as never };

/**
 * The complaints' workflow screen: the complaints by status, the chosen one with its steps, and
 * the form that moves it one step on (the workflow's rule decides which; the server applies the
 * same rule and the version). What was typed stays when a move fails.
 */
export class ComplaintWorkflowViewModel {
  status: ListStatus = { kind: 'loading' };
  complaints: readonly WorkflowComplaint[] = [];
  filter: ComplaintFilter = ComplaintStatus.New;
  selectedId: number | null = null;
  steps: readonly ComplaintStep[] = [];
  stepsStatus: ListStatus = { kind: 'loaded' };
  note = '';
  publicNote = '';
  problems: Readonly<Record<string, string>> = {};
  moving = false;
  /** The translation key of a failed move. */
  moveError: string | null = null;

  constructor(private readonly gateway: ComplaintWorkflowGateway) {
    makeAutoObservable<this, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  get shown(): readonly WorkflowComplaint[] {
    return this.filter === 'all' ? this.complaints : this.complaints.filter((c) => c.status === this.filter);
  }

  count(filter: ComplaintFilter): number {
    return filter === 'all'
      ? this.complaints.length
      : this.complaints.filter((c) => c.status === filter).length;
  }

  get selected(): WorkflowComplaint | undefined {
    return this.complaints.find((c) => c.id === this.selectedId);
  }

  /** The one step the chosen complaint may take, or null when it is closed. */
  get next(): ComplaintStatus | null {
    const selected = this.selected;
    return selected === undefined ? null : nextComplaintStatus(selected.status);
  }

  setFilter(filter: ComplaintFilter): void {
    this.filter = filter;
  }

  setNote(value: string): void {
    this.note = value;
  }

  setPublicNote(value: string): void {
    this.publicNote = value;
  }

  async load(): Promise<void> {
    if (this.complaints.length === 0) this.status = { kind: 'loading' };
    const result = await this.gateway.list();
    runInAction(() => {
      if (result.ok) {
        this.complaints = result.value;
        this.status = { kind: 'loaded' };
      } else this.status = statusOf(result.error);
    });
  }

  async select(id: number): Promise<void> {
    if (this.selectedId !== id) {
      this.note = '';
      this.publicNote = '';
      this.problems = {};
      this.moveError = null;
    }
    this.selectedId = id;
    this.stepsStatus = { kind: 'loading' };
    const result = await this.gateway.steps(id);
    runInAction(() => {
      if (this.selectedId !== id) return;
      if (result.ok) {
        this.steps = result.value;
        this.stepsStatus = { kind: 'loaded' };
      } else this.stepsStatus = statusOf(result.error);
    });
  }

  /** Moves the chosen complaint to its next status with the notes typed; true when it moved. */
  async move(): Promise<boolean> {
    const selected = this.selected;
    const next = this.next;
    if (selected === undefined || next === null || this.moving) return false;
    const move = { status: next, note: this.note, publicNote: this.publicNote, version: selected.version };
    this.problems = Object.fromEntries(this.gateway.check(move).map((p) => [p.field, p.problem]));
    if (Object.keys(this.problems).length > 0) return false;
    this.moving = true;
    this.moveError = null;
    const result = await this.gateway.move(selected.id, move);
    runInAction(() => {
      this.moving = false;
      if (result.ok) {
        this.complaints = this.complaints.map((c) => (c.id === result.value.id ? result.value : c));
        // Only the notes that were sent are done with: what was typed while the move was on its
        // way (the steps can arrive first, over the hub) is the next step's and stays.
        if (this.note === move.note) this.note = '';
        if (this.publicNote === move.publicNote) this.publicNote = '';
        return;
      }
      const code = result.error.code;
      if (code === 'Conflict') {
        // Someone else moved it first: show it as it is now; the notes typed stay for another try.
        const current = (result.error.body as { current?: WorkflowComplaint } | null)?.current;
        if (current !== undefined) void this.load();
        this.moveError = 'siteForms.workflow.error.stale';
      } else if (code === 'Forbidden') this.moveError = 'siteForms.workflow.error.forbidden';
      else if (code === 'NetworkFailure' || code === 'Timeout') this.moveError = 'siteForms.error.network';
      else this.moveError = 'siteForms.workflow.error.failed';
    });
    if (result.ok) await this.select(selected.id);
    return result.ok;
  }
}
