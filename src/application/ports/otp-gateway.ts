import type { AppError } from '../../domain/errors/app-error';
import type { OtpCode } from '../../domain/otp/otp-code';
import type { Result } from '../../domain/shared/result';

/**
 * One row of the grouped OTP log (`GET /api/OtpCodes/GetOtpCodesGrouped`): the spec does not show
 * its fields; the product's are the number and how many codes it asked for.
 */
export interface OtpCodeGroup {
  readonly phoneNumber: string;
  readonly requests: number;
}

/**
 * A test code (`GET /api/OtpCodes/GetTestOtpCodes`): a number that always receives the same code,
 * for store reviewers and QA. Fields are the product's; the spec does not show them.
 */
export interface OtpTestCode {
  readonly phoneNumber: string;
  readonly code: string;
}

/**
 * The OTP logs, staff token, area `otp-codes`. An implementation never throws. The counters of
 * codes sent and not sent are computed by the application from the rows (`countOtpCodes`), so they
 * always agree with what the table shows.
 */
export interface OtpGateway {
  /** `GET /api/OtpCodes/GetOtpCodesDashboard`. */
  codes(): Promise<Result<readonly OtpCode[], AppError>>;
  groups(): Promise<Result<readonly OtpCodeGroup[], AppError>>;
  testCodes(): Promise<Result<readonly OtpTestCode[], AppError>>;
}
