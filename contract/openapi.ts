// Writes the served /openapi.json from the operation list (operations.ts): every path, parameter, body and answer
// comes from the TypeBox schemas, so the document cannot drift from what the sandbox checks and the portal reads.
// A sub-schema equal to a named one becomes a `$ref` to it: the document stays readable and small, and a code
// generator sees one `Charge`, not twenty copies.
import type { Answer, Operation, SharedAnswer } from './operation.ts';
import { ErrorBody, type Named } from './schema.ts';
import { caregiverScope } from './caregivers/scope.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The shared error answers; every one is the error body with its Spanish message. */
export const SHARED_ANSWERS: Record<SharedAnswer, string> = {
  BadRequest: 'Cuerpo o parámetros incorrectos',
  Unauthorized: 'Falta el token, no es válido o ha caducado',
  Forbidden: 'El token no da acceso a este recurso',
  NotFound: 'No existe',
  Unprocessable: 'Datos no válidos; fields detalla cada campo',
};

const REFERABLE = ['properties', 'enum', 'anyOf', 'oneOf', 'allOf', 'items', 'additionalProperties'];

/** Replaces every sub-schema equal to a named one (other than `self`) with a `$ref` to it. */
function referrer(schemas: Named[]) {
  const byText = new Map<string, string>();
  for (const { name, schema } of schemas) if (!byText.has(JSON.stringify(schema))) byText.set(JSON.stringify(schema), name);
  const walk = (node: Json, self: string | null, top: boolean): Json => {
    if (Array.isArray(node)) return node.map((item) => walk(item, self, false));
    if (node === null || typeof node !== 'object') return node;
    if (!top && REFERABLE.some((key) => key in node)) {
      const name = byText.get(JSON.stringify(node));
      if (name && name !== self) return { $ref: `#/components/schemas/${name}` };
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value, self, false)]));
  };
  // JSON.stringify drops TypeBox's symbol keys (Kind, Optional): what is left is the plain JSON Schema.
  return (schema: object, self: string | null = null) => walk(JSON.parse(JSON.stringify(schema)) as Json, self, self !== null);
}

export const operationId = (op: Pick<Operation, 'method' | 'path'>) =>
  `${op.method}${op.path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`;

type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
/** A letter has two cases; a digit has none. (Paths are ASCII; were the two ids ever to differ, bind.ts's start-up check would say so.) */
type Alphanumeric<C extends string> = C extends Digit ? true : Uppercase<C> extends Lowercase<C> ? false : true;
/** operationId's two replacements, for a literal path: braces dropped, each run of other characters capitalising the next. */
type Camel<S extends string, Done extends string = '', After = false> = string extends S
  ? string
  : S extends `${infer C}${infer Rest}`
    ? C extends '{' | '}'
      ? Camel<Rest, Done, After>
      : Alphanumeric<C> extends true
        ? Camel<Rest, `${Done}${After extends true ? Uppercase<C> : C}`, false>
        : Camel<Rest, Done, true>
    : Done;

/**
 * The operationId of a declared method and path, at the type level (`'get'`, `'/cards/{customerId}'` ->
 * `'getCardsCustomerId'`): the sandbox's handler tables are keyed by it (demo-host/sandbox/bind.ts). Should it ever
 * differ from operationId's, a handler would be refused by tsc under one name or by the sandbox's start-up under
 * the other.
 */
export type OperationId<M extends string, P extends string> = `${M}${Camel<P>}`;

/** What a document says of itself: its title and the paragraph under it. */
export interface DocumentInfo {
  title: string;
  description: string;
}

/**
 * One OpenAPI 3.1 document: `operations` under paths, `schemas` under components (each used sub-schema a `$ref`),
 * and the tags those operations use, in the order of `tags`.
 */
export function openapiDocument(
  operations: Operation[],
  schemas: Named[],
  tags: { name: string; description: string }[],
  info: DocumentInfo,
) {
  const ref = referrer([{ name: 'Error', schema: ErrorBody }, ...schemas]);
  const answer = (value: Answer): Json => {
    if (typeof value === 'string') return { $ref: `#/components/responses/${value}` };
    const content: Record<string, Json> = {};
    if (value.schema) content['application/json'] = { schema: ref(value.schema) };
    for (const [type, schema] of Object.entries(value.content ?? {})) content[type] = { schema: ref(schema) };
    return {
      description: value.description,
      ...(Object.keys(content).length ? { content } : {}),
      ...(value.headers ? { headers: ref(value.headers) } : {}),
    };
  };
  const paths: Record<string, Record<string, Json>> = {};
  for (const op of operations) {
    const item = (paths[op.path] ??= {});
    if (item[op.method]) throw new Error(`contract: ${op.method.toUpperCase()} ${op.path} is declared twice`);
    item[op.method] = {
      operationId: operationId(op),
      ...(op.tag ? { tags: [op.tag] } : {}),
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      security: op.auth === 'bearer' ? [{ bearer: [] }] : [],
      ...(op.roles ? { 'x-roles': op.roles } : {}),
      // Whether a caregiver acting for someone may call it, and with which module granted (caregivers/scope.ts).
      ...(op.auth === 'bearer' ? { 'x-caregiver-module': caregiverScope(op) ?? null } : {}),
      ...(op.access ? { 'x-access': op.access } : {}),
      // The limits the provider enforces, each with its count, key and reason (throttle.ts); the 429 is in responses.
      ...(op.throttles?.length ? { 'x-throttles': JSON.parse(JSON.stringify(op.throttles)) as Json } : {}),
      ...(op.parameters
        ? {
            parameters: op.parameters.map(({ schema, ...p }) => ({
              ...p,
              required: p.in === 'path' ? true : (p.required ?? false),
              schema: ref(schema),
            })),
          }
        : {}),
      ...(op.body
        ? {
            requestBody: {
              required: op.body.required ?? true,
              content: { [op.body.contentType ?? 'application/json']: { schema: ref(op.body.schema) } },
            },
          }
        : {}),
      responses: Object.fromEntries(Object.entries(op.responses).map(([status, value]) => [status, answer(value)])),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: '1.0.0', description: info.description },
    servers: [{ url: 'http://127.0.0.1:4175' }],
    security: [{ bearer: [] }],
    tags: tags.filter((tag) => operations.some((op) => op.tag === tag.name)),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      responses: Object.fromEntries(
        Object.entries(SHARED_ANSWERS).map(([name, description]) => [
          name,
          { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        ]),
      ),
      schemas: Object.fromEntries([{ name: 'Error', schema: ErrorBody }, ...schemas].map(({ name, schema }) => [name, ref(schema, name)])),
    },
  };
}

/** The names under `#/components/schemas` that a document's paths and shared answers reach, `$ref` by `$ref`. */
export function reachedSchemas(document: {
  paths: object;
  components: { responses: object; schemas: Record<string, unknown> };
}): Set<string> {
  const reached = new Set<string>();
  const PREFIX = '#/components/schemas/';
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) for (const item of node) walk(item);
    else if (node !== null && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && value.startsWith(PREFIX)) {
          const name = value.slice(PREFIX.length);
          if (!reached.has(name)) {
            reached.add(name);
            walk(document.components.schemas[name]);
          }
        } else walk(value);
      }
  };
  walk(document.paths);
  walk(document.components.responses);
  return reached;
}
