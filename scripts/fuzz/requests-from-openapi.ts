/**
 * Hostile requests for one operation of docs/openapi.json: bodies shaped like the documented schema
 * with fields swapped for hostile values (so they reach the handler's own rules), bodies of any shape,
 * hostile headers, path parameters and query strings.
 */
import fc from 'fast-check';
import type { OpenApiOperation } from '../openapi/build-openapi';
import { anyJson, hostileHeaders, nastyString, pathSegment, queryString } from './hostile-values';

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  maxLength?: number;
  format?: string;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
};

export interface HostileRequest {
  path: string;
  query: string;
  headers: Record<string, string>;
  /** A raw body: JSON text, or deliberately not JSON. */
  body?: string;
}

/** A value the schema accepts most of the time (so deeper rules are reached). */
const plausible = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.oneOf ?? schema.anyOf) return fc.oneof(...(schema.oneOf ?? schema.anyOf)!.map(plausible));
  switch (schema.type) {
    case 'object':
      return objectOf(schema, plausible);
    case 'array':
      return fc.array(schema.items ? plausible(schema.items) : anyJson(), { maxLength: 3 });
    case 'integer':
      return fc.integer({ min: -5, max: 400 });
    case 'number':
      return fc.double({ noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({ minLength: 1, maxLength: Math.min(schema.maxLength ?? 40, 40), unit: 'grapheme-ascii' });
    default:
      return anyJson();
  }
};

const objectOf = (schema: JsonSchema, field: (schema: JsonSchema) => fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> => {
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, field(property)]));
  return fc.record(properties, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<Record<string, unknown>>;
};

/** The plausible body with some fields replaced by hostile values, dropped, or joined by strangers. */
const mutatedBody = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  const branches = schema.oneOf ?? schema.anyOf ?? [schema];
  return fc.oneof(
    ...branches.map((branch) =>
      fc
        .tuple(
          plausible(branch),
          fc.dictionary(fc.constantFrom(...Object.keys(branch.properties ?? { extra: {} })), anyJson(), { maxKeys: 3 }),
          fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'role', 'senderId', 'status', 'id'), anyJson(), { maxKeys: 2 }),
          fc.subarray(Object.keys(branch.properties ?? {}), { maxLength: Math.min(2, Object.keys(branch.properties ?? {}).length) }),
        )
        .map(([base, hostile, strangers, dropped]) => {
          const body = { ...(base as Record<string, unknown>), ...hostile, ...strangers };
          for (const name of dropped) delete body[name];
          return body;
        }),
    ),
  );
};

const bodyFor = (operation: OpenApiOperation): fc.Arbitrary<string | undefined> => {
  const schema = operation.requestBody?.content['application/json'].schema as JsonSchema | undefined;
  const shaped = schema ? mutatedBody(schema) : anyJson();
  return fc.oneof(
    { weight: 5, arbitrary: shaped.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: anyJson().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: nastyString() },
    { weight: 1, arbitrary: fc.constantFrom(undefined, '', '{', '{"a":1}}', 'null', '[]', `{"x":"${'y'.repeat(70_000)}"}`, '{"__proto__":{"admin":true}}') },
  );
};

export const hostileRequests = (path: string, operation: OpenApiOperation): fc.Arbitrary<HostileRequest> => {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const segments = fc.record(
    Object.fromEntries(pathParameters.map((parameter) => [parameter.name, pathSegment(plausible(parameter.schema as JsonSchema).map(String))])),
  ) as fc.Arbitrary<Record<string, string>>;
  return fc.record({ segments, query: queryString(), headers: hostileHeaders(), body: bodyFor(operation) }).map(({ segments: values, query, headers, body }) => ({
    path: path.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? 'x'),
    query,
    headers,
    ...(body === undefined ? {} : { body }),
  }));
};
