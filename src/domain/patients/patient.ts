/**
 * A chat app user, that is a patient as the dashboard lists them. Text fields the server leaves out
 * arrive here as empty strings; the adapters do that mapping.
 */
export interface Patient {
  readonly name: string;
  readonly phoneNumber: string;
  /** The local calendar day of birth, `YYYY-MM-DD`. */
  readonly birthdate: string;
  readonly sex: string;
  readonly maritalStatus: string;
  readonly bloodGroup: string;
  /**
   * When the account was created, as an ISO date-time in the viewer's local time
   * (`YYYY-MM-DDTHH:mm:ss`, or at least its `YYYY-MM-DD` day). The adapters convert the server's
   * timestamp into local time, so the first ten characters are the local calendar day.
   */
  readonly createdAt: string;
}
