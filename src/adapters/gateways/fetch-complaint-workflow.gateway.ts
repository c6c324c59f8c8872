import type {
  ComplaintMove,
  ComplaintStep,
  ComplaintWorkflowGateway,
  WorkflowComplaint,
} from '../../application/ports/complaint-workflow-gateway';
import type { FieldProblemOf } from '../../application/ports/record-writes-gateway';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { Schema } from '../../contract/shared/schema';
import { mapped } from '../../contract/shared/values';
import {
  COMPLAINT_LIST_CALL,
  COMPLAINT_MOVE_CALL,
  COMPLAINT_STEPS_CALL,
  complaintMoveSchema,
  complaintStepsSchema,
  toComplaintStep,
  toWorkflowComplaint,
  workflowComplaintSchema,
  workflowComplaintsSchema,
} from '../../contract/submissions/site-forms';
import { fieldIssues } from '../../contract/writes/record-form';
import type { HttpClient } from '../http/http-client';
import { sendWireCall } from './wire-request';

const list: Schema<WorkflowComplaint[]> = mapped(workflowComplaintsSchema, (rows) =>
  rows.map(toWorkflowComplaint),
);
const one: Schema<WorkflowComplaint> = mapped(workflowComplaintSchema, toWorkflowComplaint);
const steps: Schema<ComplaintStep[]> = mapped(complaintStepsSchema, (rows) => rows.map(toComplaintStep));

/** `ComplaintWorkflowGateway` over `/api/ComplaintWorkflow/*`. */
export class FetchComplaintWorkflowGateway implements ComplaintWorkflowGateway {
  constructor(private readonly http: HttpClient) {}

  list(): Promise<Result<WorkflowComplaint[], AppError>> {
    return sendWireCall(this.http, COMPLAINT_LIST_CALL, { name: 'complaintWorkflow', check: list });
  }

  steps(id: number): Promise<Result<ComplaintStep[], AppError>> {
    return sendWireCall(this.http, COMPLAINT_STEPS_CALL, {
      name: 'complaintSteps',
      check: steps,
      params: { id },
    });
  }

  check(move: ComplaintMove): readonly FieldProblemOf[] {
    return fieldIssues(complaintMoveSchema, move);
  }

  move(id: number, move: ComplaintMove): Promise<Result<WorkflowComplaint, AppError>> {
    return sendWireCall(this.http, COMPLAINT_MOVE_CALL, {
      name: 'moveComplaint',
      check: one,
      params: { id },
      body: move,
    });
  }
}
