import { makeAutoObservable, runInAction } from 'mobx';
import type {
  AppointmentSettingsGateway,
  CenterName,
  DoctorName,
  DoctorSettingRow,
  DoctorSettingWriteWire,
  FoundAccount,
  UserSettingRow,
  UserSettingWriteWire,
} from '../../../application/ports/appointment-settings-gateway';
import {
  doctorSettingWriteSchema,
  settingProblems,
  userSettingWriteSchema,
} from '../../../contract/appointments/booking';
import type { Schema } from '../../../contract/shared/schema';
import { DEFAULT_PATIENT_RULE } from '../../../domain/booking/patient-rule';
import type { AppError } from '../../../domain/errors/app-error';
import type { ListStatus } from '../../../domain/lists/list-state';
import type { Result } from '../../../domain/shared/result';

/** The form of a doctor's settings row as read (times as `HH:MM`). */
const toDoctorSettingWrite = (row: DoctorSettingRow): DoctorSettingWriteWire => ({
  centerId: row.centerId,
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
  /** The open draft creates a row that is not on the server yet. */
  creating = false;

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
    this.creating = false;
  }

  /** Opens a draft for a row the server does not hold yet, saved without a version (a creation). */
  openNew(key: string, draft: Body): void {
    const existing = this.rows.find((r) => this.editable.key(r) === key);
    if (existing !== undefined) {
      this.open(key);
      return;
    }
    this.openKey = key;
    this.draft = draft;
    this.problems = {};
    this.saveProblem = null;
    this.current = null;
    this.savedAt = null;
    this.creating = true;
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
        const known = this.rows.some((r) => this.editable.key(r) === openKey);
        this.rows = known
          ? this.rows.map((r) => (this.editable.key(r) === openKey ? row : r))
          : [...this.rows, row];
        this.openKey = this.editable.key(row);
        this.creating = false;
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

/** The key of a doctor's settings at a center. */
export const doctorSettingKey = (doctorId: number, centerId: number): string => `${doctorId}@${centerId}`;

/** Settings for a center the doctor has none at: a copy of their first center's, else a working week. */
const newDoctorSetting = (centerId: number, like: DoctorSettingRow | undefined): DoctorSettingWriteWire =>
  like === undefined
    ? {
        centerId,
        acceptsOnlineBooking: true,
        slotMinutes: 15,
        workingDays: 0b0011111,
        dayStartsAt: '08:00',
        dayEndsAt: '14:00',
        breaks: [],
        maxPatientsPerDay: 20,
        bookingWindowDays: 30,
        consultationFee: 0,
      }
    : { ...toDoctorSettingWrite(like), centerId, version: undefined };

/**
 * The doctors' settings screen: one row per doctor and center, the doctors' and centers' names
 * (shown in the page's language), and the choice of a doctor and a center to add settings at.
 */
export class DoctorSettingsViewModel {
  readonly editor: DoctorSettingsEditor;
  names: ReadonlyMap<number, DoctorName> = new Map();
  centers: ReadonlyMap<number, CenterName> = new Map();
  /** The doctor and center chosen in the "add settings at a center" dialog, while it is open. */
  adding: { doctorId: number | null; centerId: number | null } | null = null;

  constructor(gateway: AppointmentSettingsGateway) {
    this.editor = new SettingsEditor<DoctorSettingRow, DoctorSettingWriteWire>(
      {
        key: (row) => doctorSettingKey(row.doctorId, row.centerId),
        body: toDoctorSettingWrite,
        schema: doctorSettingWriteSchema,
        save: (key, body) => gateway.saveDoctorSetting(Number(key.split('@')[0]), body),
      },
      async () => {
        const [settings, doctors, centers] = await Promise.all([
          gateway.doctorSettings(),
          gateway.doctors(),
          gateway.centers(),
        ]);
        runInAction(() => {
          if (doctors.ok) this.names = new Map(doctors.value.map((d) => [d.id, d]));
          if (centers.ok) this.centers = new Map(centers.value.map((c) => [c.id, c]));
        });
        if (!settings.ok) return settings;
        const sorted = [...settings.value].sort((a, b) => a.doctorId - b.doctorId || a.centerId - b.centerId);
        return { ok: true, value: sorted };
      },
    );
    makeAutoObservable(this, { editor: false }, { autoBind: true });
  }

  /** The doctors that can be chosen: every one named, or (names unreadable) every one with settings. */
  get doctorIds(): readonly number[] {
    const ids = new Set([...this.names.keys(), ...this.editor.rows.map((r) => r.doctorId)]);
    return [...ids].sort((a, b) => a - b);
  }

  /** The centers a doctor has no settings at yet. */
  centersWithout(doctorId: number): readonly number[] {
    const held = new Set(this.editor.rows.filter((r) => r.doctorId === doctorId).map((r) => r.centerId));
    return [...this.centers.keys()].filter((id) => !held.has(id)).sort((a, b) => a - b);
  }

  startAdding(): void {
    this.adding = { doctorId: null, centerId: null };
  }

  cancelAdding(): void {
    this.adding = null;
  }

  chooseDoctor(doctorId: number | null): void {
    if (this.adding === null) return;
    this.adding = { doctorId, centerId: null };
  }

  chooseCenter(centerId: number | null): void {
    if (this.adding === null) return;
    this.adding = { ...this.adding, centerId };
  }

  /** Opens the form for the chosen doctor and center, filled in from the doctor's first settings. */
  continueAdding(): void {
    const chosen = this.adding;
    if (chosen === null || chosen.doctorId === null || chosen.centerId === null) return;
    const { doctorId, centerId } = chosen;
    const like = this.editor.rows.find((r) => r.doctorId === doctorId);
    this.adding = null;
    this.editor.openNew(doctorSettingKey(doctorId, centerId), newDoctorSetting(centerId, like));
  }
}

/** Where the search for an account to give a rule stands. */
export type AccountSearch =
  | { readonly kind: 'typing' }
  | { readonly kind: 'searching' }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'failed' };

/** A first rule: the rule an account without one books under (the domain's defaults). */
const firstRule = (): UserSettingWriteWire => ({
  maxOpenAppointments: DEFAULT_PATIENT_RULE.maxOpenAppointments,
  canBookOnline: DEFAULT_PATIENT_RULE.canBookOnline,
  blockedUntil: null,
  cancelHoursBefore: DEFAULT_PATIENT_RULE.cancelHoursBefore,
  reason: '',
});

/**
 * The per-user settings screen, and the search of an account by its phone number that gives an
 * account without a rule its first one (or opens the rule it has).
 */
export class UserSettingsViewModel {
  readonly editor: UserSettingsEditor;
  /** The "add a rule for an account" dialog, while it is open. */
  search: AccountSearch | null = null;
  phone = '';
  /** The account whose rule is open, as found (its name and phone number head the form). */
  found: FoundAccount | null = null;

  constructor(private readonly gateway: AppointmentSettingsGateway) {
    this.editor = new SettingsEditor<UserSettingRow, UserSettingWriteWire>(
      {
        key: (row) => row.appUserId,
        body: toUserSettingWrite,
        schema: userSettingWriteSchema,
        save: (key, body) => gateway.saveUserSetting(key, body),
      },
      () => gateway.userSettings(),
    );
    makeAutoObservable<this, 'gateway'>(this, { editor: false, gateway: false }, { autoBind: true });
  }

  startSearch(): void {
    this.search = { kind: 'typing' };
  }

  cancelSearch(): void {
    this.search = null;
  }

  setPhone(text: string): void {
    this.phone = text;
    if (this.search !== null && this.search.kind !== 'searching') this.search = { kind: 'typing' };
  }

  /** Finds the account; opens its rule, or a first rule to create. The typed number is kept on a miss. */
  async find(): Promise<void> {
    if (this.search?.kind === 'searching' || this.phone.trim() === '') return;
    this.search = { kind: 'searching' };
    const result = await this.gateway.findAccount(this.phone);
    runInAction(() => {
      if (!result.ok) {
        const code = result.error.code;
        this.search = {
          kind: code === 'NotFound' ? 'notFound' : code === 'BadRequest' ? 'invalid' : 'failed',
        };
        return;
      }
      const account = result.value;
      this.search = null;
      this.found = account;
      this.phone = '';
      if (account.hasSetting && this.editor.rows.some((r) => r.appUserId === account.appUserId)) {
        this.editor.open(account.appUserId);
      } else if (account.hasSetting) {
        // Made since the list was read: read it again, then open it.
        void this.editor.load().then(() => this.editor.open(account.appUserId));
      } else {
        this.editor.openNew(account.appUserId, firstRule());
      }
    });
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
