import * as v from 'valibot';
import { fieldPath, type Schema } from '../../src/contract/shared/schema';
import { pathParamsSchema } from '../../src/contract/shared/wire-call';
import { fieldIssues, type FieldIssue } from '../../src/contract/writes/record-form';
import { HttpAnswer } from './http-answer';
import type { RouteDefinition } from './route';

/** Where a refused value was: the body, the query string or the path. */
export type RequestPart = 'body' | 'query' | 'path';

/** The body of every 400 for a request the contract refuses: the message, and where it went wrong. */
export interface InvalidRequestBody {
  readonly message: string;
  /** `body`, `query` or `path`, then the field's path inside it (`body.message`, `path.id`). */
  readonly field: string;
  /** With the route's `everyInvalidField`: each refused field of the body and its message. */
  readonly errors?: readonly FieldIssue[];
}

/** The three checks of one route, built once when the route is mounted. */
export interface RequestChecks {
  readonly params: Schema<unknown> | undefined;
  readonly query: Schema<unknown> | undefined;
  readonly body: Schema<unknown> | undefined;
  readonly invalidMessage: RouteDefinition['invalidMessage'];
  readonly everyInvalidField: boolean;
}

/** `:name` (the router's spelling of a path parameter) back to the contract's `{name}`. */
const toWirePath = (routePath: string): string => routePath.replace(/:(\w+)/g, '{$1}');

export function requestChecks(route: RouteDefinition): RequestChecks {
  return {
    params: route.path.includes(':') ? pathParamsSchema(toWirePath(route.path)) : undefined,
    query: route.query,
    body: route.body,
    invalidMessage: route.invalidMessage,
    everyInvalidField: route.everyInvalidField === true,
  };
}

function refusal(
  part: RequestPart,
  schema: Schema<unknown>,
  value: unknown,
  invalidMessage: RouteDefinition['invalidMessage'],
  everyInvalidField = false,
): HttpAnswer | null {
  const result = v.safeParse(schema, value, { abortEarly: true });
  if (result.success) return null;
  const issue = result.issues[0];
  const inner = fieldPath(issue.path);
  const field = inner === '(body)' ? part : `${part}.${inner}`;
  const message =
    invalidMessage === undefined
      ? `${field} ${reason(issue)}.`
      : typeof invalidMessage === 'string'
        ? invalidMessage
        : invalidMessage(field);
  const body: InvalidRequestBody = everyInvalidField
    ? { message, field, errors: fieldIssues(schema, value) }
    : { message, field };
  return new HttpAnswer(400, body);
}

/** valibot's own text says what it expected and what it received; a custom check says it in words. */
function reason(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === 'schema') return `must be ${issue.expected ?? 'something else'}, not ${issue.received}`;
  return issue.message.startsWith('Invalid ') ? `is not valid (${issue.message})` : issue.message;
}

/**
 * Holds a request to the contract's schemas of its path parameters, query and body, in that
 * order: the first refusal is a 400 naming the field, before the handler (and its database) sees
 * the value. The handlers keep their own rules (lengths, trimming, existence) on top.
 */
export function checkRequest(
  checks: RequestChecks,
  params: unknown,
  query: unknown,
  body: unknown,
): HttpAnswer | null {
  const { invalidMessage } = checks;
  return (
    (checks.params && refusal('path', checks.params, params ?? {}, invalidMessage)) ??
    (checks.query && refusal('query', checks.query, query ?? {}, invalidMessage)) ??
    (checks.body && refusal('body', checks.body, body, invalidMessage, checks.everyInvalidField)) ??
    null
  );
}
