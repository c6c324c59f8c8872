import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { ForbiddenAreas, forbiddenAfter } from '../../../src/domain/lists/forbidden-areas';
import { ALL_PERMISSION_AREAS, PermissionArea } from '../../../src/domain/lists/permission-area';
import { nonForbiddenError } from './app-error.arbitrary';

const area = fc.constantFrom(...ALL_PERMISSION_AREAS);
const marked = fc
  .array(area, { maxLength: 8 })
  .map((as) => as.reduce((f, a) => f.markForbidden(a), ForbiddenAreas.none()));

describe('the per-area forbidden flags', () => {
  it('a 403 marks that area as forbidden for the user', () => {
    fc.assert(
      fc.property(marked, area, (f, a) => forbiddenAfter(f, a, AppErrors.forbidden()).isForbidden(a)),
    );
  });

  it('a 403 marks no other area', () => {
    fc.assert(
      fc.property(marked, area, (f, a) => {
        const next = forbiddenAfter(f, a, AppErrors.forbidden());
        return ALL_PERMISSION_AREAS.every(
          (other) => other === a || next.isForbidden(other) === f.isForbidden(other),
        );
      }),
    );
  });

  it('any other error leaves the areas alone', () => {
    fc.assert(fc.property(marked, area, nonForbiddenError, (f, a, e) => forbiddenAfter(f, a, e) === f));
  });

  it('forbids exactly the areas marked', () => {
    fc.assert(
      fc.property(fc.array(area, { maxLength: 8 }), (as) => {
        const f = as.reduce((acc, a) => acc.markForbidden(a), ForbiddenAreas.none());
        return ALL_PERMISSION_AREAS.every((a) => f.isForbidden(a) === as.includes(a));
      }),
    );
  });

  it('never changes a value in place', () => {
    fc.assert(
      fc.property(marked, area, (f, a) => {
        const before = ALL_PERMISSION_AREAS.filter((x) => f.isForbidden(x));
        f.markForbidden(a);
        f.clear();
        return (
          ALL_PERMISSION_AREAS.filter((x) => f.isForbidden(x)).length === before.length && Object.isFrozen(f)
        );
      }),
    );
  });

  it('marking an area twice changes nothing the second time', () => {
    fc.assert(
      fc.property(marked, area, (f, a) => {
        const once = f.markForbidden(a);
        return once.markForbidden(a) === once;
      }),
    );
  });

  it('clearing leaves no area forbidden', () => {
    fc.assert(fc.property(marked, (f) => ALL_PERMISSION_AREAS.every((a) => !f.clear().isForbidden(a))));
  });

  it.each([
    ['nothing at login', [], PermissionArea.Pharmacy, false],
    ['a marked area', [PermissionArea.Pharmacy], PermissionArea.Pharmacy, true],
    ['an area next to a marked one', [PermissionArea.Pharmacy], PermissionArea.Lab, false],
    ['one of several', [PermissionArea.Chat, PermissionArea.OtpCodes], PermissionArea.OtpCodes, true],
  ])('%s', (_name, areas: PermissionArea[], asked, expected) => {
    const f = areas.reduce((acc, a) => acc.markForbidden(a), ForbiddenAreas.none());
    expect(f.isForbidden(asked)).toBe(expected);
    expect(f.areas).toStrictEqual(areas);
  });

  it.each([
    ['a 403', AppErrors.forbidden(), true],
    ['a 401', AppErrors.unauthorized(), false],
    ['a 404', AppErrors.notFound('x'), false],
    ['a 500', AppErrors.serverError(500, null), false],
    ['no response', AppErrors.networkFailure(), false],
  ])('%s on the users call marks users: %s', (_name, error, expected) => {
    expect(
      forbiddenAfter(ForbiddenAreas.none(), PermissionArea.Users, error).isForbidden(PermissionArea.Users),
    ).toBe(expected);
  });
});
