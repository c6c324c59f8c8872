import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toWireRow } from '../../../server/features/shared/wire-row';
import { toRoutePath } from '../../../server/features/resources/resource-routes';

const snake = fc
  .array(fc.stringMatching(/^[a-z][a-z0-9]{0,6}$/), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.join('_'));

describe('toWireRow', () => {
  it('writes every date column as the ISO-8601 text of the same instant', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true, min: new Date(0), max: new Date('2100-01-01') }), (at) => {
        const row = toWireRow({ created_at: at });
        expect(Date.parse(row.createdAt as string)).toBe(at.getTime());
      }),
    );
  });

  it('keeps every value and one key per column, with no underscore left in any key', () => {
    fc.assert(
      fc.property(fc.uniqueArray(snake, { maxLength: 6 }), (columns) => {
        const row = Object.fromEntries(columns.map((c, i) => [c, i]));
        const wire = toWireRow(row);
        expect(Object.values(wire).sort()).toEqual(Object.values(row).sort());
        for (const key of Object.keys(wire)) expect(key).not.toContain('_');
      }),
    );
  });

  it.each([
    ['name_en', 'nameEn'],
    ['phone_number', 'phoneNumber'],
    ['appearance_name', 'appearanceName'],
    ['id', 'id'],
  ])('names the column %s %s on the wire', (column, key) => {
    expect(Object.keys(toWireRow({ [column]: 1 }))).toEqual([key]);
  });
});

describe('toRoutePath', () => {
  it.each([
    ['/Chats/getChats/{page}/{id}', '/Chats/getChats/:page/:id'],
    ['/Doctor/{doctorId}/{month}', '/Doctor/:doctorId/:month'],
    ['/Auidts', '/Auidts'],
  ])('mounts %s at %s', (wire, route) => {
    expect(toRoutePath(wire)).toBe(route);
  });
});
