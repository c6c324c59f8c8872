import type { AppError } from '../../domain/errors/app-error';
import type { HomeSummary } from '../../domain/home/home-summary';
import type { Result } from '../../domain/shared/result';

/**
 * The dashboard home's figures (`GET /api/Dashboard/HomeSummary`, an extension). Any staff member
 * may ask; the answer holds only the parts the user's areas allow. Never throws.
 */
export interface HomeGateway {
  /** The figures of the day that starts at `startOfDay` (epoch ms, the user's local midnight). */
  summary(startOfDay: number): Promise<Result<HomeSummary, AppError>>;
}
