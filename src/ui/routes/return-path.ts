/** Where a guard sent the user from, kept in the navigation state so login can send them back. */
export interface ReturnState {
  readonly from: string;
}

export const DEFAULT_HOME = '/dashboard/default';

/** The path to open after login: the one the user was going to, if it is inside the app, else the default home. */
export function returnPathOf(state: unknown): string {
  if (typeof state !== 'object' || state === null) return DEFAULT_HOME;
  const from = (state as Partial<ReturnState>).from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return DEFAULT_HOME;
  if (from === '/login' || from.startsWith('/login?')) return DEFAULT_HOME;
  return from;
}
