import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPLAINT_STATUSES,
  ComplaintStatus,
  canMoveComplaint,
  nextComplaintStatus,
} from '../../../src/domain/submissions/complaint-workflow';
import { complaintReference } from '../../../src/domain/submissions/complaint-reference';
import { SUBMISSION_LIMITS, submissionAllowed } from '../../../src/domain/submissions/submission-limits';

const status = fc.constantFrom(...COMPLAINT_STATUSES);

describe('the complaint workflow', () => {
  it('goes new → in progress → resolved and nowhere from resolved or dismissed', () => {
    expect(nextComplaintStatus(ComplaintStatus.New)).toBe(ComplaintStatus.InProgress);
    expect(nextComplaintStatus(ComplaintStatus.InProgress)).toBe(ComplaintStatus.Resolved);
    expect(nextComplaintStatus(ComplaintStatus.Resolved)).toBeNull();
    expect(nextComplaintStatus(ComplaintStatus.Dismissed)).toBeNull();
  });

  it('allows exactly the next step: never back, never skipping, never staying', () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        expect(canMoveComplaint(from, to)).toBe(nextComplaintStatus(from) === to);
      }),
    );
    expect(canMoveComplaint(ComplaintStatus.New, ComplaintStatus.Resolved)).toBe(false);
    expect(canMoveComplaint(ComplaintStatus.Resolved, ComplaintStatus.InProgress)).toBe(false);
  });
});

describe('complaint reference numbers', () => {
  it('differ for different complaints and read C-year-number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 1, max: 999_999 }), (a, b) => {
        fc.pre(a !== b);
        expect(complaintReference(a, 2026)).not.toBe(complaintReference(b, 2026));
      }),
    );
    expect(complaintReference(42, 2026)).toBe('C-2026-000042');
  });
});

describe('the abuse limits of the site forms', () => {
  const contact = SUBMISSION_LIMITS.contact;

  it('lets the 10th contact message from one address through and stops the 11th', () => {
    expect(submissionAllowed(contact, 9, null)).toBe(true);
    expect(submissionAllowed(contact, 10, null)).toBe(false);
  });

  it('stops a phone number at its own limit whatever the address', () => {
    expect(submissionAllowed(contact, 0, contact.perPhone - 1)).toBe(true);
    expect(submissionAllowed(contact, 0, contact.perPhone)).toBe(false);
  });
});
