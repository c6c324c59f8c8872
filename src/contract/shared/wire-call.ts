/**
 * Who a call speaks for, spelt as `AuthKind` of the HTTP client: `staff` sends the service token,
 * `patient` the patient's own token, `none` no `Authorization` header (000 §6, 001 §6). Kept here
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
