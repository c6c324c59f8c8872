import { describe, expect, it } from 'vitest';
import { APP_ROUTES, DASHBOARD_ROUTES } from '../../../src/ui/routes/dashboard-routes';
import { COLUMNS } from '../../../src/ui/features/resource-list/columns/columns';
import { CellKind, ENUM_VALUES } from '../../../src/ui/features/resource-list/columns/column-spec';
import { BUNDLE_LANGUAGES, messages } from '../../i18n/bundles';

/** Every catalogued read a route of the dashboard shows. */
const SHOWN_KEYS = [...new Set([...DASHBOARD_ROUTES, ...APP_ROUTES].flatMap((route) => route.resources))];

const declared = Object.values(COLUMNS).flatMap((specs) => specs ?? []);

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Every key a cell can translate itself, besides the domain's own labels (tested with the domain). */
const CELL_VALUE_KEYS = [
  'cellValues.yes',
  'cellValues.no',
  'cellValues.embeddedImage',
  ...['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map(
    (day) => `cellValues.weekdays.${day}`,
  ),
  ...Object.entries(ENUM_VALUES).flatMap(([set, words]) =>
    words.map((word) => `cellValues.${set}.${lowerFirst(word)}`),
  ),
];

describe('the declared columns', () => {
  // Every shown key is declared: no key renders as a single-record view by omission.
  it('declare every list a route shows', () => {
    expect(SHOWN_KEYS.filter((key) => COLUMNS[key] === undefined)).toEqual([]);
  });

  it.each(SHOWN_KEYS)('declare %s with at least one column, each field once', (key) => {
    const fields = (COLUMNS[key] ?? []).map((spec) => spec.field);
    expect(fields.length).toBeGreaterThan(0);
    expect(new Set(fields).size).toBe(fields.length);
  });

  it.each(BUNDLE_LANGUAGES)('have every header and cell word in the %s bundle', (language) => {
    const bundle = messages(language);
    const keys = [...declared.map((spec) => spec.header), ...CELL_VALUE_KEYS];
    expect(keys.filter((key) => !bundle.has(key))).toEqual([]);
  });

  it('name the word set of every enum column', () => {
    expect(declared.filter((spec) => spec.kind === CellKind.Enum && spec.values === undefined)).toEqual([]);
  });
});
