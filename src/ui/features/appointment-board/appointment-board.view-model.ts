import { computedStruct, makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AppointmentBoardActions } from '../../../application/appointment-board/appointment-board-actions';
import type { RowOutcome, RowToChange } from '../../../application/ports/appointment-board-gateway';
import type { Notice } from '../../../application/ports/notifier';
import type { AppointmentChanged } from '../../../application/ports/realtime-hubs';
import type { Unsubscribe } from '../../../application/ports/unsubscribe';
import type { AppointmentId } from '../../../domain/appointments/appointment-id';
import {
  boardCounts,
  filterBoard,
  type BoardAppointment,
  type BoardCounts,
  type BoardFilter,
} from '../../../domain/appointments/appointment-board';
import { AppointmentState, isCancelled } from '../../../domain/appointments/appointment-state';
import { appointmentStateLabel } from '../../../domain/appointments/appointment-state-label';
import { allowedTransitions } from '../../../domain/appointments/appointment-transition';
import { applyMissedRule } from '../../../domain/appointments/missed-rule';
import type { ListStatus } from '../../../domain/lists/list-state';
import type { TranslationParams } from '../../../application/ports/translator';

/** What the URL keeps of the board: the day (`YYYY-MM-DD`, local) and the filters. */
export interface BoardUrlState extends BoardFilter {
  readonly day: string;
}

/** The snackbar, with the Undo button the board's changes offer. */
export interface UndoNotifier {
  offerUndo(notice: Notice, undo: () => void): void;
  notify(notice: Notice): void;
}

/** What the board needs of the app: the translation of the shown language. */
export interface BoardApp {
  t(key: string, params?: TranslationParams): string;
}

/** One line of a bulk change's report. */
export interface RowReport {
  readonly id: string;
  readonly patientName: string;
  readonly ok: boolean;
  /** Translated: what happened to the row. */
  readonly text: string;
}

/** A change waiting for the user: a cancellation asks for a reason, a bulk change for a yes. */
export interface PendingChange {
  readonly ids: readonly AppointmentId[];
  readonly to: AppointmentState;
  readonly bulk: boolean;
}

/** The changes staff may pick for a selection: every target of the transition model. */
export const BULK_TARGETS: readonly AppointmentState[] = [
  AppointmentState.Assigned,
  AppointmentState.Waiting,
  AppointmentState.Seen,
  AppointmentState.CancelledByPatient,
  AppointmentState.CancelledByAssistant,
];

const DAY_MS = 86_400_000;

/**
 * How long the board waits after news from the hub before it reads the day again: a bulk change
 * of fifty rows raises fifty events and is read once, and the echo of this board's own change
 * (raised just before its answer) is read after that answer's row is drawn, not in its way.
 */
export const LIVE_READ_DELAY_MS = 150;

const pad = (n: number) => String(n).padStart(2, '0');

/** The local day of an instant, `YYYY-MM-DD`. */
export function dayText(epoch: number): string {
  const d = new Date(epoch);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The first instant of a local day and of the next one; null for text that is not a day. */
export function dayBounds(day: string): readonly [number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (m === null) return null;
  const start = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (dayText(start.getTime()) !== day) return null;
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1);
  return [start.getTime(), end.getTime()];
}

/**
 * The reception's board of one day: the day's appointments after the missed rule, its counters,
 * the filters, the changes each row allows, bulk changes with a per-row report, Undo in the
 * snackbar, and live updates. Every change goes to the server; the board shows what the server
 * answered, never a guess.
 */
export class AppointmentBoardViewModel {
  day: string;
  filter: BoardFilter;
  rows: readonly BoardAppointment[] = [];
  status: ListStatus = { kind: 'loading' };
  selected: ReadonlySet<AppointmentId> = new Set();
  /** The row the keyboard is on, by index of `visible`. */
  focused = 0;
  /** Rows waiting for the server. */
  busy: ReadonlySet<AppointmentId> = new Set();
  /** A refusal to show on its row (a 409: someone changed it first), translated. */
  rowNotes: ReadonlyMap<AppointmentId, string> = new Map();
  report: readonly RowReport[] | null = null;
  pending: PendingChange | null = null;
  private anchor: number | null = null;
  private loadSeq = 0;
  private unwatch: Unsubscribe | null = null;
  private liveRead: ReturnType<typeof setTimeout> | null = null;
  /** News about rows whose own change is on its way: weighed once its answer is in. */
  private heldBack = new Map<AppointmentId, AppointmentChanged>();

  constructor(
    private readonly actions: Pick<
      AppointmentBoardActions,
      'now' | 'load' | 'change' | 'changeMany' | 'undo' | 'watch'
    >,
    private readonly notifier: UndoNotifier,
    private readonly app: BoardApp,
    initial: BoardUrlState,
  ) {
    this.day = dayBounds(initial.day) === null ? dayText(actions.now()) : initial.day;
    this.filter = {
      doctorId: initial.doctorId,
      centerId: initial.centerId,
      state: initial.state,
      text: initial.text,
    };
    makeAutoObservable<
      this,
      'actions' | 'notifier' | 'app' | 'anchor' | 'loadSeq' | 'unwatch' | 'liveRead' | 'heldBack'
    >(
      this,
      {
        actions: false,
        notifier: false,
        app: false,
        anchor: false,
        loadSeq: false,
        unwatch: false,
        liveRead: false,
        heldBack: false,
        // Rows, sets and maps are replaced, never changed in place: references, so a day read
        // again is not copied into hundreds of observable objects, and a row keeps its identity.
        rows: observableRef,
        selected: observableRef,
        busy: observableRef,
        rowNotes: observableRef,
        report: observableRef,
        pending: observableRef,
        filter: observableRef,
        status: observableRef,
        // The same doctors and centers after a change of state: the filters are not drawn again.
        doctors: computedStruct,
        centers: computedStruct,
      },
      { autoBind: true },
    );
  }

  /** The rows the filters keep, by start. */
  get visible(): readonly BoardAppointment[] {
    return filterBoard(this.rows, this.filter);
  }

  /** The counters of the rows the other filters keep: the state cards filter by state. */
  get counts(): BoardCounts {
    return boardCounts(filterBoard(this.rows, { ...this.filter, state: null }));
  }

  get doctors(): readonly { id: string; name: BoardAppointment['doctorName'] }[] {
    return uniqueBy(
      this.rows,
      (r) => r.doctorId,
      (r) => ({ id: r.doctorId, name: r.doctorName }),
    );
  }

  get centers(): readonly { id: string; name: BoardAppointment['centerName'] }[] {
    return uniqueBy(
      this.rows,
      (r) => r.centerId,
      (r) => ({ id: r.centerId, name: r.centerName }),
    );
  }

  get urlState(): BoardUrlState {
    return { day: this.day, ...this.filter };
  }

  get isToday(): boolean {
    return this.day === dayText(this.actions.now());
  }

  get allVisibleSelected(): boolean {
    return this.visible.length > 0 && this.visible.every((r) => this.selected.has(r.id));
  }

  /** The changes a row offers: exactly what the transition model allows from its state. */
  changesOf(row: BoardAppointment): readonly AppointmentState[] {
    return allowedTransitions(row.state);
  }

  /** Starts watching for changes made elsewhere and loads the day. Idempotent (StrictMode). */
  start(): void {
    this.unwatch ??= this.actions.watch((change) => this.heard(change));
    void this.load();
  }

  stop(): void {
    this.unwatch?.();
    this.unwatch = null;
    if (this.liveRead !== null) clearTimeout(this.liveRead);
    this.liveRead = null;
  }

  /**
   * News from the hub (null: the link came back, and news may have been lost). A row already shown
   * at the version named (this board's own change, drawn from its answer) needs nothing; a shown
   * row at an older version takes the state named, as a state change is all that changes a row
   * shown; anything else (a booking, an event without its state) reads the day again.
   */
  private heard(change: AppointmentChanged | null): void {
    const id = change?.id ?? null;
    const version = change?.version ?? null;
    const state = change?.state ?? null;
    const shown = id === null ? undefined : this.rows.find((r) => r.id === id);
    if (shown === undefined || version === null) return this.readSoon();
    // The server tells the hub before it answers: the echo of a change on its way waits for
    // the answer, which then names the same version.
    if (this.busy.has(shown.id)) {
      const held = this.heldBack.get(shown.id);
      if ((held?.version ?? 0) < version) this.heldBack.set(shown.id, { id: shown.id, state, version });
      return;
    }
    if (shown.version >= version) return;
    if (state === null) return this.readSoon();
    const changed: BoardAppointment = { ...shown, state, stateLabel: appointmentStateLabel(state), version };
    const [now = changed] = applyMissedRule([changed], this.actions.now()).appointments;
    this.rows = this.rows.map((r) => (r.id === id ? now : r));
  }

  /** News from elsewhere: the day is read again once the news has gone quiet for a moment. */
  private readSoon(): void {
    if (this.liveRead !== null) clearTimeout(this.liveRead);
    this.liveRead = setTimeout(() => {
      this.liveRead = null;
      void this.load();
    }, LIVE_READ_DELAY_MS);
  }

  /** Reads the day again; an answer for a day no longer shown is dropped. */
  async load(): Promise<void> {
    const bounds = dayBounds(this.day);
    if (bounds === null) return;
    const seq = ++this.loadSeq;
    if (this.rows.length === 0) this.status = { kind: 'loading' };
    const answer = await this.actions.load(bounds[0], bounds[1]);
    if (seq !== this.loadSeq) return;
    runInAction(() => {
      if (answer.ok) {
        // A row read again as it was stays the same object: the board redraws only what changed.
        const before = new Map(this.rows.map((r) => [r.id, r]));
        this.rows = answer.value.map((r) => {
          const old = before.get(r.id);
          return old !== undefined && sameRow(old, r) ? old : r;
        });
        this.status = { kind: 'loaded' };
        const present = new Set(this.rows.map((r) => r.id));
        this.selected = new Set([...this.selected].filter((id) => present.has(id)));
        this.focused = Math.min(this.focused, Math.max(0, this.visible.length - 1));
      } else if (answer.error.code === 'Forbidden') {
        this.status = { kind: 'forbidden' };
      } else {
        this.status = { kind: 'error', failure: answer.error };
      }
    });
  }

  setDay(day: string): void {
    if (dayBounds(day) === null || day === this.day) return;
    this.day = day;
    this.rows = [];
    this.selected = new Set();
    this.rowNotes = new Map();
    this.report = null;
    this.focused = 0;
    void this.load();
  }

  /** The day before (-1) or after (+1) the shown one. */
  moveDay(step: -1 | 1): void {
    const bounds = dayBounds(this.day);
    if (bounds === null) return;
    // Noon, so a day of 23 or 25 hours (a clock change) still lands on the next day.
    this.setDay(dayText(bounds[0] + DAY_MS / 2 + step * DAY_MS));
  }

  today(): void {
    this.setDay(dayText(this.actions.now()));
  }

  setFilter(patch: Partial<BoardFilter>): void {
    this.filter = { ...this.filter, ...patch };
    this.focused = 0;
    this.anchor = null;
  }

  /** A counter card: filters by its state, or clears that filter when it is already on. */
  toggleStateFilter(state: AppointmentState): void {
    this.setFilter({ state: this.filter.state === state ? null : state });
  }

  focusRow(index: number): void {
    this.focused = Math.max(0, Math.min(index, this.visible.length - 1));
  }

  /** A row's checkbox; with shift, every row between the last clicked one and this one follows it. */
  toggleRow(index: number, shift: boolean): void {
    const row = this.visible[index];
    if (row === undefined) return;
    const on = !this.selected.has(row.id);
    const next = new Set(this.selected);
    const [from, to] =
      shift && this.anchor !== null
        ? [Math.min(this.anchor, index), Math.max(this.anchor, index)]
        : [index, index];
    for (let i = from; i <= to; i++) {
      const r = this.visible[i];
      if (r === undefined) continue;
      if (on) next.add(r.id);
      else next.delete(r.id);
    }
    this.selected = next;
    this.anchor = index;
  }

  /** Selects every shown row, or clears them when all are selected already. */
  toggleAllVisible(): void {
    this.selected = this.allVisibleSelected ? new Set() : new Set(this.visible.map((r) => r.id));
  }

  clearSelection(): void {
    this.selected = new Set();
    this.anchor = null;
  }

  /** A row's action: a cancellation is confirmed first (and by the assistant needs a reason). */
  ask(row: BoardAppointment, to: AppointmentState): void {
    if (isCancelled(to)) {
      this.pending = { ids: [row.id], to, bulk: false };
    } else {
      void this.changeOne(row.id, to, null);
    }
  }

  /** A bulk change: always confirmed (and a cancellation by the assistant needs its reason). */
  askBulk(to: AppointmentState): void {
    if (this.selected.size === 0) return;
    this.pending = {
      ids: this.visible.filter((r) => this.selected.has(r.id)).map((r) => r.id),
      to,
      bulk: true,
    };
  }

  cancelPending(): void {
    this.pending = null;
  }

  /** The confirmation of the pending change, with the reason typed (if any). */
  async confirm(reason: string): Promise<void> {
    const pending = this.pending;
    if (pending === null) return;
    const why = reason.trim() === '' ? null : reason.trim();
    if (pending.to === AppointmentState.CancelledByAssistant && why === null) return;
    this.pending = null;
    if (pending.bulk) await this.changeMany(pending.ids, pending.to, why);
    else if (pending.ids[0] !== undefined) await this.changeOne(pending.ids[0], pending.to, why);
  }

  dismissReport(): void {
    this.report = null;
  }

  private rowsToChange(ids: readonly AppointmentId[]): RowToChange[] {
    const byId = new Map(this.rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row === undefined ? [] : [{ id, version: row.version }];
    });
  }

  private async changeOne(id: AppointmentId, to: AppointmentState, reason: string | null): Promise<void> {
    const [row] = this.rowsToChange([id]);
    if (row === undefined || this.busy.has(id)) return;
    this.setBusy([id], true);
    const answer = await this.actions.change(row, to, reason);
    this.setBusy([id], false);
    if (!answer.ok) {
      this.notifier.notify({ key: `errors.${answer.error.code}`, text: '' });
      this.hearHeldBack([id]);
      return;
    }
    const outcome = answer.value;
    this.applyOutcomes([outcome]);
    this.hearHeldBack([id]);
    if (outcome.status === 200 && outcome.changeId !== null) {
      const patient = this.rows.find((r) => r.id === id)?.patientName ?? '';
      this.offerUndo(
        [outcome.changeId],
        this.app.t('appointments.board.changed', { patient, state: this.stateText(to) }),
      );
    }
    // No re-read of the day: the answer holds the row's state and version now (a refusal too),
    // and changes made by others meanwhile come from the hub.
  }

  private async changeMany(
    ids: readonly AppointmentId[],
    to: AppointmentState,
    reason: string | null,
  ): Promise<void> {
    const rows = this.rowsToChange(ids);
    if (rows.length === 0) return;
    const names = new Map(this.rows.map((r) => [r.id, r.patientName]));
    this.setBusy(ids, true);
    const answer = await this.actions.changeMany(rows, to, reason);
    this.setBusy(ids, false);
    if (!answer.ok) {
      this.notifier.notify({ key: `errors.${answer.error.code}`, text: '' });
      this.hearHeldBack(ids);
      return;
    }
    this.applyOutcomes(answer.value);
    this.hearHeldBack(ids);
    this.report = answer.value.map((o) => ({
      id: o.id ?? '',
      patientName: o.id === null ? '' : (names.get(o.id) ?? ''),
      ok: o.status === 200,
      text:
        o.status === 200
          ? this.app.t('appointments.board.report.changed', { state: this.stateText(to) })
          : this.refusalText(o),
    }));
    const done = answer.value.flatMap((o) => (o.status === 200 && o.changeId !== null ? [o.changeId] : []));
    this.clearSelection();
    if (done.length > 0) {
      this.offerUndo(
        done,
        this.app.t('appointments.board.bulkChanged', { n: done.length, state: this.stateText(to) }),
      );
    }
    void this.load();
  }

  /** The snackbar's Undo: a recorded reverse change on the server, then the day is read again. */
  private offerUndo(changeIds: readonly number[], text: string): void {
    this.notifier.offerUndo({ key: '', text }, () => void this.undo(changeIds));
  }

  async undo(changeIds: readonly number[]): Promise<void> {
    const answer = await this.actions.undo(changeIds);
    if (!answer.ok) {
      this.notifier.notify({ key: `errors.${answer.error.code}`, text: '' });
      return;
    }
    this.applyOutcomes(answer.value);
    const refused = answer.value.filter((o) => o.status !== 200);
    this.notifier.notify({
      key: '',
      text:
        refused.length === 0
          ? this.app.t('appointments.board.undone')
          : this.app.t('appointments.board.undoRefused', {
              n: refused.length,
              reason: this.refusalText(refused[0] as RowOutcome),
            }),
    });
    void this.load();
  }

  /** The server's word on each row: its state and version now; a refusal noted on the row. */
  private applyOutcomes(outcomes: readonly RowOutcome[]): void {
    const byId = new Map(outcomes.filter((o) => o.id !== null).map((o) => [o.id as AppointmentId, o]));
    const notes = new Map(this.rowNotes);
    this.rows = this.rows.map((row) => {
      const o = byId.get(row.id);
      if (o === undefined) return row;
      if (o.status === 200) notes.delete(row.id);
      else notes.set(row.id, this.refusalText(o));
      if (o.state === null || o.version === null) return row;
      return { ...row, state: o.state, stateLabel: appointmentStateLabel(o.state), version: o.version };
    });
    this.rowNotes = notes;
  }

  /** Why the server refused a row, translated, naming the row's state now. */
  refusalText(o: RowOutcome): string {
    const state = o.state === null ? '' : this.stateText(o.state);
    const key = `appointments.board.refusal.${o.code ?? 'unknown'}`;
    const text = this.app.t(key, { state });
    return text === key ? (o.message ?? this.app.t('appointments.board.refusal.unknown', { state })) : text;
  }

  stateText(state: AppointmentState): string {
    return this.app.t(`appointments.state.${STATE_KEYS[state]}`);
  }

  private setBusy(ids: readonly AppointmentId[], on: boolean): void {
    const next = new Set(this.busy);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    this.busy = next;
  }

  /** The news held back while the rows' changes were on their way, after their answers. */
  private hearHeldBack(ids: readonly AppointmentId[]): void {
    for (const id of ids) {
      const held = this.heldBack.get(id);
      this.heldBack.delete(id);
      if (held !== undefined) this.heard(held);
    }
  }
}

/** Two plain values alike: primitives equal, objects (the three-language names) field by field. */
function alike(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((key) => alike(x[key], y[key]));
}

/** Whether a row read again holds exactly what the shown one holds. */
const sameRow = (shown: BoardAppointment, read: BoardAppointment): boolean => alike(shown, read);

/** The translation key's last part of each state (`appointments.state.<key>`). */
export const STATE_KEYS: Readonly<Record<AppointmentState, string>> = {
  1: 'reserved',
  2: 'assigned',
  3: 'waiting',
  4: 'seen',
  5: 'cancelledByPatient',
  6: 'cancelledByAssistant',
  7: 'missed',
};

function uniqueBy<T, K, V>(rows: readonly T[], key: (row: T) => K, value: (row: T) => V): V[] {
  const seen = new Map<K, V>();
  for (const row of rows) if (!seen.has(key(row))) seen.set(key(row), value(row));
  return [...seen.values()];
}
