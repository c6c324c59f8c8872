import type { FieldProblemOf } from '../../../application/ports/record-writes-gateway';
import type { AppError } from '../../../domain/errors/app-error';
import type { ListStatus } from '../../../domain/lists/list-state';

/** A list's state from a failed read: a 403 is access denied, never an empty list. */
export const listStatusOf = (error: AppError): ListStatus =>
  error.code === 'Forbidden' ? { kind: 'forbidden' } : { kind: 'error', failure: error };

/** What a refused write means for its form: problems on fields, and the text key of the whole. */
export interface WriteRefusal {
  readonly problems: Readonly<Record<string, string>>;
  /** `access.error.<code>`, or null when the fields say it all. */
  readonly message: string | null;
  /** The record changed since it was read: the screen reads it again. */
  readonly stale: boolean;
}

const codeOf = (body: unknown): string | undefined => {
  const code = (body as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** The fields of a 400: `errors` with their problem codes, or the one `field` (`body.name`). */
function fieldProblems(body: unknown): Record<string, string> {
  const { errors, field, code } = (body ?? {}) as { errors?: unknown; field?: unknown; code?: unknown };
  if (Array.isArray(errors)) {
    return Object.fromEntries(
      (errors as FieldProblemOf[])
        .filter((e) => typeof e.field === 'string' && typeof e.problem === 'string')
        .map((e) => [e.field, e.problem]),
    );
  }
  if (typeof field === 'string' && field.startsWith('body.')) {
    return { [field.slice('body.'.length)]: code === 'UnknownRole' ? 'unknownRole' : 'invalid' };
  }
  return {};
}

/** Reads a refused write of a staff account or a role into what its form shows. */
export function writeRefusal(error: AppError): WriteRefusal {
  switch (error.code) {
    case 'BadRequest': {
      const problems = fieldProblems(error.body);
      return { problems, message: Object.keys(problems).length === 0 ? 'failed' : null, stale: false };
    }
    case 'Conflict': {
      const code = codeOf(error.body);
      if (code === 'NameTaken') return { problems: { name: 'nameTaken' }, message: null, stale: false };
      if (code === 'Stale') return { problems: {}, message: 'stale', stale: true };
      if (code === 'Self') return { problems: {}, message: 'self', stale: false };
      if (code === 'LastAccessManager') return { problems: {}, message: 'lastManager', stale: false };
      if (code === 'InUse') return { problems: {}, message: 'inUse', stale: false };
      return { problems: {}, message: 'failed', stale: true };
    }
    case 'Forbidden':
      return { problems: {}, message: 'forbidden', stale: false };
    case 'NetworkFailure':
    case 'Timeout':
      return { problems: {}, message: 'network', stale: false };
    default:
      return { problems: {}, message: 'failed', stale: false };
  }
}
