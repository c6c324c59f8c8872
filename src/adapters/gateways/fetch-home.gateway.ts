import type { HomeGateway } from '../../application/ports/home-gateway';
import type { HomeSummary } from '../../domain/home/home-summary';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import {
  HOME_SUMMARY_CALL,
  homeSummaryQuery,
  homeSummarySchema,
  toHomeSummary,
} from '../../contract/home/home-summary';
import { mapped } from '../../contract/shared/values';
import type { HttpClient } from '../http/http-client';
import { sendWireCall } from './wire-request';

/** `HomeGateway` over the product's summary call. */
export class FetchHomeGateway implements HomeGateway {
  constructor(private readonly http: HttpClient) {}

  summary(startOfDay: number): Promise<Result<HomeSummary, AppError>> {
    return sendWireCall(this.http, HOME_SUMMARY_CALL, {
      name: 'homeSummary',
      check: mapped(homeSummarySchema, toHomeSummary),
      query: { ...homeSummaryQuery(startOfDay) },
    });
  }
}
