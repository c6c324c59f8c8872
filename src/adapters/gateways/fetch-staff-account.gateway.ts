import type {
  AccountForm,
  AccountRequest,
  AccountRequestInput,
  StaffAccountGateway,
} from '../../application/ports/staff-account-gateway';
import type { FieldProblemOf } from '../../application/ports/record-writes-gateway';
import {
  ACCOUNT_REQUESTS_CALL,
  ACCOUNT_REQUEST_CALL,
  APPROVE_ACCOUNT_REQUEST_CALL,
  CHANGE_PASSWORD_CALL,
  FORGOT_PASSWORD_CALL,
  REFUSE_ACCOUNT_REQUEST_CALL,
  RESET_PASSWORD_CALL,
  VERIFY_RESET_CODE_CALL,
  accountRequestRowSchema,
  accountRequestRowsSchema,
  accountRequestSchema,
  approveAccountRequestSchema,
  changePasswordSchema,
  forgotPasswordAnswerSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  resetTicketSchema,
  verifyResetCodeSchema,
  type AccountRequestRowWire,
} from '../../contract/auth/staff-account';
import { epochMs } from '../../contract/shared/iso-date-time';
import { ignoredBody, type Schema } from '../../contract/shared/schema';
import { mapped } from '../../contract/shared/values';
import { fieldIssues } from '../../contract/writes/record-form';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { sendWireCall } from './wire-request';

const toRequest = (wire: AccountRequestRowWire): AccountRequest => ({
  ...wire,
  createdAt: epochMs(wire.createdAt),
  decidedAt: wire.decidedAt === null ? null : epochMs(wire.decidedAt),
});

const request: Schema<AccountRequest> = mapped(accountRequestRowSchema, toRequest);
const requests: Schema<AccountRequest[]> = mapped(accountRequestRowsSchema, (rows) => rows.map(toRequest));

const FORMS: Readonly<Record<AccountForm, Schema<unknown>>> = {
  request: accountRequestSchema,
  forgot: forgotPasswordSchema,
  code: verifyResetCodeSchema,
  reset: resetPasswordSchema,
  change: changePasswordSchema,
  approve: approveAccountRequestSchema,
};

/** `StaffAccountGateway` over `/api/StaffAccount/*` and `/api/StaffAccountRequests/*`. */
export class FetchStaffAccountGateway implements StaffAccountGateway {
  constructor(private readonly http: HttpClient) {}

  requestAccount(body: AccountRequestInput): Promise<Result<void, AppError>> {
    return sendWireCall(this.http, ACCOUNT_REQUEST_CALL, {
      name: 'requestAccount',
      check: ignoredBody,
      body,
    });
  }

  forgotPassword(name: string): Promise<Result<{ expiresInSeconds: number }, AppError>> {
    return sendWireCall(this.http, FORGOT_PASSWORD_CALL, {
      name: 'forgotPassword',
      check: forgotPasswordAnswerSchema,
      body: { name },
    });
  }

  verifyResetCode(name: string, code: string): Promise<Result<{ ticket: string }, AppError>> {
    return sendWireCall(this.http, VERIFY_RESET_CODE_CALL, {
      name: 'verifyResetCode',
      check: resetTicketSchema,
      body: { name, code },
    });
  }

  resetPassword(ticket: string, password: string): Promise<Result<void, AppError>> {
    return sendWireCall(this.http, RESET_PASSWORD_CALL, {
      name: 'resetPassword',
      check: ignoredBody,
      body: { ticket, password },
    });
  }

  changePassword(currentPassword: string, newPassword: string): Promise<Result<void, AppError>> {
    return sendWireCall(this.http, CHANGE_PASSWORD_CALL, {
      name: 'changePassword',
      check: ignoredBody,
      body: { currentPassword, newPassword },
    });
  }

  accountRequests(): Promise<Result<AccountRequest[], AppError>> {
    return sendWireCall(this.http, ACCOUNT_REQUESTS_CALL, { name: 'accountRequests', check: requests });
  }

  approve(
    id: string,
    body: { readonly roleId: string; readonly password: string; readonly version: number },
  ): Promise<Result<AccountRequest, AppError>> {
    return sendWireCall(this.http, APPROVE_ACCOUNT_REQUEST_CALL, {
      name: 'approveAccountRequest',
      check: request,
      params: { id },
      body,
    });
  }

  refuse(id: string, version: number): Promise<Result<AccountRequest, AppError>> {
    return sendWireCall(this.http, REFUSE_ACCOUNT_REQUEST_CALL, {
      name: 'refuseAccountRequest',
      check: request,
      params: { id },
      body: { version },
    });
  }

  check(form: AccountForm, body: unknown): readonly FieldProblemOf[] {
    return fieldIssues(FORMS[form], body);
  }
}
