/** A tag a doctor is filed under on the patient site; tags are told apart by English name. */
export interface DoctorTag {
  readonly englishName: string;
}

/** A doctor as `GetDoctorsTagWeb` lists them: with the tags they carry. */
export interface DoctorWithTags<T extends DoctorTag = DoctorTag> {
  readonly tags: readonly T[];
}
