/**
 * Where failures that the user is not shown go (the logout call, the chat counter, clinic centers,
 * unseen messages and assistant ordering "only log the error"). An implementation never throws; the
 * browser's is the console, a deployment may forward to its monitoring.
 */
export interface Logger {
  /** Something failed and was handled by not showing it; `cause` is the error value as it came. */
  error(message: string, cause?: unknown): void;
  /** Something unexpected that the application worked around. */
  warn(message: string, cause?: unknown): void;
}
