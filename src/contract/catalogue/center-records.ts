import * as v from 'valibot';
import { isoDateTime, calendarDay } from '../shared/iso-date-time';
import { num, str, bool } from '../shared/schema';

/*
 * Records whose fields the spec does not show: the fields the reference server sends, each with
 * the type it sends. Fields not named here pass through untouched.
 */

/** A center of the network: `/ControlPanelClinics/GetCentersDashboard`, `/Clinics/GetAllCentersMobile`. */
export const centerRecord = v.looseObject({
  id: num,
  centerGroupId: num,
  nameEn: str,
  nameKu: str,
  nameAr: str,
  addressEn: str,
  addressKu: str,
  addressAr: str,
  phoneNumber: str,
  latitude: v.nullable(num),
  longitude: v.nullable(num),
  imageUrl: v.nullable(str),
  isActive: bool,
  sortOrder: num,
  createdAt: isoDateTime,
});
export type CenterRecord = v.InferOutput<typeof centerRecord>;

/** A speciality: `/SpecialtyDashboard/GetSpecialties`. */
export const specialityRecord = v.looseObject({
  id: num,
  nameEn: str,
  nameKu: str,
  nameAr: str,
  imageUrl: v.nullable(str),
  sortOrder: num,
  createdAt: isoDateTime,
});
export type SpecialityRecord = v.InferOutput<typeof specialityRecord>;

/** A department of a center's building: `/BuildingDepartment/GetBuildingDepartments`. */
export const buildingDepartmentRecord = v.looseObject({
  id: num,
  centerId: num,
  nameEn: str,
  nameKu: str,
  nameAr: str,
  floor: num,
  phoneExtension: str,
  createdAt: isoDateTime,
});
export type BuildingDepartmentRecord = v.InferOutput<typeof buildingDepartmentRecord>;

/** A center's figures of one day: `/ClinicCenterStatistics/DashboardCenterStatstics`. */
export const centerStatisticsRecord = v.looseObject({
  centerId: num,
  day: calendarDay,
  visits: num,
  onlineAppointments: num,
  newPatients: num,
  labTests: num,
  births: num,
  surgeries: num,
});
export type CenterStatisticsRecord = v.InferOutput<typeof centerStatisticsRecord>;

/** What an HR department says about itself: `/HrDepartmentsInformations`. */
export const departmentInformationRecord = v.looseObject({
  id: num,
  hrDepartmentId: num,
  descriptionEn: str,
  descriptionKu: str,
  descriptionAr: str,
  managerName: str,
  email: str,
  phoneNumber: str,
  employeeCount: num,
  updatedAt: isoDateTime,
});
export type DepartmentInformationRecord = v.InferOutput<typeof departmentInformationRecord>;
