import type { AppError } from '../../domain/errors/app-error';
import type { OtpCounters } from '../../domain/otp/otp-counters';
import type { OtpSentFilter } from '../../domain/otp/otp-filter';
import type { Result } from '../../domain/shared/result';

/** One page of the OTP log asked of the server. */
export interface OtpPageRequest {
  readonly page: number;
  /** Substring of the phone number; empty keeps every number. */
  readonly phone: string;
  readonly sent: OtpSentFilter;
  /** The period's first instant (included), epoch ms; absent: from the first code. */
  readonly from?: number | undefined;
  /** The instant after the period (excluded), epoch ms; absent: up to now. */
  readonly to?: number | undefined;
}

/** A code request as the OTP log lists it. */
export interface OtpLogRow {
  readonly id: number;
  readonly phoneNumber: string;
  readonly codeIsSent: boolean;
  /** Epoch ms. */
  readonly createdAt: number;
}

/** A page, the count of every row the filter keeps, and the counters of the period. */
export interface OtpPage {
  readonly rows: readonly OtpLogRow[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly counters: OtpCounters;
}

/**
 * The OTP log paged by the server (an extension, docs/api-extensions.md), area `otp-codes`. An
 * implementation never throws; a 403 is `Forbidden`.
 */
export interface OtpLogGateway {
  page(request: OtpPageRequest): Promise<Result<OtpPage, AppError>>;
}
