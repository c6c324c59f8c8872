import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { AppErrors, errorFromStatus, type AppError } from '../../../src/domain/errors/app-error';
import { LoginError, loginErrorFor, loginErrorForStatus } from '../../../src/domain/session/login-error';

const INVALID = 'Please enter a valid username/password.';
const TOO_MANY = 'Too many requests, please wait 1 min, and then try again.';
const WRONG = 'Something went wrong.';

const statusArb = fc.oneof(fc.integer({ min: 100, max: 599 }), fc.integer(), fc.constant(undefined));
const appErrorArb: fc.Arbitrary<AppError> = fc.oneof(
  statusArb.map((s) => errorFromStatus(s, { message: 'x' })),
  fc.constantFrom(
    AppErrors.timeout(),
    AppErrors.networkFailure(),
    AppErrors.malformed('/ControlPanelAuth/Login', 'claims.user'),
  ),
);

describe('the login error catalogue', () => {
  it.each<[number | undefined, string]>([
    [400, INVALID],
    [429, TOO_MANY],
    [undefined, TOO_MANY],
    [401, WRONG],
    [403, WRONG],
    [404, WRONG],
    [422, WRONG],
    [500, WRONG],
    [503, WRONG],
  ])('shows status %s as "%s"', (status, text) => {
    expect(loginErrorForStatus(status).text).toBe(text);
  });

  it.each<[string, AppError, string]>([
    ['BadRequest', AppErrors.badRequest('bad'), INVALID],
    ['RateLimited', AppErrors.rateLimited(), TOO_MANY],
    ['NetworkFailure', AppErrors.networkFailure(), TOO_MANY],
    ['Timeout', AppErrors.timeout(), TOO_MANY],
    ['Unauthorized', AppErrors.unauthorized(), WRONG],
    ['Forbidden', AppErrors.forbidden(), WRONG],
    ['ServerError', AppErrors.serverError(500, null), WRONG],
    ['MalformedResponse', AppErrors.malformed('/ControlPanelAuth/Login', 'accessToken'), WRONG],
  ])('shows %s as "%s"', (_code, error, text) => {
    expect(loginErrorFor(error).text).toBe(text);
  });

  it('maps every status to exactly one of the three messages', () => {
    const all: readonly LoginError[] = Object.values(LoginError);
    fc.assert(
      fc.property(statusArb, (status) => {
        expect(all.filter((m) => m === loginErrorForStatus(status))).toHaveLength(1);
      }),
    );
  });

  it('maps every failed login to exactly one of the three messages', () => {
    const all: readonly LoginError[] = Object.values(LoginError);
    fc.assert(
      fc.property(appErrorArb, (error) => {
        expect(all.filter((m) => m === loginErrorFor(error))).toHaveLength(1);
      }),
    );
  });

  it('says "Something went wrong." for any status other than 400 and 429', () => {
    fc.assert(
      fc.property(
        fc.integer().filter((s) => s !== 400 && s !== 429),
        (status) => loginErrorForStatus(status) === LoginError.SomethingWentWrong,
      ),
    );
  });

  it('agrees with the status form for every status the client classifies, 422 aside', () => {
    fc.assert(
      fc.property(
        statusArb.filter((s) => s !== 422),
        fc.anything(),
        (status, body) => loginErrorFor(errorFromStatus(status, body)) === loginErrorForStatus(status),
      ),
    );
  });

  it('gives each message its own i18n key', () => {
    const keys = Object.values(LoginError).map((m) => m.key);
    expect(new Set(keys).size).toBe(3);
  });
});
