import type { AppError } from '../../../domain/errors/app-error';

/** One refused field: its name and the contract's problem code. */
export interface FieldProblem {
  readonly field: string;
  readonly problem: string;
}

/** What a failed call of the account flows shows: a text key, and the fields the server named. */
export interface AccountFailure {
  readonly key: string;
  readonly fields: readonly FieldProblem[];
}

const CODE_KEYS: Readonly<Record<string, string>> = {
  InvalidCode: 'accountReset.error.invalidCode',
  InvalidTicket: 'accountReset.error.invalidTicket',
  WrongPassword: 'accountPassword.error.wrongPassword',
  SamePassword: 'accountPassword.error.samePassword',
};

function bodyOf(error: AppError): Record<string, unknown> {
  const body = 'body' in error ? error.body : undefined;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/**
 * A failed call as the pages show it. `tooMany` names the text of a 429 in this step (too many
 * requests, or too many wrong codes); a refusal with a known `code` gets its own text; a 400 with
 * fields marks them; anything else says the call failed, and the form keeps what was typed.
 */
export function accountFailure(error: AppError, tooMany = 'accountRequest.error.tooMany'): AccountFailure {
  if (error.code === 'RateLimited') return { key: tooMany, fields: [] };
  if (error.code === 'NetworkFailure' || error.code === 'Timeout') {
    return { key: 'accountRequest.error.offline', fields: [] };
  }
  if (error.code === 'BadRequest') {
    const body = bodyOf(error);
    const code = typeof body.code === 'string' ? CODE_KEYS[body.code] : undefined;
    const errors = Array.isArray(body.errors)
      ? body.errors.filter(
          (e): e is FieldProblem =>
            typeof e === 'object' &&
            e !== null &&
            typeof (e as FieldProblem).field === 'string' &&
            typeof (e as FieldProblem).problem === 'string',
        )
      : [];
    return { key: code ?? 'accountRequest.error.invalid', fields: errors };
  }
  return { key: 'accountRequest.error.failed', fields: [] };
}

/** The problem code of one field, from the browser's check or the server's answer. */
export const problemOf = (fields: readonly FieldProblem[], field: string): string | null =>
  fields.find((f) => f.field === field)?.problem ?? null;
