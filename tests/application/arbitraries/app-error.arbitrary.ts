import fc from 'fast-check';
import { AppErrors, type AppError } from '../../../src/domain/errors/app-error';
import { NO_CHAT_DEPARTMENT_MESSAGE } from '../../../src/domain/chat/no-chat-department';

const body = fc.oneof(fc.constant(undefined), fc.string(), fc.record({ message: fc.string() }));

/** Every kind of failed call the adapters can report. */
export const appErrorArb: fc.Arbitrary<AppError> = fc.oneof(
  fc.constant(AppErrors.unauthorized()),
  fc.constant(AppErrors.forbidden()),
  body.map(AppErrors.notFound),
  body.map(AppErrors.conflict),
  body.map(AppErrors.badRequest),
  fc.constant(AppErrors.rateLimited()),
  fc.constant(AppErrors.networkFailure()),
  fc.constant(AppErrors.timeout()),
  fc.tuple(fc.integer({ min: 500, max: 599 }), body).map(([status, b]) => AppErrors.serverError(status, b)),
  fc.tuple(fc.string(), fc.string()).map(([call, field]) => AppErrors.malformed(call, field)),
);

/** Any failure but a 403. */
export const nonForbiddenErrorArb = appErrorArb.filter((error) => error.code !== 'Forbidden');

/**
 * The failure paths every use case is checked against: 401, 403, 404 (the no-chat-department one
 * and a plain one), 429, no response, a malformed body, a timeout, a server error.
 */
export const FAILURE_PATHS: readonly { readonly name: string; readonly error: AppError }[] = [
  { name: '401', error: AppErrors.unauthorized() },
  { name: '403', error: AppErrors.forbidden() },
  { name: '404 no chat department', error: AppErrors.notFound({ message: NO_CHAT_DEPARTMENT_MESSAGE }) },
  { name: '404', error: AppErrors.notFound({ message: 'There is no such call.' }) },
  { name: '429', error: AppErrors.rateLimited() },
  { name: 'no response', error: AppErrors.networkFailure() },
  { name: 'malformed body', error: AppErrors.malformed('call', 'items[0].name') },
  { name: 'timeout', error: AppErrors.timeout() },
  { name: '500', error: AppErrors.serverError(500, { message: 'Something went wrong.' }) },
];
