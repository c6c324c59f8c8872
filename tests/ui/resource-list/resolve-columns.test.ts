import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { col } from '../../../src/ui/features/resource-list/columns/column-spec';
import {
  fieldsOf,
  humanise,
  resolveColumns,
} from '../../../src/ui/features/resource-list/columns/resolve-columns';
import { CellKind } from '../../../src/ui/features/resource-list/columns/column-spec';

const declared = [col.localized('name'), col.code('phoneNumber', 'columns.phone'), col.dateTime('createdAt')];

describe('the columns of a list', () => {
  it('are the declared ones the rows carry, in declared order, with translated headers', () => {
    const columns = resolveColumns(declared, [
      { createdAt: '2026-01-01T00:00:00Z', nameKu: 'x', secret: 'y' },
    ]);
    expect(columns.map((c) => [c.id, c.header])).toEqual([
      ['name', { key: 'columns.name' }],
      ['createdAt', { key: 'columns.createdAt' }],
    ]);
  });

  it('leave out a declared column that every row leaves empty', () => {
    const rows = [
      { nameEn: 'A', phoneNumber: null, createdAt: '' },
      { nameEn: 'B', phoneNumber: '+964', createdAt: null },
    ];
    expect(resolveColumns(declared, rows).map((c) => c.id)).toEqual(['name', 'phoneNumber']);
  });

  it('are every declared one before any row arrives', () => {
    expect(resolveColumns(declared, []).map((c) => c.id)).toEqual(['name', 'phoneNumber', 'createdAt']);
  });

  it('fall back to every field, humanised, when the rows carry none of the declared fields', () => {
    const columns = resolveColumns(declared, [
      {
        full_name: 'A',
        isVip: true,
        visits: [1, 2],
        joinedOn: '2026-02-03',
        logoUrl: 'data:image/png;base64,A',
      },
    ]);
    expect(columns.map((c) => [c.header, c.kind])).toEqual([
      [{ text: 'Full name' }, CellKind.Text],
      [{ text: 'Is vip' }, CellKind.Boolean],
      [{ text: 'Visits' }, CellKind.Count],
      [{ text: 'Joined on' }, CellKind.Date],
      [{ text: 'Logo url' }, CellKind.Image],
    ]);
  });

  it('fall back to every field for a list without a declaration', () => {
    expect(resolveColumns(undefined, [{ a: 1 }, { b: 2 }]).map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('never fail, whatever the rows hold', () => {
    fc.assert(
      fc.property(fc.array(fc.anything(), { maxLength: 20 }), (rows) => {
        const columns = resolveColumns(declared, rows);
        expect(new Set(columns.map((c) => c.id)).size).toBe(columns.length);
      }),
    );
  });

  it('take every field of the first rows once, in the order first seen', () => {
    expect(fieldsOf([{ a: 1, b: 2 }, { b: 3, c: 4 }, 7])).toEqual(['a', 'b', 'c', 'value']);
  });

  it.each([
    ['phoneNumber', 'Phone number'],
    ['created_at', 'Created at'],
    ['nameEn', 'Name en'],
    ['value', 'Value'],
  ])('humanise %s as %s', (field, header) => {
    expect(humanise(field)).toBe(header);
  });
});
