import * as v from 'valibot';
import { isoDateTime } from '../shared/iso-date-time';
import { num, str } from '../shared/schema';

/*
 * Records whose fields the spec does not show: the fields the reference server sends, each with
 * the type it sends. Fields not named here pass through untouched.
 */

/** A line of a lab test profile: `/LabTestDetails`. */
export const labTestDetailRecord = v.looseObject({
  id: num,
  labTestProfileId: num,
  name: str,
  unit: str,
  normalRange: str,
  sortOrder: num,
});
export type LabTestDetailRecord = v.InferOutput<typeof labTestDetailRecord>;

/** A lab department with its test profiles: `/LabDepartment/GetLabDepartmentNameProfiles`. */
export const labDepartmentProfilesRecord = v.looseObject({
  id: num,
  nameEn: str,
  nameKu: str,
  nameAr: str,
  sortOrder: num,
  createdAt: isoDateTime,
  profiles: v.array(
    v.looseObject({
      id: num,
      appearanceName: str,
    }),
  ),
});
export type LabDepartmentProfilesRecord = v.InferOutput<typeof labDepartmentProfilesRecord>;
