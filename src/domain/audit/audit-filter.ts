/**
 * What the audit screen narrows the trail to (#17): who acted (their name contains the text,
 * ignoring case), which action and which record (entity, and optionally its id) exactly, and a
 * period of UTC days, both counted. An empty field narrows nothing.
 */
export interface AuditFilter {
  readonly actor: string;
  readonly action: string;
  /** The permission area the action belongs to (`PermissionArea`), as the record holds it. */
  readonly area: string;
  readonly entity: string;
  readonly entityId: string;
  readonly from: string;
  readonly to: string;
}

export const AUDIT_FILTER_FIELDS = ['actor', 'action', 'area', 'entity', 'entityId', 'from', 'to'] as const;

/** The longest text a filter field keeps (a name, an action, an id). */
export const AUDIT_FILTER_MAX = 100;

export const EMPTY_AUDIT_FILTER: AuditFilter = Object.freeze({
  actor: '',
  action: '',
  area: '',
  entity: '',
  entityId: '',
  from: '',
  to: '',
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string) => {
  if (!DAY.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  // Dates such as 2026-02-30 parse by rolling over; a real day reads back as written.
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
};

/**
 * Reads a filter from named texts (the address, a query): each trimmed and cut to
 * `AUDIT_FILTER_MAX`; a day that is not `YYYY-MM-DD` is dropped; two days in the wrong order are
 * swapped.
 */
export function auditFilterFrom(get: (name: string) => string | null | undefined): AuditFilter {
  const text = (name: string) => (get(name) ?? '').trim().slice(0, AUDIT_FILTER_MAX);
  const day = (name: string) => {
    const value = text(name);
    return isDay(value) ? value : '';
  };
  let from = day('from');
  let to = day('to');
  if (from !== '' && to !== '' && from > to) [from, to] = [to, from];
  return {
    actor: text('actor'),
    action: text('action'),
    area: text('area'),
    entity: text('entity'),
    entityId: text('entityId'),
    from,
    to,
  };
}

/** The filter's non-empty fields, for an address or a query (in a fixed order). */
export function auditFilterEntries(filter: AuditFilter): [string, string][] {
  return AUDIT_FILTER_FIELDS.filter((name) => filter[name] !== '').map((name) => [name, filter[name]]);
}

export const isEmptyAuditFilter = (filter: AuditFilter): boolean => auditFilterEntries(filter).length === 0;
