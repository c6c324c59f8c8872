import type { OtpLogGateway, OtpPage, OtpPageRequest } from '../../application/ports/otp-log-gateway';
import { mapped } from '../../contract/shared/values';
import { OTP_PAGE_CALL, otpPageSchema, toOtpPage, type OtpPageWire } from '../../contract/otp/otp-page';
import type { AppError } from '../../domain/errors/app-error';
import { OtpSentFilter } from '../../domain/otp/otp-filter';
import type { Result } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { sendWireCall } from './wire-request';

const toPage = (wire: OtpPageWire): OtpPage => toOtpPage(wire);

const page = mapped(otpPageSchema, toPage);

/** `OtpLogGateway` over `GET /OtpCodes/GetOtpCodesPage`; parts at their default are left out. */
export class FetchOtpLogGateway implements OtpLogGateway {
  constructor(private readonly http: HttpClient) {}

  page(request: OtpPageRequest): Promise<Result<OtpPage, AppError>> {
    const query: Record<string, string> = {};
    if (request.page > 1) query.page = String(request.page);
    if (request.phone !== '') query.phone = request.phone;
    if (request.sent !== OtpSentFilter.All) query.sent = request.sent;
    if (request.from !== undefined) query.from = new Date(request.from).toISOString();
    if (request.to !== undefined) query.to = new Date(request.to).toISOString();
    return sendWireCall(this.http, OTP_PAGE_CALL, { name: 'otpCodesPage', check: page, query });
  }
}
