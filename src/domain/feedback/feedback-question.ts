import type { Brand } from '../shared/brand';
import type { DoctorId } from '../doctors/doctor-id';
import type { DepartmentId } from './department-id';

export type FeedbackQuestionId = Brand<string, 'FeedbackQuestionId'>;

/** A feedback question, asked about a doctor, a department, or neither. */
export interface FeedbackQuestion {
  readonly id: FeedbackQuestionId;
  readonly name: string;
  readonly doctorId?: DoctorId | undefined;
  readonly departmentId?: DepartmentId | undefined;
}
