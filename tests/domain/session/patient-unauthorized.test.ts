import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { AppErrors, errorFromStatus } from '../../../src/domain/errors/app-error';
import {
  PATIENT_UNAUTHORIZED_RESET,
  patientSessionAction,
  type PatientSessionTrigger,
} from '../../../src/domain/session/patient-unauthorized';
import { UNAUTHORIZED_RESET } from '../../../src/domain/session/unauthorized-reset';

const THE_THREE = ['patientInfo', 'patientToken', 'patientVerified'];
const statusArb = fc.oneof(fc.integer({ min: 100, max: 599 }), fc.constant(undefined));

describe('the patient-side 401 rule', () => {
  it('clears the token, the verify flag and the info, then reloads, on a 401 while loading profiles', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        const action = patientSessionAction({ kind: 'profilesFailed', error: errorFromStatus(401, body) });
        expect(action.kind).toBe('clearAndReload');
        if (action.kind !== 'proceed') expect([...action.clear].sort()).toEqual(THE_THREE);
      }),
    );
  });

  it('leaves the session alone on any other profiles failure', () => {
    fc.assert(
      fc.property(
        statusArb.filter((s) => s !== 401),
        fc.anything(),
        (status, body) =>
          patientSessionAction({ kind: 'profilesFailed', error: errorFromStatus(status, body) }).kind ===
          'proceed',
      ),
    );
  });

  it('clears the same values and redirects to /patient-login on a cart quantity change without a customer token', () => {
    fc.assert(
      fc.property(fc.constantFrom(undefined, null, ''), (customerToken) => {
        expect(patientSessionAction({ kind: 'cartQuantityChanged', customerToken })).toEqual({
          kind: 'clearAndRedirect',
          clear: PATIENT_UNAUTHORIZED_RESET.localStorageKeys,
          redirectTo: '/patient-login',
        });
      }),
    );
  });

  it('lets a cart quantity change with a customer token proceed', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        (customerToken) =>
          patientSessionAction({ kind: 'cartQuantityChanged', customerToken }).kind === 'proceed',
      ),
    );
  });

  it('never touches the staff session keys', () => {
    const staff: readonly string[] = [...UNAUTHORIZED_RESET.localStorageKeys, ...UNAUTHORIZED_RESET.cookies];
    for (const key of PATIENT_UNAUTHORIZED_RESET.localStorageKeys) expect(staff).not.toContain(key);
  });

  it.each<[string, PatientSessionTrigger, string]>([
    ['401 on profiles', { kind: 'profilesFailed', error: AppErrors.unauthorized() }, 'clearAndReload'],
    ['403 on profiles', { kind: 'profilesFailed', error: AppErrors.forbidden() }, 'proceed'],
    ['no response on profiles', { kind: 'profilesFailed', error: AppErrors.networkFailure() }, 'proceed'],
    ['cart change, no token', { kind: 'cartQuantityChanged', customerToken: undefined }, 'clearAndRedirect'],
    ['cart change, token', { kind: 'cartQuantityChanged', customerToken: 'tok' }, 'proceed'],
  ])('%s: %s', (_case, trigger, kind) => {
    expect(patientSessionAction(trigger).kind).toBe(kind);
  });
});
