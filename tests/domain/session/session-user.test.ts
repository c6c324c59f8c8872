import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { parseStoredUser } from '../../../src/domain/session/session-user';
import { unreadableUserArb, userArb } from './session-arbitraries';

describe('reading the stored user data', () => {
  it('reads back any user stored as JSON text', () => {
    fc.assert(
      fc.property(userArb, (user) => {
        expect(parseStoredUser(JSON.stringify(user))).toEqual(user);
      }),
    );
  });

  it('never throws, whatever is stored', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.json()), (raw) => {
        parseStoredUser(raw);
      }),
    );
  });

  it('reads nothing from missing or unreadable user data', () => {
    fc.assert(fc.property(unreadableUserArb, (raw) => parseStoredUser(raw) === undefined));
  });

  it('keeps only known permission areas', () => {
    const user = parseStoredUser({ id: '7', name: 'n', fullName: 'N N', areas: ['chat', 'root', 3, 'news'] });
    expect(user?.areas).toEqual(['chat', 'news']);
  });

  it('reads a user without areas as one with none', () => {
    expect(parseStoredUser('{"id":"7","name":"n","fullName":"N N"}')?.areas).toEqual([]);
  });
});
