import type fc from 'fast-check';
import type { Schema } from '../../src/contract/shared/schema';

/** What a field holds, so a test knows which values are of the wrong type for it. */
export type FieldKind =
  'id' | 'text' | 'count' | 'number' | 'bool' | 'dateTime' | 'state' | 'day' | 'list' | 'destination';

/**
 * JSON values of the wrong type for each kind, or of the right type but refused by the contract
 * (an impossible date, an unknown state, a negative count). `null` is among them for required
 * fields; optional fields accept null, so it is dropped for those.
 */
export const WRONG_VALUES: Readonly<Record<FieldKind, readonly unknown[]>> = {
  id: [true, null, '', {}, []],
  text: [7, true, null, {}, []],
  count: [-1, 1.5, '3', true, null],
  number: ['3', true, null, {}],
  bool: ['true', 1, null],
  dateTime: ['yesterday', '2024-02-30T10:00:00', '2024-05-01', '2024-05-01T24:00:00', 1714557600000, null],
  state: [0, 8, '1', null],
  day: ['1990-13-01', 'born', 19900101],
  list: ['x', {}, 7, null],
  destination: [true, null, {}, []],
};

/**
 * The spec's misspellings and the other wire names that the mappers rename: none may reach the
 * domain. (`appointmentState` is the user appointment's wire key; the domain calls it `state`.)
 */
export const WIRE_ONLY_NAMES: readonly string[] = [
  'appointmnetState',
  'appointmnetStateString',
  'cancledByPatient',
  'cancledByAssistant',
  'martialStaus',
  'notSeenTestes',
  'childerens',
  'phonenumber',
  'numberOfMessagesNotSeenByAdmin',
  'codeIsSentCounter',
  'codeNotSentCounter',
];

/** One named-field check of the contract, with what a test needs to exercise it. */
export interface WireEntry {
  readonly name: string;
  readonly check: Schema<unknown>;
  readonly map: (wire: never) => unknown;
  /** A realistic answer, as the backend would send it. */
  readonly sample: unknown;
  /** Any valid answer; lists that required paths reach into hold at least one item. */
  readonly arb: fc.Arbitrary<unknown>;
  /** Required field paths (`chats[0].sentAt`) and their kind. */
  readonly required: Readonly<Record<string, FieldKind>>;
  /** Fields that may be left out or null, but must have the right type when present. */
  readonly optional?: Readonly<Record<string, FieldKind>>;
  /** Wire keys this mapper renames, on top of `WIRE_ONLY_NAMES`. */
  readonly renamed?: readonly string[];
}

type Segment = string | number;

function segments(path: string): Segment[] {
  const out: Segment[] = [];
  for (const part of path.split('.')) {
    const m = /^([^[]*)((?:\[\d+\])*)$/.exec(part);
    if (m === null) throw new Error(`bad path ${path}`);
    if (m[1] !== '') out.push(m[1] as string);
    for (const index of (m[2] ?? '').matchAll(/\[(\d+)\]/g)) out.push(Number(index[1]));
  }
  return out;
}

/** A deep copy of `value` with the field at `path` replaced (or removed when `replacement` is absent). */
export function withField(value: unknown, path: string, replacement?: { readonly value: unknown }): unknown {
  const copy = structuredClone(value) as Record<Segment, unknown>;
  const parts = segments(path);
  let parent: Record<Segment, unknown> = copy;
  for (const part of parts.slice(0, -1)) parent = parent[part] as Record<Segment, unknown>;
  const last = parts[parts.length - 1] as Segment;
  if (replacement === undefined) delete parent[last];
  else parent[last] = replacement.value;
  return copy;
}

/** Every key of every object inside `value`, however deep. */
export function deepKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(deepKeys);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...deepKeys(inner)]);
}
