import type { AppError } from '../errors/app-error';

/** The backend's message, spelt as it sends it. */
export const NO_CHAT_DEPARTMENT_MESSAGE = 'user token doesnt contain any chat departments';

/** The message of an error body: the body itself when it is text, else its `message` field. */
function bodyMessage(body: unknown): unknown {
  if (typeof body === 'string') return body;
  if (typeof body === 'object' && body !== null && 'message' in body) return body.message;
  return undefined;
}

/**
 * True when the chat history failed because the staff user belongs to no chat department: a 404
 * whose message is exactly the backend's text (no trimming, case as sent). Any other 404, or any
 * other error with that text, is an ordinary failure.
 */
export function isNoChatDepartment(error: AppError): boolean {
  return error.code === 'NotFound' && bodyMessage(error.body) === NO_CHAT_DEPARTMENT_MESSAGE;
}

/** The no-chat-department flag after a failed history call: set by that 404, left alone otherwise. */
export function noChatDepartmentAfter(flag: boolean, error: AppError): boolean {
  return flag || isNoChatDepartment(error);
}
