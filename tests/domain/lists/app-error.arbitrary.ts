import fc from 'fast-check';
import { AppErrors, type AppError } from '../../../src/domain/errors/app-error';

/** Any body a failed call may carry: text, a `{ message }` object, or anything else. */
export const errorBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.record({ message: fc.string() }),
  fc.anything(),
);

/** Every kind of `AppError`, with arbitrary bodies. */
export const appError: fc.Arbitrary<AppError> = fc.oneof(
  fc.constant(AppErrors.unauthorized()),
  fc.constant(AppErrors.forbidden()),
  errorBody.map(AppErrors.notFound),
  errorBody.map(AppErrors.conflict),
  errorBody.map(AppErrors.badRequest),
  fc.constant(AppErrors.rateLimited()),
  fc.constant(AppErrors.networkFailure()),
  fc.constant(AppErrors.timeout()),
  fc
    .tuple(fc.integer({ min: 500, max: 599 }), errorBody)
    .map(([status, body]) => AppErrors.serverError(status, body)),
  fc.tuple(fc.string(), fc.string()).map(([call, field]) => AppErrors.malformed(call, field)),
);

/** Every `AppError` but `Forbidden`. */
export const nonForbiddenError: fc.Arbitrary<AppError> = appError.filter((e) => e.code !== 'Forbidden');
