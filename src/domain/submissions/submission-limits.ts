/** What the public can send from the site; each kind is limited on its own. */
export const SubmissionKind = {
  Contact: 'contact',
  Complaint: 'complaint',
  Feedback: 'feedback',
  Application: 'application',
} as const;

export type SubmissionKind = (typeof SubmissionKind)[keyof typeof SubmissionKind];

/** How many sends of one kind a window allows, per client address and per phone number. */
export interface SubmissionLimit {
  readonly perAddress: number;
  readonly perPhone: number;
  readonly windowMinutes: number;
}

/**
 * The abuse limits of the site's forms (docs/security.md, "Public forms"). Per address is looser
 * than per phone: carrier NAT puts many phones behind one address, while one number sending more
 * than a few complaints an hour is a person repeating themselves or a script.
 */
export const SUBMISSION_LIMITS: Readonly<Record<SubmissionKind, SubmissionLimit>> = {
  [SubmissionKind.Contact]: { perAddress: 10, perPhone: 5, windowMinutes: 60 },
  [SubmissionKind.Complaint]: { perAddress: 10, perPhone: 5, windowMinutes: 60 },
  [SubmissionKind.Feedback]: { perAddress: 30, perPhone: 30, windowMinutes: 60 },
  [SubmissionKind.Application]: { perAddress: 10, perPhone: 5, windowMinutes: 60 },
};

/**
 * Whether one more send passes, given the sends already counted in the window from the same
 * address and from the same phone (null when the form carries no phone).
 */
export function submissionAllowed(
  limit: SubmissionLimit,
  fromAddress: number,
  fromPhone: number | null,
): boolean {
  return fromAddress < limit.perAddress && (fromPhone === null || fromPhone < limit.perPhone);
}
