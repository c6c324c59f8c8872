import { toJsonSchema } from '@valibot/to-json-schema';
import type { Schema } from '../../src/contract/shared/schema';
import { pathParams, pathParamsSchema } from '../../src/contract/shared/wire-call';
import { API_REFERENCE_PATH } from './api-reference';
import type { RouteDefinition } from './route';

/** Where the document is served. */
export const OPENAPI_PATH = '/api/openapi.json';

type Json = Record<string, unknown>;

/**
 * JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a contract schema. A check written as code (a
 * custom rule, a transform) has no JSON Schema form and is left out, so the document may accept
 * a little more than the server does; the server's answer is the authority.
 */
const jsonSchema = (schema: Schema<unknown>): Json =>
  toJsonSchema(schema, { target: 'draft-2020-12', errorMode: 'ignore' }) as Json;

/** The URL of a route as Fastify mounts it, in OpenAPI's `{name}` spelling. */
export const openApiPath = (route: RouteDefinition): string =>
  route.path === '/' ? '/api/' : `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;

const errorBody: Json = {
  type: 'object',
  properties: { message: { type: 'string' }, field: { type: 'string' }, area: { type: 'string' } },
  required: ['message'],
};
const errorAnswer = (description: string): Json => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function operation(route: RouteDefinition): Json {
  const wirePath = route.path.replace(/:(\w+)/g, '{$1}');
  const names = pathParams(wirePath);
  const pathSchema = jsonSchema(pathParamsSchema(wirePath)) as { properties?: Record<string, Json> };
  const querySchema =
    route.query === undefined
      ? undefined
      : (jsonSchema(route.query) as { properties?: Record<string, Json>; required?: string[] });
  const parameters = [
    ...names.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: pathSchema.properties?.[name] ?? {},
    })),
    ...Object.entries(querySchema?.properties ?? {}).map(([name, schema]) => ({
      name,
      in: 'query',
      required: querySchema?.required?.includes(name) ?? false,
      schema,
    })),
  ];
  const responses: Record<string, Json> = {
    '200': { description: 'The answer.' },
    '400': errorAnswer('A path parameter, query or body the contract refuses: `field` names it.'),
  };
  if (route.upload !== undefined) {
    responses['413'] = errorAnswer('The file is larger than the upload limit.');
    responses['415'] = errorAnswer(`The file's bytes are not one of: ${route.upload.accepts.join(', ')}.`);
  }
  if (route.auth !== 'none') responses['401'] = errorAnswer('No valid token of the kind the call needs.');
  if (route.auth === 'staff' && route.area !== undefined) {
    responses['403'] = errorAnswer("The role does not grant the call's area (`area`).");
  }
  return {
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+/g, '_')}`,
    ...(route.auth === 'none' ? { security: [] } : { security: [{ [route.auth]: [] }] }),
    'x-auth': route.auth,
    ...(route.auth === 'staff' && route.area !== undefined ? { 'x-permission-area': route.area } : {}),
    ...(parameters.length === 0 ? {} : { parameters }),
    ...(route.upload === undefined
      ? {}
      : {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: { [route.upload.field]: { type: 'string', format: 'binary' } },
                  required: [route.upload.field],
                },
                encoding: { [route.upload.field]: { contentType: route.upload.accepts.join(', ') } },
              },
            },
          },
        }),
    ...(route.body === undefined
      ? {}
      : {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(route.body) } },
          },
        }),
    responses,
  };
}

/**
 * The OpenAPI 3.1 document of every route the server mounts, made from the same rows and
 * contract schemas that check the requests, so it cannot list a call the server does not serve.
 */
export function openApiDocument(routes: readonly RouteDefinition[]): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of routes) {
    (paths[openApiPath(route)] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  paths[OPENAPI_PATH] = {
    get: {
      operationId: 'get_openapi',
      security: [],
      'x-auth': 'none',
      responses: { '200': { description: 'This document.' } },
    },
  };
  paths[API_REFERENCE_PATH] = {
    get: {
      operationId: 'get_reference',
      security: [],
      'x-auth': 'none',
      responses: { '200': { description: 'This document as a browsable HTML page.' } },
    },
  };
  return {
    openapi: '3.1.0',
    info: { title: 'Harem Care API', version: '1' },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Error: errorBody },
      securitySchemes: {
        staff: { type: 'http', scheme: 'bearer', description: 'The staff service token of the login.' },
        patient: { type: 'http', scheme: 'bearer', description: 'The patient token of the sign-in by code.' },
      },
    },
  };
}
