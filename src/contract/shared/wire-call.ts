import * as v from 'valibot';
import type { Schema } from './schema';
import { filledText } from './values';

/**
 * Who a call speaks for, spelt as `AuthKind` of the HTTP client: `staff` sends the service token,
 * `patient` the patient's own token, `none` no `Authorization` header (the spec). Kept here
 * too so the reference server can read the contract without the browser's HTTP client.
 */
export type WireAuth = 'staff' | 'patient' | 'none';

export type WireMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of the contract that is not a row of the resource table. */
export interface WireCall {
  readonly method: WireMethod;
  /** Below `{host}/api`, spelt as the backend spells it; `{name}` marks a path parameter. */
  readonly path: string;
  readonly auth: WireAuth;
}

/** Fills `{name}` placeholders with URI-encoded values; a placeholder without a value stays as is. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>>): string {
  return path.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : encodeURIComponent(String(value));
  });
}

/** The parameter names of a path template, in order (`/Chats/getChats/{page}/{id}` -> page, id). */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

/** What a path parameter holds, by its name; a name not listed here is any non-empty text. */
const PATH_PARAMETER: Readonly<Record<string, Schema<string>>> = {
  /** A chat page, counted from 1. */
  page: v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/)),
  /** The month of the doctor calendar, `YYYY-MM`. */
  month: v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/)),
};

const anyParameter: Schema<string> = filledText;

/** The schema of a path's parameters, as the server receives them: one text per `{name}`. */
export function pathParamsSchema(path: string): Schema<Record<string, string>> {
  return v.object(
    Object.fromEntries(pathParams(path).map((name) => [name, PATH_PARAMETER[name] ?? anyParameter])),
  ) as unknown as Schema<Record<string, string>>;
}
