import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { rejectionBody, WRONG_SERVICES } from '../../../src/domain/session/http-rejection';

const noBody = fc.constantFrom(undefined, null, '');
const someBody = fc.anything().filter((v) => v !== undefined && v !== null && v !== '');

describe('the shared client rejection', () => {
  it('rejects with the response body whenever there is one', () => {
    fc.assert(fc.property(someBody, (body) => Object.is(rejectionBody(body), body)));
  });

  it('rejects with "Wrong Services" if there is no body', () => {
    fc.assert(fc.property(noBody, (body) => rejectionBody(body) === 'Wrong Services'));
  });

  it('spells the fallback exactly as the spec does', () => {
    expect(WRONG_SERVICES).toBe('Wrong Services');
  });

  const message = { message: 'user token doesnt contain any chat departments' };
  it.each<[string, unknown, unknown]>([
    ['no response', undefined, WRONG_SERVICES],
    ['a JSON null body', null, WRONG_SERVICES],
    ['an empty text body', '', WRONG_SERVICES],
    ['a text body', 'Bad Request', 'Bad Request'],
    ['a whitespace body', ' ', ' '],
    ['an object body', message, message],
    ['an empty object body', {}, {}],
    ['a zero body', 0, 0],
    ['a false body', false, false],
  ])('%s rejects with the expected value', (_name, body, expected) => {
    expect(rejectionBody(body)).toStrictEqual(expected);
  });
});
