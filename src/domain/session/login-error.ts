import type { AppError } from '../errors/app-error';

/**
 * The three login alerts: an i18n key for the views and the exact English text, which the `en`
 * bundle must carry verbatim.
 */
export const LoginError = {
  InvalidCredentials: {
    key: 'login.error.invalidCredentials',
    text: 'Please enter a valid username/password.',
  },
  TooManyRequests: {
    key: 'login.error.tooManyRequests',
    text: 'Too many requests, please wait 1 min, and then try again.',
  },
  SomethingWentWrong: {
    key: 'login.error.somethingWentWrong',
    text: 'Something went wrong.',
  },
} as const;

export type LoginError = (typeof LoginError)[keyof typeof LoginError];

/** The alert for a failed login by raw status; `undefined` means no response at all. */
export function loginErrorForStatus(status: number | undefined): LoginError {
  if (status === 400) return LoginError.InvalidCredentials;
  if (status === 429 || status === undefined) return LoginError.TooManyRequests;
  return LoginError.SomethingWentWrong;
}

/**
 * The alert for a failed login's `AppError`. `BadRequest` is the 400 case, `RateLimited` the 429
 * one, `NetworkFailure` and `Timeout` the no-response one; everything else went wrong. Note that
 * `errorFromStatus` also files a 422 as `BadRequest`, which this therefore shows as invalid
 * credentials: the right reading of an unprocessable login body.
 */
export function loginErrorFor(error: AppError): LoginError {
  switch (error.code) {
    case 'BadRequest':
      return LoginError.InvalidCredentials;
    case 'RateLimited':
    case 'NetworkFailure':
    case 'Timeout':
      return LoginError.TooManyRequests;
    default:
      return LoginError.SomethingWentWrong;
  }
}
