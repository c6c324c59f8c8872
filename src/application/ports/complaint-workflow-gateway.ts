import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { ComplaintStatus } from '../../domain/submissions/complaint-workflow';
import type { FieldProblemOf } from './record-writes-gateway';
import type { MyComplaint } from './site-forms-gateway';

/** A complaint on the staff's workflow screen. */
export interface WorkflowComplaint extends MyComplaint {
  readonly fullName: string;
  readonly phoneNumber: string;
  readonly body: string;
  readonly fromPatient: boolean;
  readonly version: number;
}

/** One recorded step of a complaint. */
export interface ComplaintStep {
  readonly id: number;
  readonly fromStatus: ComplaintStatus;
  readonly toStatus: ComplaintStatus;
  readonly note: string;
  readonly publicNote: string;
  readonly staffName: string;
  readonly at: number;
}

export interface ComplaintMove {
  readonly status: ComplaintStatus;
  readonly note: string;
  readonly publicNote: string;
  readonly version: number;
}

/**
 * The complaints' workflow for staff (area feedback; docs/api-extensions.md). `move` answers the
 * changed complaint; a stale version or a step the workflow refuses is `Conflict` whose body
 * carries `current`, the complaint as it is now.
 */
export interface ComplaintWorkflowGateway {
  list(): Promise<Result<WorkflowComplaint[], AppError>>;
  steps(id: number): Promise<Result<ComplaintStep[], AppError>>;
  check(move: ComplaintMove): readonly FieldProblemOf[];
  move(id: number, move: ComplaintMove): Promise<Result<WorkflowComplaint, AppError>>;
}
