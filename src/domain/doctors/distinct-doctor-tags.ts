import type { DoctorTag, DoctorWithTags } from './doctor-tag';

/**
 * De-duplicates tags by their English name: the first tag with a name wins and the order of first
 * appearance is kept. Names are compared exactly, case and spaces included, as the spec says "by
 * their english name": the tag table is curated by staff, and folding `ENT` into `Ent` would
 * silently hide a tag whose translations may differ.
 */
export function distinctDoctorTags<T extends DoctorTag>(tags: readonly T[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const tag of tags) {
    if (seen.has(tag.englishName)) continue;
    seen.add(tag.englishName);
    out.push(tag);
  }
  return out;
}

/** The distinct tags over all doctors, by English name, in order of first appearance. */
export function collectDoctorTags<T extends DoctorTag>(doctors: readonly DoctorWithTags<T>[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const doctor of doctors) {
    for (const tag of doctor.tags) {
      if (seen.has(tag.englishName)) continue;
      seen.add(tag.englishName);
      out.push(tag);
    }
  }
  return out;
}
