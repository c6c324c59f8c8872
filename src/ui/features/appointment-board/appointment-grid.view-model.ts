import { makeAutoObservable, runInAction } from 'mobx';
import type { AppointmentBoardActions } from '../../../application/appointment-board/appointment-board-actions';
import {
  initialAppointmentGrid,
  initialAppointmentGridLookups,
  type AppointmentGridLookups,
  type AppointmentGridState,
} from '../../../application/appointment-grid/appointment-grid-state';
import type { LoadAppointmentGridLookups } from '../../../application/appointment-grid/load-appointment-grid-lookups';
import type { LoadAppointmentGridPage } from '../../../application/appointment-grid/load-appointment-grid-page';
import type { AppointmentGridFilter } from '../../../application/ports/appointment-grid-gateway';
import type { StateStore } from '../../../application/shared/state-store';
import type { AppointmentId } from '../../../domain/appointments/appointment-id';
import type { TrilingualName } from '../../../domain/appointments/appointment-board';
import { AppointmentState, isCancelled } from '../../../domain/appointments/appointment-state';
import { appointmentStateLabel } from '../../../domain/appointments/appointment-state-label';
import { allowedTransitions } from '../../../domain/appointments/appointment-transition';
import { applyMissedRule } from '../../../domain/appointments/missed-rule';
import type { DoctorId } from '../../../domain/doctors/doctor-id';
import { gridIndexFromPage } from '../../../domain/paging/grid-page';
import type { LocalDate } from '../../../domain/patients/local-date';
import { AppErrors } from '../../../domain/errors/app-error';
import type { BoardApp, UndoNotifier } from './appointment-board.view-model';
import { STATE_KEYS } from './appointment-board.view-model';

/** What the URL keeps of the grid: the stored page (from 1) and the filter. */
export interface GridUrlState {
  readonly page: number;
  readonly doctorId: string | null;
  readonly state: AppointmentState | null;
  /** `YYYY-MM-DD`, or '' for no bound. */
  readonly from: string;
  readonly to: string;
}

/** A row as the grid shows it: the spec's record after the missed rule. */
export interface GridRow {
  readonly id: AppointmentId;
  readonly startingTime: number;
  readonly endingTime: number;
  readonly issuerId: string;
  readonly state: AppointmentState;
  readonly stateLabel: string;
  /** Who it is for and the doctor, when the server names them. */
  readonly patientName: string | null;
  readonly doctorName: TrilingualName | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A pending cancellation: it is confirmed first, and by the assistant it needs a reason. */
export interface GridPending {
  readonly id: AppointmentId;
  readonly to: AppointmentState;
}

/**
 * The server-paged grid of every appointment (the spec's `FilterAppointmentsDashboard`): pages of
 * 50 from page 1, the stored page being the grid's index plus 1, filtered by doctor, state and
 * days; the total is the server's. Each row offers the changes the transition model allows, sent
 * as the board sends them; a change made elsewhere reloads the page.
 */
export class AppointmentGridViewModel {
  grid: AppointmentGridState;
  lookups: AppointmentGridLookups = initialAppointmentGridLookups();
  busy: ReadonlySet<AppointmentId> = new Set();
  rowNotes: ReadonlyMap<AppointmentId, string> = new Map();
  pending: GridPending | null = null;
  private unwatch: (() => void) | null = null;

  private readonly store: StateStore<AppointmentGridState> = {
    get: () => this.grid,
    set: (next) => runInAction(() => (this.grid = next)),
  };

  private readonly lookupStore: StateStore<AppointmentGridLookups> = {
    get: () => this.lookups,
    set: (next) => runInAction(() => (this.lookups = next)),
  };

  constructor(
    private readonly loadPage: Pick<LoadAppointmentGridPage, 'execute'>,
    private readonly loadLookups: Pick<LoadAppointmentGridLookups, 'execute'>,
    private readonly actions: Pick<AppointmentBoardActions, 'now' | 'change' | 'watch'>,
    private readonly notifier: UndoNotifier,
    private readonly app: BoardApp,
    initial: GridUrlState,
  ) {
    this.grid = {
      ...initialAppointmentGrid(),
      page: Number.isInteger(initial.page) && initial.page >= 1 ? initial.page : 1,
      filter: {
        doctorId: (initial.doctorId ?? undefined) as DoctorId | undefined,
        state: initial.state ?? undefined,
        from: DAY.test(initial.from) ? (initial.from as LocalDate) : undefined,
        to: DAY.test(initial.to) ? (initial.to as LocalDate) : undefined,
      },
    };
    makeAutoObservable<
      this,
      'loadPage' | 'loadLookups' | 'actions' | 'notifier' | 'app' | 'store' | 'lookupStore' | 'unwatch'
    >(
      this,
      {
        loadPage: false,
        loadLookups: false,
        actions: false,
        notifier: false,
        app: false,
        store: false,
        lookupStore: false,
        unwatch: false,
      },
      { autoBind: true },
    );
  }

  get urlState(): GridUrlState {
    const f = this.grid.filter;
    return {
      page: this.grid.page,
      doctorId: f.doctorId ?? null,
      state: f.state ?? null,
      from: f.from ?? '',
      to: f.to ?? '',
    };
  }

  /** The page's rows, a reserved one that has started shown as missed. */
  get rows(): readonly GridRow[] {
    const rows = this.grid.list.items.map((a) => ({
      id: a.id,
      startingTime: a.startTime,
      endingTime: a.endTime,
      issuerId: a.issuerId,
      state: a.state,
      stateLabel: appointmentStateLabel(a.state),
      patientName: a.patientName ?? null,
      doctorName: a.doctorName ?? null,
    }));
    return applyMissedRule(rows, this.actions.now()).appointments;
  }

  /** The first and last row numbers shown (from 1), for "1–50 of 20,000". */
  get range(): readonly [number, number] {
    const first = (this.grid.page - 1) * this.grid.pageSize;
    return [
      Math.min(first + 1, this.grid.total),
      Math.min(first + this.grid.list.items.length, this.grid.total),
    ];
  }

  changesOf(row: GridRow): readonly AppointmentState[] {
    return allowedTransitions(row.state);
  }

  /** Loads the lookups and the page, and reloads the page on changes made elsewhere. Idempotent. */
  start(): void {
    this.unwatch ??= this.actions.watch(() => void this.reload());
    void this.loadLookups.execute(this.lookupStore);
    void this.reload();
  }

  stop(): void {
    this.unwatch?.();
    this.unwatch = null;
  }

  reload(): Promise<void> {
    return this.run(() => this.loadPage.execute(this.store));
  }

  /** The pager's page (from 1): the use case takes the grid's index. */
  goToPage(page: number): Promise<void> {
    const target = Math.min(Math.max(1, page), this.grid.pageCount);
    return this.run(() => this.loadPage.execute(this.store, { gridIndex: gridIndexFromPage(target) }));
  }

  /** A new filter goes back to page 1. */
  setFilter(patch: Partial<AppointmentGridFilter>): Promise<void> {
    const filter = { ...this.grid.filter, ...patch };
    this.rowNotes = new Map();
    return this.run(() => this.loadPage.execute(this.store, { filter }));
  }

  ask(row: GridRow, to: AppointmentState): void {
    if (isCancelled(to)) this.pending = { id: row.id, to };
    else void this.change(row.id, to, null);
  }

  cancelPending(): void {
    this.pending = null;
  }

  async confirm(reason: string): Promise<void> {
    const pending = this.pending;
    if (pending === null) return;
    const why = reason.trim() === '' ? null : reason.trim();
    if (pending.to === AppointmentState.CancelledByAssistant && why === null) return;
    this.pending = null;
    await this.change(pending.id, pending.to, why);
  }

  stateText(state: AppointmentState): string {
    return this.app.t(`appointments.state.${STATE_KEYS[state]}`);
  }

  /** The grid's record has no version: the server checks the change against the row as it is. */
  private async change(id: AppointmentId, to: AppointmentState, reason: string | null): Promise<void> {
    if (this.busy.has(id)) return;
    this.setBusy(id, true);
    const answer = await this.actions.change({ id, version: undefined }, to, reason);
    this.setBusy(id, false);
    if (!answer.ok) {
      this.notifier.notify({ key: `errors.${answer.error.code}`, text: '' });
      return;
    }
    const o = answer.value;
    const notes = new Map(this.rowNotes);
    if (o.status === 200) {
      notes.delete(id);
      this.notifier.notify({
        key: '',
        text: this.app.t('apptCalendar.grid.changed', { id, state: this.stateText(to) }),
      });
    } else {
      const state = o.state === null ? '' : this.stateText(o.state);
      const key = `appointments.board.refusal.${o.code ?? 'unknown'}`;
      const text = this.app.t(key, { state });
      notes.set(
        id,
        text === key ? (o.message ?? this.app.t('appointments.board.refusal.unknown', { state })) : text,
      );
    }
    runInAction(() => (this.rowNotes = notes));
    await this.reload();
  }

  private setBusy(id: AppointmentId, on: boolean): void {
    const next = new Set(this.busy);
    if (on) next.add(id);
    else next.delete(id);
    this.busy = next;
  }

  /** A load whose code did not arrive shows as the network failure it is, with Retry. */
  private async run(load: () => Promise<unknown>): Promise<void> {
    try {
      await load();
    } catch {
      this.store.set({
        ...this.grid,
        list: { ...this.grid.list, status: { kind: 'error', failure: AppErrors.networkFailure() } },
      });
    }
  }
}
