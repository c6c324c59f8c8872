/**
 * A complaint's life as staff move it: new, then in progress, then resolved, one step at a time.
 * `Dismissed` is kept for complaints closed without a resolution before this workflow existed; like
 * `Resolved` it is final. The stored names are the database's (`Open` is "new").
 */
export const ComplaintStatus = {
  New: 'Open',
  InProgress: 'InProgress',
  Resolved: 'Resolved',
  Dismissed: 'Dismissed',
} as const;

export type ComplaintStatus = (typeof ComplaintStatus)[keyof typeof ComplaintStatus];

export const COMPLAINT_STATUSES: readonly ComplaintStatus[] = Object.values(ComplaintStatus);

const NEXT: Readonly<Record<ComplaintStatus, ComplaintStatus | null>> = {
  [ComplaintStatus.New]: ComplaintStatus.InProgress,
  [ComplaintStatus.InProgress]: ComplaintStatus.Resolved,
  [ComplaintStatus.Resolved]: null,
  [ComplaintStatus.Dismissed]: null,
};

/** The one status a complaint may move to next, or null when it is closed. */
export function nextComplaintStatus(status: ComplaintStatus): ComplaintStatus | null {
  return NEXT[status];
}

/** Whether staff may move a complaint from `from` to `to`: only the next step, never back or across. */
export function canMoveComplaint(from: ComplaintStatus, to: ComplaintStatus): boolean {
  return NEXT[from] === to;
}

export function isComplaintStatus(value: string): value is ComplaintStatus {
  return (COMPLAINT_STATUSES as readonly string[]).includes(value);
}
