import type { Db } from '../../../server/db/database';

/** Ids of seeded rows that the reads with path parameters are called with. */
export interface SampleIds {
  readonly centerId: number;
  readonly hrDepartmentId: number;
  readonly buildingDepartmentId: number;
  readonly doctorId: number;
  readonly calendarDoctorId: number;
  readonly calendarMonth: string;
  readonly patientId: string;
}

/** Picks, from the demo database, rows that make every parameterised read answer something. */
export async function sampleIds(db: Db, patientId: string): Promise<SampleIds> {
  const center = await db
    .selectFrom('center_photos as p')
    .innerJoin('center_instruction_headers as h', 'h.center_id', 'p.center_id')
    .select('p.center_id')
    .orderBy('p.center_id')
    .executeTakeFirstOrThrow();
  const hr = await db
    .selectFrom('hr_department_information')
    .select('hr_department_id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const department = await db
    .selectFrom('feedbacks')
    .select('building_department_id')
    .where('building_department_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const doctor = await db
    .selectFrom('feedbacks')
    .select('doctor_id')
    .where('doctor_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const booking = await db
    .selectFrom('online_appointments')
    .select(['doctor_id', 'starting_time'])
    .where('issuer_id', '=', patientId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return {
    centerId: center.center_id,
    hrDepartmentId: hr.hr_department_id,
    buildingDepartmentId: department.building_department_id ?? 0,
    doctorId: doctor.doctor_id ?? 0,
    calendarDoctorId: booking.doctor_id,
    calendarMonth: booking.starting_time.toISOString().slice(0, 7),
    patientId,
  };
}

/** The path parameters of each read that has some, by wire path; a path missing here fails a test. */
export const PATH_PARAMS: Readonly<Record<string, (ids: SampleIds) => Record<string, string>>> = {
  '/HrDepartmentsInformations/GetHrDepartmentsWithNoInformationExpectOne/{id}': (s) => ({
    id: String(s.hrDepartmentId),
  }),
  '/CenterInstructionHeaders/GetInstructionHeadersDashboard/{id}': (s) => ({ id: String(s.centerId) }),
  '/PhotoGallery/GetCenterGallery/{id}': (s) => ({ id: String(s.centerId) }),
  '/Chats/getChats/{page}/{id}': (s) => ({ page: '1', id: s.patientId }),
  '/Chats/FindChatList/{id}': (s) => ({ id: s.patientId }),
  '/Chats/chatResponsers/{id}': (s) => ({ id: s.patientId }),
  '/Chats/userchat/{id}': (s) => ({ id: s.patientId }),
  '/PhotoGallery/{id}': (s) => ({ id: String(s.centerId) }),
  '/CenterInstructionHeaders/GetMainCenterInstructionsAndHeaders/{id}': (s) => ({ id: String(s.centerId) }),
  '/Feedbacks/GetDashboardDepartmentFeedbacks/{id}': (s) => ({ id: String(s.buildingDepartmentId) }),
  '/Feedbacks/GetDashboardDoctorFeedbacks/{id}': (s) => ({ id: String(s.doctorId) }),
  '/Doctor/{doctorId}/{month}': (s) => ({ doctorId: String(s.calendarDoctorId), month: s.calendarMonth }),
};

/** A wire path with its parameters filled in (URL-encoded). */
export function fillPath(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
}
