import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeOf, keepsPermissionManager } from '../../../src/domain/access/role-permissions';

const areaSet = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'));

describe('what a save of permissions adds and removes', () => {
  it('adds what only the new set holds and removes what only the old set held', () => {
    fc.assert(
      fc.property(areaSet, areaSet, (before, after) => {
        const { added, removed } = changeOf(before, after);
        for (const x of added) expect(before.includes(x) || !after.includes(x)).toBe(false);
        for (const x of removed) expect(after.includes(x) || !before.includes(x)).toBe(false);
        // Applying the change to the old set gives the new one.
        const applied = new Set([...before.filter((x) => !removed.includes(x)), ...added]);
        expect([...applied].sort()).toEqual([...after].sort());
      }),
    );
  });

  it('is empty when nothing changed, in whatever order', () => {
    expect(changeOf(['b', 'a'], ['a', 'b'])).toEqual({ added: [], removed: [] });
  });
});

describe('someone keeps the permission screen', () => {
  it('holds while one enabled user keeps the permissions area', () => {
    expect(
      keepsPermissionManager([
        { id: '1', enabled: false, areas: ['permissions'] },
        { id: '2', enabled: true, areas: ['permissions', 'chat'] },
      ]),
    ).toBe(true);
  });

  it('fails when only disabled users, or nobody, keep it', () => {
    expect(keepsPermissionManager([{ id: '1', enabled: false, areas: ['permissions'] }])).toBe(false);
    expect(keepsPermissionManager([{ id: '2', enabled: true, areas: ['chat'] }])).toBe(false);
  });
});
