/**
 * docs/openapi.json (OpenAPI 3.1), built from the shared route table and the zod schemas each handler
 * really validates (`inputSchemas` on the handler), so the document cannot drift from the code.
 * `npm run openapi` rewrites it; a test fails when it is stale; the fuzz tests generate from it.
 */
import { IDEMPOTENCY_KEY_PATTERN } from '@safe-haven/shared/idempotent-requests';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as z from 'zod';
import { API_ROUTES, type ApiRoute } from '@safe-haven/shared/api-routes';
import { BRAND_NAME } from '@safe-haven/shared/constants';
import type { DocumentedHandler } from '@safe-haven/lambdas/http/route';

const HANDLERS_DIR = resolve(import.meta.dirname, '../../lambdas/src');

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: Record<string, Record<string, unknown>>;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  'x-access': 'staff' | 'public';
  'x-roles'?: readonly string[];
  security?: Record<string, string[]>[];
  parameters: { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema; description?: string }[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, unknown>;
}

/** The input each request must satisfy; refinements (cross-field rules) are described in prose only. */
const jsonSchema = (schema: z.core.$ZodType): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

const loadHandler = async (route: ApiRoute): Promise<DocumentedHandler> => {
  const module = (await import(pathToFileURL(resolve(HANDLERS_DIR, `${route.handler}.ts`)).href)) as { handler: DocumentedHandler };
  if (!module.handler?.inputSchemas) throw new Error(`${route.handler} does not export a handler built with staffRoute or publicRoute`);
  return module.handler;
};

const operationFor = async (route: ApiRoute): Promise<OpenApiOperation> => {
  const handler = await loadHandler(route);
  const { body, path, query } = handler.inputSchemas;
  const parametersOf = (schema: z.core.$ZodType | undefined, where: 'path' | 'query') => {
    if (!schema) return [];
    const object = jsonSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
    return Object.entries(object.properties ?? {}).map(([name, property]) => ({
      name, in: where, required: where === 'path' || (object.required ?? []).includes(name), schema: property,
    }));
  };
  const pathNames = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const parameters: OpenApiOperation['parameters'] = [
    ...parametersOf(path, 'path'),
    ...parametersOf(query, 'query'),
  ];
  for (const name of pathNames) {
    if (!parameters.some((parameter) => parameter.in === 'path' && parameter.name === name)) {
      throw new Error(`${route.id}: path parameter {${name}} has no schema in its handler`);
    }
  }
  if (handler.idempotent) {
    parameters.push({
      name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
      description: 'One per submission: a repeat with the same key gets the first result (header idempotent-replayed), 400 with another request, 409 REQUEST_IN_PROGRESS while the first runs.',
    });
  }
  return {
    operationId: route.id,
    summary: `${route.method} ${route.path}`,
    'x-access': route.access,
    ...(handler.roles ? { 'x-roles': handler.roles } : {}),
    ...(route.access === 'staff' ? { security: [{ cognitoAccessToken: [] }] } : {}),
    parameters,
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(body) } } } } : {}),
    responses: {
      '2XX': { description: 'Success', content: { 'application/json': { schema: { type: 'object' } } } },
      '400': errorResponse('The input is invalid; `message` says how, `fieldErrors` per field.'),
      ...(route.access === 'staff'
        ? { '401': errorResponse('No valid access token.'), '403': errorResponse('The caller is not active or lacks the role.') }
        : {}),
      '404': errorResponse('Not found (or not visible to the caller).'),
      '409': errorResponse('Refused by a business rule; `code` names it.'),
      '413': errorResponse('The body is larger than 64 KB.'),
      ...('dailyInvitationCap' in route.permissions && route.permissions.dailyInvitationCap
        ? { '429': errorResponse("The caller has sent the most invitations allowed in one day (the stage's cap); `code` is DAILY_INVITATION_CAP.") }
        : {}),
    },
  };
};

export const buildOpenApiDocument = async (): Promise<OpenApiDocument> => {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of API_ROUTES) {
    (paths[route.path] ??= {})[route.method.toLowerCase()] = await operationFor(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${BRAND_NAME} Invitations API`,
      version: '1.0.0',
      description:
        'Generated from shared/src/api-routes.ts and the zod schemas of each handler by `npm run openapi`; do not edit by hand. ' +
        'Staff routes take a Cognito access token (not an id token). Every route is served under the site origin (/api/*) through CloudFront.',
    },
    paths,
    components: {
      securitySchemes: { cognitoAccessToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ApiError: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string' },
            code: { type: 'string' },
            fieldErrors: { type: 'object', additionalProperties: { type: 'string' } },
          },
        },
      },
    },
  };
};

export const OPENAPI_FILE = resolve(import.meta.dirname, '../../docs/openapi.json');
export const serialise = (document: OpenApiDocument): string => `${JSON.stringify(document, null, 2)}\n`;
