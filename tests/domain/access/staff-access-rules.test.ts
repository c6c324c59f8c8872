import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AccessProblem,
  StaffPasswordLength,
  keepsAccessManager,
  loginNameProblem,
  managesAccess,
  normaliseAreas,
  passwordProblem,
  type AccessHolder,
} from '../../../src/domain/access/staff-access-rules';
import { ALL_PERMISSION_AREAS, PermissionArea } from '../../../src/domain/lists/permission-area';

const printable = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABC0123456789!@#-_ كوردی中'.split('')),
});

describe('the staff password rule', () => {
  it('accepts exactly the printable passwords of 12 to 1,024 characters', () => {
    fc.assert(
      fc.property(printable, (password) => {
        const fits = password.length >= StaffPasswordLength.min && password.length <= StaffPasswordLength.max;
        expect(passwordProblem(password) === null).toBe(fits);
      }),
    );
    expect(passwordProblem('a'.repeat(11))).toBe(AccessProblem.TooShort);
    expect(passwordProblem('a'.repeat(12))).toBeNull();
    expect(passwordProblem('a'.repeat(1_024))).toBeNull();
    expect(passwordProblem('a'.repeat(1_025))).toBe(AccessProblem.TooLong);
    expect(passwordProblem('')).toBe(AccessProblem.Required);
  });

  it('refuses a control character anywhere, whatever the length', () => {
    fc.assert(
      fc.property(printable, printable, fc.integer({ min: 0, max: 31 }), (a, b, code) => {
        expect(passwordProblem(`${a}${String.fromCharCode(code)}${b}x`.padEnd(12, 'y'))).toBe(
          AccessProblem.NotText,
        );
      }),
    );
  });
});

describe('the login name rule', () => {
  it('accepts names of 1 to 100 characters without spaces or control characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abzAZ09._-'.split('')), maxLength: 120 }), (name) => {
        const problem = loginNameProblem(name);
        if (name.length === 0) expect(problem).toBe(AccessProblem.Required);
        else if (name.length > 100) expect(problem).toBe(AccessProblem.TooLong);
        else expect(problem).toBeNull();
      }),
    );
    expect(loginNameProblem('dr ahmed')).toBe(AccessProblem.HasSpaces);
    expect(loginNameProblem('ahmed\u0000')).toBe(AccessProblem.NotText);
  });
});

const area = fc.constantFrom(...ALL_PERMISSION_AREAS);
const holder: fc.Arbitrary<AccessHolder> = fc.record({
  id: fc.uuid(),
  enabled: fc.boolean(),
  areas: fc.array(area, { maxLength: 8 }),
});

describe('someone must keep managing access', () => {
  it('holds exactly when an enabled user has both the users and the roles areas', () => {
    fc.assert(
      fc.property(fc.array(holder, { maxLength: 10 }), (staff) => {
        const expected = staff.some(
          (u) =>
            u.enabled && u.areas.includes(PermissionArea.Users) && u.areas.includes(PermissionArea.Roles),
        );
        expect(keepsAccessManager(staff)).toBe(expected);
      }),
    );
  });

  it('is lost by disabling the only manager, and kept while another manager stays', () => {
    fc.assert(
      fc.property(fc.array(holder, { maxLength: 10 }), (others) => {
        const admin = { id: 'admin', enabled: true, areas: [...ALL_PERMISSION_AREAS] };
        const rest = others.map((u) => ({ ...u, enabled: u.enabled && !managesAccess(u) }));
        expect(keepsAccessManager([admin, ...rest])).toBe(true);
        expect(keepsAccessManager([{ ...admin, enabled: false }, ...rest])).toBe(false);
        const second = { id: 'second', enabled: true, areas: [PermissionArea.Roles, PermissionArea.Users] };
        expect(keepsAccessManager([{ ...admin, enabled: false }, second, ...rest])).toBe(true);
      }),
    );
  });
});

describe("a role's areas", () => {
  it('are stored as known areas, each once, sorted, whatever order and repeats were sent', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(area, fc.string({ maxLength: 6 }))), (sent) => {
        const stored = normaliseAreas(sent);
        expect(stored).toEqual([...new Set(stored)].sort());
        expect(stored.every((a) => (ALL_PERMISSION_AREAS as readonly string[]).includes(a))).toBe(true);
        expect(new Set(stored)).toEqual(
          new Set(sent.filter((a) => (ALL_PERMISSION_AREAS as readonly string[]).includes(a))),
        );
      }),
    );
  });
});
