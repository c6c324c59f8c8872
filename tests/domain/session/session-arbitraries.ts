import fc from 'fast-check';
import { ALL_PERMISSION_AREAS } from '../../../src/domain/lists/permission-area';
import type { SessionUser, StaffUserId } from '../../../src/domain/session/session-user';
import { SessionEvents, type SessionEvent } from '../../../src/domain/session/session-state';

export const userArb: fc.Arbitrary<SessionUser> = fc.record({
  id: fc.string({ minLength: 1 }).map((id) => id as StaffUserId),
  name: fc.string(),
  fullName: fc.string(),
  areas: fc.subarray([...ALL_PERMISSION_AREAS]),
});

/** Stored user data that cannot be read back as a user. */
export const unreadableUserArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(undefined, null, '', 'undefined', '{', '[]', 'null', '42'),
  fc.string().filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  }),
  fc.array(fc.anything()),
  fc.record({ name: fc.string(), fullName: fc.string() }),
  fc.record({ id: fc.integer(), name: fc.string(), fullName: fc.string() }),
  fc.record({ id: fc.string({ minLength: 1 }), name: fc.integer(), fullName: fc.string() }),
);

export const eventArb: fc.Arbitrary<SessionEvent> = fc.oneof(
  fc
    .tuple(
      fc.boolean(),
      fc.oneof(
        userArb,
        userArb.map((u) => JSON.stringify(u)),
        unreadableUserArb,
      ),
    )
    .map(([hasToken, stored]) => SessionEvents.started(hasToken, stored)),
  userArb.map(SessionEvents.loggedIn),
  fc.constant(SessionEvents.loginFailed()),
  userArb.map(SessionEvents.userSet),
  fc.constant(SessionEvents.loggedOut()),
);
