import { LOGIN_PATH, LOGOUT_PATH, loginResponseSchema } from '../../src/contract/auth/staff-session';
import { EXTENSION_READS, READS, type ReadName } from '../../src/contract/reads/reads';
import { validate, type Schema } from '../../src/contract/shared/schema';
import { fillPath, pathParams, type WireAuth } from '../../src/contract/shared/wire-call';

/** What the kit is told: where the backend is, a staff account, and optional sample values. */
export interface KitOptions {
  /** The backend's origin, e.g. `http://127.0.0.1:4000`; the calls go below `{baseUrl}/api`. */
  readonly baseUrl: string;
  readonly username: string;
  readonly password: string;
  /** A signed-in patient's token: with it the patient reads are checked in full. */
  readonly patientToken?: string | undefined;
  /** Path parameter values, keyed `readName.param` (e.g. `doctorFeedbacks.id`), before discovery. */
  readonly params?: Readonly<Record<string, string>>;
  /** How long one call may take before it counts as failed. */
  readonly timeoutMs?: number;
  /** The month the doctor calendar is read for, `YYYY-MM`; this month by default. */
  readonly month?: string;
}

/** Which token a call carries. */
export type Sent = WireAuth;

/** One call the kit made, and what it found. */
export interface Row {
  /** The read's name in the contract, or `login` / `logout`. */
  readonly name: string;
  readonly method: 'GET' | 'POST';
  /** The path below `/api` as called (parameters filled in). */
  readonly path: string;
  /** The token the call carried. */
  readonly sent: Sent;
  /** What the contract asks of this call, in a few words. */
  readonly expects: string;
  readonly pass: boolean;
  /** Why it passed or failed: the status, the field a schema refused, the missing refusal. */
  readonly reason: string;
}

export interface KitReport {
  readonly baseUrl: string;
  readonly rows: readonly Row[];
  readonly passed: number;
  readonly failed: number;
}

/** Where a read with path parameters takes its sample value: the first item of another read. */
interface SampleSource {
  readonly read: ReadName;
  readonly field: string;
}

/**
 * The sample value of every path parameter of the contract's reads, taken from an earlier answer.
 * A parameter missing here (and not given with `--param`) makes its read fail with a clear reason,
 * so a new read with a parameter cannot be silently left unchecked.
 */
export const SAMPLE_SOURCES: Readonly<Record<string, SampleSource>> = {
  'departmentsWithoutInformationExceptOne.id': { read: 'departmentInformation', field: 'hrDepartmentId' },
  'centerInstructionHeaders.id': { read: 'clinicCenters', field: 'id' },
  'centerGallery.id': { read: 'clinicCenters', field: 'id' },
  'chatMessages.id': { read: 'latestPatients', field: 'superUserId' },
  'chatList.id': { read: 'latestPatients', field: 'superUserId' },
  'chatResponders.id': { read: 'latestPatients', field: 'superUserId' },
  'galleryPhotos.id': { read: 'siteCenters', field: 'id' },
  'mainCenterInstructions.id': { read: 'siteCenters', field: 'id' },
  'departmentFeedbacks.id': { read: 'buildingDepartments', field: 'id' },
  'doctorFeedbacks.id': { read: 'doctors', field: 'id' },
  'doctorCalendar.doctorId': { read: 'doctors', field: 'id' },
};

/** Parameters that need no earlier answer: the first chat page, and the calendar's month. */
const FIXED_PARAMS: Readonly<Record<string, string>> = { 'chatMessages.page': '1' };
const MONTH_PARAM = 'doctorCalendar.month';

/** Every parameter the kit fills by itself, from an earlier answer or a fixed value. */
export const KIT_PARAMS: readonly string[] = [
  ...Object.keys(SAMPLE_SOURCES),
  ...Object.keys(FIXED_PARAMS),
  MONTH_PARAM,
];

/** The parameters only the caller can know: the patient's own chat id belongs to the token. */
export const CALLER_PARAMS: readonly string[] = ['myChat.id'];

/** Any answer of the spec's shared HTTP client that sends the user back to sign in. */
const REFUSED = 401;

interface Answer {
  readonly status: number;
  readonly body: unknown;
  /** Set when the body is not JSON. */
  readonly notJson: boolean;
}

type Caller = (method: 'GET' | 'POST', path: string, token: string | null, body?: unknown) => Promise<Answer>;

function caller(baseUrl: string, timeoutMs: number): Caller {
  const api = `${baseUrl.replace(/\/+$/, '')}/api`;
  return async (method, path, token, body) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token !== null) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(api + path, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    try {
      return { status: response.status, body: text === '' ? undefined : JSON.parse(text), notJson: false };
    } catch {
      return { status: response.status, body: text, notJson: true };
    }
  };
}

/** The reason a call could not be made at all (refused connection, timeout). */
function failureOf(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `no answer (${error.message}${cause})`;
  }
  return `no answer (${String(error)})`;
}

/** Checks an answer that must be a 200 whose body fits `schema`. */
function judgeRead(
  answer: Answer,
  schema: Schema<unknown>,
): { pass: boolean; reason: string; value?: unknown } {
  if (answer.status === 403) {
    return { pass: false, reason: 'status 403, expected 200 (may the account read every area?)' };
  }
  if (answer.status !== 200) return { pass: false, reason: `status ${answer.status}, expected 200` };
  if (answer.notJson) return { pass: false, reason: 'status 200 but the body is not JSON' };
  const checked = validate(schema, answer.body);
  if (!checked.ok)
    return { pass: false, reason: `status 200 but field ${checked.field} does not fit the contract` };
  return { pass: true, reason: 'status 200, body fits the contract', value: checked.value };
}

/** Checks an answer to a call made without the token the contract requires. */
function judgeRefusal(answer: Answer): { pass: boolean; reason: string } {
  if (answer.status === REFUSED) return { pass: true, reason: `refused with ${REFUSED}` };
  if (answer.status >= 200 && answer.status < 300) {
    return { pass: false, reason: `answered ${answer.status} without a token, expected ${REFUSED}` };
  }
  return { pass: false, reason: `status ${answer.status} without a token, expected ${REFUSED}` };
}

/** The first item's `field` of a checked answer, as text, if there is one. */
function firstField(value: unknown, field: string): string | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : undefined;
  if (typeof first !== 'object' || first === null) return undefined;
  const found = (first as Record<string, unknown>)[field];
  return typeof found === 'string' || typeof found === 'number' ? String(found) : undefined;
}

function currentMonth(): string {
  return new Date().toISOString().slice(0, 7);
}

/**
 * Checks a backend against the contract: login, every plain read as each app makes it (without a
 * token where the contract refuses one, with the staff or patient token where it asks for one,
 * the body against the read's schema), and logout last, as it ends the session the reads used.
 */
export async function checkBackend(options: KitOptions): Promise<KitReport> {
  const call = caller(options.baseUrl, options.timeoutMs ?? 15_000);
  const rows: Row[] = [];
  const given: Record<string, string> = {
    ...FIXED_PARAMS,
    [MONTH_PARAM]: options.month ?? currentMonth(),
    ...options.params,
  };
  const answers = new Map<ReadName, unknown>();

  const attempt = async (
    row: Omit<Row, 'pass' | 'reason'>,
    judge: (answer: Answer) => { pass: boolean; reason: string; value?: unknown },
    token: string | null,
    body?: unknown,
  ): Promise<unknown> => {
    try {
      const answer = await call(row.method, row.path, token, body);
      const verdict = judge(answer);
      rows.push({ ...row, pass: verdict.pass, reason: verdict.reason });
      if (verdict.pass) return verdict.value;
      // A read whose one field is wrong still lends its ids to the reads after it, so one
      // broken field fails one row instead of every read that takes a sample from it.
      return answer.status === 200 && !answer.notJson ? answer.body : undefined;
    } catch (error) {
      rows.push({ ...row, pass: false, reason: failureOf(error) });
      return undefined;
    }
  };

  // Login: the staff token every staff read and the logout need.
  const loginRows = rows.length;
  const login = await attempt(
    { name: 'login', method: 'POST', path: LOGIN_PATH, sent: 'none', expects: '200, login answer' },
    (a) => judgeRead(a, loginResponseSchema as Schema<unknown>),
    null,
    { username: options.username, password: options.password },
  );
  const staffToken =
    rows[loginRows]?.pass === true
      ? (login as { claims: { serviceToken: string } }).claims.serviceToken
      : null;

  // Reads without parameters first: their answers give the sample values of the others.
  // The spec's reads only: the product's own (`EXTENSION_READS`) are no part of another backend.
  const names = (Object.keys(READS) as ReadName[]).filter((n) => !Object.hasOwn(EXTENSION_READS, n));
  const withoutParams = names.filter((n) => pathParams(READS[n].path).length === 0);
  const withParams = names.filter((n) => pathParams(READS[n].path).length > 0);

  const sampleOf = (name: ReadName, param: string): string | { missing: string } => {
    const key = `${name}.${param}`;
    const value = given[key];
    if (value !== undefined) return value;
    const source = SAMPLE_SOURCES[key];
    if (source === undefined) return { missing: `no value for {${param}}: pass --param ${key}=VALUE` };
    const found = firstField(answers.get(source.read), source.field);
    if (found !== undefined) return found;
    return {
      missing: `no value for {${param}}: ${source.read} gave no first item with ${source.field}; pass --param ${key}=VALUE`,
    };
  };

  const checkRead = async (name: ReadName): Promise<void> => {
    const read = READS[name];
    const params: Record<string, string> = {};
    let missing: string | undefined;
    for (const param of pathParams(read.path)) {
      const sample = sampleOf(name, param);
      if (typeof sample === 'string') params[param] = sample;
      else {
        missing ??= sample.missing;
        // A refusal does not depend on the value, so the call without a token still runs.
        params[param] = '1';
      }
    }
    const path = fillPath(read.path, params);
    const kinds = new Set(Object.values(read.auth));
    const schema = read.schema as Schema<unknown>;
    const base = { name, method: 'GET' as const, path };

    if (kinds.has('none')) {
      const value = await attempt(
        { ...base, sent: 'none', expects: '200, body fits the contract' },
        (a) => (missing === undefined ? judgeRead(a, schema) : { pass: false, reason: missing }),
        null,
      );
      if (value !== undefined) answers.set(name, value);
    } else {
      await attempt({ ...base, sent: 'none', expects: `${REFUSED} without a token` }, judgeRefusal, null);
    }
    for (const kind of ['staff', 'patient'] as const) {
      if (!kinds.has(kind)) continue;
      const token = kind === 'staff' ? staffToken : (options.patientToken ?? null);
      if (kind === 'patient' && token === null) continue;
      const row = { ...base, sent: kind, expects: '200, body fits the contract' };
      if (missing !== undefined) rows.push({ ...row, pass: false, reason: missing });
      else if (token === null) rows.push({ ...row, pass: false, reason: 'no staff token: the login failed' });
      else {
        const value = await attempt(row, (a) => judgeRead(a, schema), token);
        if (value !== undefined && !answers.has(name)) answers.set(name, value);
      }
    }
  };

  for (const name of withoutParams) await checkRead(name);
  for (const name of withParams) await checkRead(name);

  // Logout last: it ends the session of the staff token.
  await attempt(
    { name: 'logout', method: 'GET', path: LOGOUT_PATH, sent: 'none', expects: `${REFUSED} without a token` },
    judgeRefusal,
    null,
  );
  const logoutRow = {
    name: 'logout',
    method: 'GET' as const,
    path: LOGOUT_PATH,
    sent: 'staff' as const,
    expects: '2xx',
  };
  if (staffToken === null)
    rows.push({ ...logoutRow, pass: false, reason: 'no staff token: the login failed' });
  else {
    await attempt(
      logoutRow,
      (a) =>
        a.status >= 200 && a.status < 300
          ? { pass: true, reason: `status ${a.status}` }
          : { pass: false, reason: `status ${a.status}, expected 2xx` },
      staffToken,
    );
  }

  const passed = rows.filter((r) => r.pass).length;
  return { baseUrl: options.baseUrl, rows, passed, failed: rows.length - passed };
}
