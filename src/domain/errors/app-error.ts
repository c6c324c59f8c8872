/**
 * Every expected failure of a call, as a value the UI can render. The adapters turn HTTP and
 * transport outcomes into these; views turn the code into a translated message.
 */
export type AppError =
  | { readonly code: 'Unauthorized' }
  | { readonly code: 'Forbidden' }
  | { readonly code: 'NotFound'; readonly body: unknown }
  | { readonly code: 'Conflict'; readonly body: unknown }
  | { readonly code: 'BadRequest'; readonly body: unknown }
  | { readonly code: 'RateLimited' }
  | { readonly code: 'NetworkFailure' }
  | { readonly code: 'Timeout' }
  | { readonly code: 'ServerError'; readonly status: number; readonly body: unknown }
  | { readonly code: 'MalformedResponse'; readonly call: string; readonly field: string };

export type AppErrorCode = AppError['code'];

export const AppErrors = {
  unauthorized: (): AppError => ({ code: 'Unauthorized' }),
  forbidden: (): AppError => ({ code: 'Forbidden' }),
  notFound: (body: unknown): AppError => ({ code: 'NotFound', body }),
  conflict: (body: unknown): AppError => ({ code: 'Conflict', body }),
  badRequest: (body: unknown): AppError => ({ code: 'BadRequest', body }),
  rateLimited: (): AppError => ({ code: 'RateLimited' }),
  networkFailure: (): AppError => ({ code: 'NetworkFailure' }),
  timeout: (): AppError => ({ code: 'Timeout' }),
  serverError: (status: number, body: unknown): AppError => ({ code: 'ServerError', status, body }),
  malformed: (call: string, field: string): AppError => ({ code: 'MalformedResponse', call, field }),
} as const;

/**
 * Classifies an HTTP answer that was not a success. `status` undefined means no response at all
 * (the network failed before any answer).
 */
export function errorFromStatus(status: number | undefined, body: unknown): AppError {
  if (status === undefined) return AppErrors.networkFailure();
  switch (status) {
    case 400:
    case 422:
      return AppErrors.badRequest(body);
    case 401:
      return AppErrors.unauthorized();
    case 403:
      return AppErrors.forbidden();
    case 404:
      return AppErrors.notFound(body);
    case 409:
      return AppErrors.conflict(body);
    case 429:
      return AppErrors.rateLimited();
    default:
      return AppErrors.serverError(status, body);
  }
}
