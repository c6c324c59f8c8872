import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { FieldProblemOf } from './record-writes-gateway';

/** What `/register` sends: who asks for an account, and how to reach them. */
export interface AccountRequestInput {
  readonly name: string;
  readonly fullName: string;
  readonly phoneNumber: string;
  readonly note: string;
}

export type AccountRequestStatus = 'pending' | 'approved' | 'refused';

/** An account request as the users screen shows it. */
export interface AccountRequest {
  readonly id: string;
  readonly name: string;
  readonly fullName: string;
  readonly phoneNumber: string;
  readonly note: string;
  readonly createdAt: number;
  readonly status: AccountRequestStatus;
  readonly decidedAt: number | null;
  readonly decidedBy: string | null;
  /** A staff user has this name already: the request cannot be approved as it is. */
  readonly nameTaken: boolean;
  readonly version: number;
}

/** Which form a body belongs to, for the browser-side check by the contract's schema. */
export type AccountForm = 'request' | 'forgot' | 'code' | 'reset' | 'change' | 'approve';

/**
 * The staff account flows (docs/api-extensions.md, "Staff account requests and password resets").
 * A refused body is `BadRequest` whose body lists the fields; a refusal's `code` says why
 * (`InvalidCode`, `TooManyAttempts`, `InvalidTicket`, `WrongPassword`, `SamePassword`, `NameTaken`,
 * `Decided`, `Stale`); too many requests are `RateLimited`.
 */
export interface StaffAccountGateway {
  requestAccount(input: AccountRequestInput): Promise<Result<void, AppError>>;
  forgotPassword(name: string): Promise<Result<{ expiresInSeconds: number }, AppError>>;
  verifyResetCode(name: string, code: string): Promise<Result<{ ticket: string }, AppError>>;
  resetPassword(ticket: string, password: string): Promise<Result<void, AppError>>;
  changePassword(currentPassword: string, newPassword: string): Promise<Result<void, AppError>>;
  accountRequests(): Promise<Result<AccountRequest[], AppError>>;
  approve(
    id: string,
    decision: { readonly roleId: string; readonly password: string; readonly version: number },
  ): Promise<Result<AccountRequest, AppError>>;
  refuse(id: string, version: number): Promise<Result<AccountRequest, AppError>>;
  check(form: AccountForm, body: unknown): readonly FieldProblemOf[];
}
