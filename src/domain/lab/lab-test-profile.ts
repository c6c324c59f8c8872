/** A lab test profile as the patient site lists it; the index reads only its name. */
export interface LabTestProfile {
  readonly appearanceName: string;
}
