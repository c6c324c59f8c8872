import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SUBMISSION_LIMITS,
  SubmissionKind,
  submissionAllowed,
} from '../../../src/domain/submissions/submission-limits';

/*
 * docs/security.md, "Public forms": per kind, at most `perAddress` sends from one client address
 * and `perPhone` from one phone number in any 60 minutes; a form without a phone number is limited
 * by its address alone.
 */
describe('the abuse limits of the public forms', () => {
  const kinds = fc.constantFrom(...Object.values(SubmissionKind));
  const count = fc.nat({ max: 100 });

  it('let a send pass while both counts are under their limits, and refuse it once either is reached', () => {
    fc.assert(
      fc.property(kinds, count, count, (kind, fromAddress, fromPhone) => {
        const limit = SUBMISSION_LIMITS[kind];
        const underBoth = fromAddress <= limit.perAddress - 1 && fromPhone <= limit.perPhone - 1;
        expect(submissionAllowed(limit, fromAddress, fromPhone)).toBe(underBoth);
      }),
    );
  });

  it('judge a send without a phone number by its address alone', () => {
    fc.assert(
      fc.property(kinds, count, (kind, fromAddress) => {
        const limit = SUBMISSION_LIMITS[kind];
        expect(submissionAllowed(limit, fromAddress, null)).toBe(fromAddress < limit.perAddress);
      }),
    );
  });

  it('are the documented ones: 10 per address and 5 per phone an hour, feedback 30 and 30', () => {
    expect(SUBMISSION_LIMITS).toEqual({
      contact: { perAddress: 10, perPhone: 5, windowMinutes: 60 },
      complaint: { perAddress: 10, perPhone: 5, windowMinutes: 60 },
      feedback: { perAddress: 30, perPhone: 30, windowMinutes: 60 },
      application: { perAddress: 10, perPhone: 5, windowMinutes: 60 },
    });
  });
});
