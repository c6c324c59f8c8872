/** A doctor's assistant as the dashboard lists them; only the name is filtered on. */
export interface DoctorAssistant {
  readonly fullName: string;
}
