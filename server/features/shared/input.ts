import { HttpAnswer } from '../../http/http-answer';

/** The largest id a `integer` column holds; a bigger number can match nothing. */
const MAX_INT = 2_147_483_647;

/** A path or query value as a whole number in [min, max], or null when it is not one. */
export function wholeNumber(text: unknown, min = 0, max = Number.MAX_SAFE_INTEGER): number | null {
  if (typeof text !== 'string' || !/^\d{1,15}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** An integer row id from a path parameter, or a 400 answer naming the parameter. */
export function rowId(text: unknown, name = 'id'): number | HttpAnswer {
  const id = wholeNumber(text, 1, MAX_INT);
  return id ?? badRequest(`The ${name} must be a positive whole number.`);
}

/** A text id (app users, staff users): 1 to 100 characters. */
export function textId(text: unknown, name = 'id'): string | HttpAnswer {
  return typeof text === 'string' && text.length > 0 && text.length <= 100
    ? text
    : badRequest(`The ${name} must be 1 to 100 characters.`);
}

/** A JSON object body, or a 400 answer. */
export function objectBody(body: unknown): Readonly<Record<string, unknown>> | HttpAnswer {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : badRequest('The body must be a JSON object.');
}

/** A chat message's text: trimmed, 1 to 2,000 characters. */
export function messageText(value: unknown): string | HttpAnswer {
  if (typeof value !== 'string') return badRequest('The message must be text.');
  const text = value.trim();
  if (text.length === 0) return badRequest('The message must not be empty.');
  if (text.length > 2000) return badRequest('The message must be at most 2000 characters.');
  return text;
}

export const badRequest = (message: string): HttpAnswer => HttpAnswer.error(400, message);
export const notFound = (message: string): HttpAnswer => HttpAnswer.error(404, message);
