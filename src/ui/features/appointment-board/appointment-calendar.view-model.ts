import { makeAutoObservable, runInAction } from 'mobx';
import {
  initialAppointmentGrid,
  initialAppointmentGridLookups,
  type AppointmentGridLookups,
  type AppointmentGridState,
} from '../../../application/appointment-grid/appointment-grid-state';
import type { LoadAppointmentGridLookups } from '../../../application/appointment-grid/load-appointment-grid-lookups';
import type { LoadAppointmentGridPage } from '../../../application/appointment-grid/load-appointment-grid-page';
import type { GridAppointment } from '../../../application/ports/appointment-grid-gateway';
import type { StateStore } from '../../../application/shared/state-store';
import { toCalendarEvents, type CalendarEvent } from '../../../domain/appointments/calendar-events';
import { asPatientId } from '../../../domain/appointments/patient-id';
import type { DoctorId } from '../../../domain/doctors/doctor-id';
import type { ListStatus } from '../../../domain/lists/list-state';
import type { LocalDate } from '../../../domain/patients/local-date';
import { AppErrors } from '../../../domain/errors/app-error';
import { addDays, localDay, stepDay, viewSpan } from '../../calendar/calendar-dates';

/** The staff calendar's two views. */
export type StaffCalendarView = 'day' | 'week';

/** What the URL keeps of the calendar: the view, the day (shared with the board) and the doctor. */
export interface CalendarUrlState {
  readonly view: StaffCalendarView;
  readonly day: string;
  readonly doctorId: string | null;
}

/** The largest page the grid's call gives: a doctor's week fits in one or two. */
const PAGE_SIZE = 100;
/** A doctor's week is far below this; the bound keeps a runaway answer from looping. */
const MAX_PAGES = 20;

/**
 * The staff calendar: one doctor's day or week, read through the grid's call (filtered by doctor
 * and days, every page of it), cancelled appointments hidden and each coloured by the calendar
 * rule. "Own" is the signed-in user's: an appointment whose issuer is that account.
 */
export class AppointmentCalendarViewModel {
  view: StaffCalendarView;
  day: string;
  doctorId: DoctorId | null;
  events: readonly CalendarEvent[] = [];
  status: ListStatus = { kind: 'loading' };
  lookups: AppointmentGridLookups = initialAppointmentGridLookups();
  private seq = 0;

  private readonly lookupStore: StateStore<AppointmentGridLookups> = {
    get: () => this.lookups,
    set: (next) => runInAction(() => (this.lookups = next)),
  };

  constructor(
    private readonly loadPage: Pick<LoadAppointmentGridPage, 'execute'>,
    private readonly loadLookups: Pick<LoadAppointmentGridLookups, 'execute'>,
    private readonly now: () => number,
    /** The signed-in user's id, or null. */
    private readonly currentUserId: () => string | null,
    initial: CalendarUrlState,
  ) {
    this.view = initial.view;
    this.day = viewSpan('day', initial.day) === null ? localDay(now()) : initial.day;
    this.doctorId =
      initial.doctorId === null || initial.doctorId === '' ? null : (initial.doctorId as DoctorId);
    makeAutoObservable<this, 'loadPage' | 'loadLookups' | 'now' | 'currentUserId' | 'lookupStore' | 'seq'>(
      this,
      {
        loadPage: false,
        loadLookups: false,
        now: false,
        currentUserId: false,
        lookupStore: false,
        seq: false,
      },
      { autoBind: true },
    );
  }

  get urlState(): CalendarUrlState {
    return { view: this.view, day: this.day, doctorId: this.doctorId };
  }

  get isToday(): boolean {
    return this.day === localDay(this.now());
  }

  /** Loads the doctors, picks the first one when none is chosen, then the appointments. */
  async start(): Promise<void> {
    await this.loadLookups.execute(this.lookupStore);
    const first = this.lookups.doctors.items[0];
    if (this.doctorId === null && first !== undefined) runInAction(() => (this.doctorId = first.id));
    await this.load();
  }

  setView(view: StaffCalendarView): void {
    if (view === this.view) return;
    this.view = view;
    void this.load();
  }

  setDoctor(doctorId: string): void {
    this.doctorId = doctorId === '' ? null : (doctorId as DoctorId);
    void this.load();
  }

  setDay(day: string): void {
    if (viewSpan('day', day) === null || day === this.day) return;
    this.day = day;
    void this.load();
  }

  move(step: -1 | 1): void {
    this.setDay(stepDay(this.view, this.day, step));
  }

  today(): void {
    this.setDay(localDay(this.now()));
  }

  /** Reads every page of the doctor's appointments in the span shown; a stale answer is dropped. */
  async load(): Promise<void> {
    const span = viewSpan(this.view, this.day);
    const doctorId = this.doctorId;
    if (span === null) return;
    const seq = ++this.seq;
    if (doctorId === null) {
      this.events = [];
      this.status = this.lookups.doctors.status.kind === 'loading' ? { kind: 'loading' } : { kind: 'loaded' };
      return;
    }
    this.status = { kind: 'loading' };
    // The server's days are whole UTC days: a day on each side keeps every local hour in.
    const filter = {
      doctorId,
      from: addDays(localDay(span[0]), -1) as LocalDate,
      to: addDays(localDay(span[1]), 1) as LocalDate,
    };
    let state: AppointmentGridState = { ...initialAppointmentGrid(), pageSize: PAGE_SIZE };
    const store: StateStore<AppointmentGridState> = { get: () => state, set: (next) => (state = next) };
    const rows: GridAppointment[] = [];
    try {
      for (let index = 0; index < MAX_PAGES; index++) {
        await this.loadPage.execute(store, index === 0 ? { filter, gridIndex: 0 } : { gridIndex: index });
        if (state.list.status.kind !== 'loaded') break;
        rows.push(...state.list.items);
        if (rows.length >= state.total || state.list.items.length === 0) break;
      }
    } catch {
      state = {
        ...state,
        list: { ...state.list, status: { kind: 'error', failure: AppErrors.networkFailure() } },
      };
    }
    if (seq !== this.seq) return;
    const status = state.list.status;
    const me = this.currentUserId();
    runInAction(() => {
      this.status = status;
      this.events =
        status.kind === 'loaded'
          ? toCalendarEvents(
              rows.filter((a) => a.startTime >= span[0] && a.startTime < span[1]),
              me === null ? null : asPatientId(me),
            )
          : [];
    });
  }
}
