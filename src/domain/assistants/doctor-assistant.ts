/** A doctor's assistant as the dashboard lists them (000 §3); only the name is filtered on. */
export interface DoctorAssistant {
  readonly fullName: string;
}
