/**
 * A handler's answer with a status other than 200, or with headers: expected failures are values
 * returned by handlers, not exceptions. Every error body is `{ message }` (plus optional fields).
 */
export class HttpAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, body: unknown, headers: Readonly<Record<string, string>> = {}) {
    this.status = status;
    this.body = body;
    this.headers = headers;
  }

  static error(
    status: number,
    message: string,
    extra: Readonly<Record<string, unknown>> = {},
    headers: Readonly<Record<string, string>> = {},
  ): HttpAnswer {
    return new HttpAnswer(status, { message, ...extra }, headers);
  }
}

/** The error texts of the server; login texts are the spec's own. */
export const ErrorMessage = {
  InvalidLogin: 'Please enter a valid username/password.',
  TooManyRequests: 'Too many requests, please wait 1 min, and then try again.',
  Unauthorized: 'A valid bearer token is required.',
  Forbidden: 'Your role does not grant access to this area.',
  NotFound: 'There is no such call.',
  Internal: 'Something went wrong.',
} as const;
export type ErrorMessage = (typeof ErrorMessage)[keyof typeof ErrorMessage];
