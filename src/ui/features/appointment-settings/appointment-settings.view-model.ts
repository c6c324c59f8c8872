import { makeAutoObservable, runInAction } from 'mobx';
import type {
  AppointmentSettingsGateway,
  DoctorName,
  DoctorSettingRow,
  DoctorSettingWriteWire,
  UserSettingRow,
  UserSettingWriteWire,
} from '../../../application/ports/appointment-settings-gateway';
import {
  doctorSettingWriteSchema,
  settingProblems,
  userSettingWriteSchema,
} from '../../../contract/appointments/booking';
import type { Schema } from '../../../contract/shared/schema';
import type { AppError } from '../../../domain/errors/app-error';
import type { ListStatus } from '../../../domain/lists/list-state';
import type { Result } from '../../../domain/shared/result';

/** The form of a doctor's settings row as read (times as `HH:MM`). */
const toDoctorSettingWrite = (row: DoctorSettingRow): DoctorSettingWriteWire => ({
  acceptsOnlineBooking: row.acceptsOnlineBooking,
  slotMinutes: row.slotMinutes,
  workingDays: row.workingDays,
  dayStartsAt: row.dayStartsAt.slice(0, 5),
  dayEndsAt: row.dayEndsAt.slice(0, 5),
  breaks: row.breaks.map((b) => ({ startsAt: b.startsAt.slice(0, 5), endsAt: b.endsAt.slice(0, 5) })),
  maxPatientsPerDay: row.maxPatientsPerDay,
  bookingWindowDays: row.bookingWindowDays,
  consultationFee: row.consultationFee,
  version: row.version,
});

/** The form of a patient's rule as read. */
const toUserSettingWrite = (row: UserSettingRow): UserSettingWriteWire => ({
  maxOpenAppointments: row.maxOpenAppointments,
  canBookOnline: row.canBookOnline,
  blockedUntil: row.blockedUntil,
  cancelHoursBefore: row.cancelHoursBefore,
  reason: row.reason,
  version: row.version,
});

/** Which of the two settings a screen edits. */
export type SettingsKind = 'doctor' | 'user';

/** Why the last save did not go through: translated by the view (`booking:settings.saveErrors.*`). */
export type SaveProblem = 'invalid' | 'stale' | 'forbidden' | 'failed';

interface Editable<Row, Body> {
  readonly key: (row: Row) => string;
  readonly body: (row: Row) => Body;
  readonly schema: Schema<unknown>;
  readonly save: (key: string, body: Body) => Promise<Result<Row, AppError>>;
}

/** Every refused field of a 400's `errors` (or its single `field`), as the form marks them. */
function serverProblems(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const { errors, field, message } = (body ?? {}) as {
    errors?: { field?: unknown; message?: unknown }[];
    field?: unknown;
    message?: unknown;
  };
  const add = (f: unknown, m: unknown) => {
    if (typeof f === 'string') out[f.replace(/^body\./, '')] ??= typeof m === 'string' ? m : '';
  };
  if (Array.isArray(errors)) for (const e of errors) add(e.field, e.message);
  add(field, message);
  return out;
}

/**
 * One settings screen: the list of rows, one row open in the form as a draft, the draft's problems
 * checked by the same contract schema the server uses, and the save with its refusals. The draft is
 * kept on any refusal, so nothing typed is lost; a stale save offers the row as it is now.
 */
class SettingsEditor<Row, Body extends object> {
  status: ListStatus = { kind: 'loading' };
  rows: readonly Row[] = [];
  openKey: string | null = null;
  draft: Body | null = null;
  problems: Readonly<Record<string, string>> = {};
  saving = false;
  saveProblem: SaveProblem | null = null;
  /** The row as it is on the server after a stale save: Reload puts it in the form. */
  current: Row | null = null;
  savedAt: number | null = null;

  constructor(
    private readonly editable: Editable<Row, Body>,
    private readonly read: () => Promise<Result<readonly Row[], AppError>>,
  ) {
    makeAutoObservable<this, 'editable' | 'read'>(this, { editable: false, read: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = { kind: 'loading' };
    const result = await this.read();
    runInAction(() => {
      if (result.ok) {
        this.rows = result.value;
        this.status = { kind: 'loaded' };
      } else {
        this.status =
          result.error.code === 'Forbidden'
            ? { kind: 'forbidden' }
            : { kind: 'error', failure: result.error };
      }
    });
  }

  keyOf(row: Row): string {
    return this.editable.key(row);
  }

  open(key: string): void {
    const row = this.rows.find((r) => this.editable.key(r) === key);
    if (row === undefined) return;
    this.openKey = key;
    this.draft = this.editable.body(row);
    this.problems = {};
    this.saveProblem = null;
    this.current = null;
    this.savedAt = null;
  }

  close(): void {
    this.openKey = null;
    this.draft = null;
  }

  change<K extends keyof Body>(field: K, value: Body[K]): void {
    if (this.draft === null) return;
    this.draft = { ...this.draft, [field]: value };
    if (this.saveProblem === 'invalid') this.problems = settingProblems(this.editable.schema, this.draft);
  }

  /** Puts the row as it is now (after a stale save) in the form. */
  reloadCurrent(): void {
    if (this.current === null) return;
    const row = this.current;
    this.rows = this.rows.map((r) => (this.editable.key(r) === this.editable.key(row) ? row : r));
    this.open(this.editable.key(row));
  }

  async save(): Promise<boolean> {
    const { draft, openKey } = this;
    if (draft === null || openKey === null || this.saving) return false;
    this.problems = settingProblems(this.editable.schema, draft);
    if (Object.keys(this.problems).length > 0) {
      this.saveProblem = 'invalid';
      return false;
    }
    this.saving = true;
    this.saveProblem = null;
    const result = await this.editable.save(openKey, draft);
    return runInAction(() => {
      this.saving = false;
      if (result.ok) {
        const row = result.value;
        this.rows = this.rows.map((r) => (this.editable.key(r) === openKey ? row : r));
        this.draft = this.editable.body(row);
        this.savedAt = Date.now();
        return true;
      }
      const { error } = result;
      if (error.code === 'BadRequest') {
        this.problems = serverProblems(error.body);
        this.saveProblem = 'invalid';
      } else if (error.code === 'Conflict') {
        this.current = ((error.body as { current?: Row } | null)?.current ?? null) as Row | null;
        this.saveProblem = 'stale';
      } else {
        this.saveProblem = error.code === 'Forbidden' ? 'forbidden' : 'failed';
      }
      return false;
    });
  }
}

export type DoctorSettingsEditor = SettingsEditor<DoctorSettingRow, DoctorSettingWriteWire>;
export type UserSettingsEditor = SettingsEditor<UserSettingRow, UserSettingWriteWire>;

/** The doctors' settings screen: the rows and the doctors' names (shown in the page's language). */
export class DoctorSettingsViewModel {
  readonly editor: DoctorSettingsEditor;
  names: ReadonlyMap<number, DoctorName> = new Map();

  constructor(gateway: AppointmentSettingsGateway) {
    this.editor = new SettingsEditor<DoctorSettingRow, DoctorSettingWriteWire>(
      {
        key: (row) => String(row.doctorId),
        body: toDoctorSettingWrite,
        schema: doctorSettingWriteSchema,
        save: (key, body) => gateway.saveDoctorSetting(Number(key), body),
      },
      async () => {
        const [settings, doctors] = await Promise.all([gateway.doctorSettings(), gateway.doctors()]);
        if (doctors.ok) runInAction(() => (this.names = new Map(doctors.value.map((d) => [d.id, d]))));
        return settings;
      },
    );
    makeAutoObservable(this, { editor: false }, { autoBind: true });
  }
}

/** The per-user settings screen. */
export class UserSettingsViewModel {
  readonly editor: UserSettingsEditor;

  constructor(gateway: AppointmentSettingsGateway) {
    this.editor = new SettingsEditor<UserSettingRow, UserSettingWriteWire>(
      {
        key: (row) => row.appUserId,
        body: toUserSettingWrite,
        schema: userSettingWriteSchema,
        save: (key, body) => gateway.saveUserSetting(key, body),
      },
      () => gateway.userSettings(),
    );
  }
}

/** What the container gives the screen: a fresh view-model per visit. */
export interface AppointmentSettingsFactory {
  doctors(): DoctorSettingsViewModel;
  users(): UserSettingsViewModel;
}

export const appointmentSettingsFactory = (
  gateway: AppointmentSettingsGateway,
): AppointmentSettingsFactory => ({
  doctors: () => new DoctorSettingsViewModel(gateway),
  users: () => new UserSettingsViewModel(gateway),
});
