/** A staff member as the recipients' screen names them. */
export interface ChatStaffMember {
  readonly id: string;
  /** The login name. */
  readonly name: string;
  readonly fullName: string;
}

/** One staff member who answers one chat department's chats. */
export interface ChatRecipient {
  readonly chatDepartmentId: number;
  readonly staffUserId: string;
}

/** The staff members who answer department `departmentId`, in the order `staff` lists them. */
export function recipientsOf<S extends ChatStaffMember>(
  staff: readonly S[],
  recipients: readonly ChatRecipient[],
  departmentId: number,
): S[] {
  const chosen = new Set(
    recipients.filter((r) => r.chatDepartmentId === departmentId).map((r) => r.staffUserId),
  );
  return staff.filter((member) => chosen.has(member.id));
}

/**
 * The staff members who may still be added to department `departmentId`: everyone who does not
 * answer it yet, in the order `staff` lists them. With `recipientsOf` it splits the staff in two.
 */
export function recipientCandidates<S extends ChatStaffMember>(
  staff: readonly S[],
  recipients: readonly ChatRecipient[],
  departmentId: number,
): S[] {
  const chosen = new Set(
    recipients.filter((r) => r.chatDepartmentId === departmentId).map((r) => r.staffUserId),
  );
  return staff.filter((member) => !chosen.has(member.id));
}
