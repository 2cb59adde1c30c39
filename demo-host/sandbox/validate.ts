// The sandbox checks what it receives against the contract's schemas; each wrong field gets a Spanish sentence,
// in the same 422 body as every other check (errors.ts: validationError).
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Operation } from '../../contract/operation.ts';
import { Type, type TSchema } from '../../contract/schema.ts';

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
// A query string is text: `?page=2` is the integer 2 and a lone `?concept=a` a list of one, as OpenAPI reads them.
const queryAjv = new Ajv2020({ allErrors: true, strict: false, coerceTypes: 'array' });
addFormats.default(queryAjv);

const compiled = new WeakMap<object, ValidateFunction>();
const compiledQueries = new WeakMap<object, ValidateFunction>();

function sentence(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'Falta este campo.';
    case 'type':
      return `Debe ser de tipo ${String(p.type).replace('string', 'texto').replace('integer', 'número entero').replace('number', 'número').replace('object', 'objeto').replace('array', 'lista').replace('boolean', 'sí o no').replace('null', 'nulo')}.`;
    case 'enum':
      return `Usa uno de: ${(p.allowedValues as unknown[]).join(', ')}.`;
    case 'const':
      return `Debe ser ${String(p.allowedValue)}.`;
    case 'minLength':
      return `Debe tener al menos ${String(p.limit)} caracteres.`;
    case 'maxLength':
      return `No puede pasar de ${String(p.limit)} caracteres.`;
    case 'minimum':
      return `Debe ser como mínimo ${String(p.limit)}.`;
    case 'maximum':
      return `Debe ser como máximo ${String(p.limit)}.`;
    case 'additionalProperties':
      return 'Este campo no forma parte de la solicitud.';
    case 'format':
      return 'No tiene el formato esperado.';
    case 'pattern':
      return 'No tiene el formato esperado.';
    default:
      return 'No es un valor válido.';
  }
}

/** The field (dotted path) each problem is on; null when the value matches the schema. */
export function schemaErrors(schema: TSchema, value: unknown): Record<string, string> | null {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return fieldsOf(validate, value, schema);
}

type Node = { properties?: Record<string, Node>; items?: Node; anyOf?: Node[]; allOf?: Node[]; 'x-messages'?: Record<string, string> };

/**
 * The sentence the schema gives for one field: an object may name, under `x-messages`, the words a member reads
 * beside each of its fields (what to write there, whatever was wrong with it). The field's own schema is left as
 * it is, so a named one stays one `$ref` in openapi.json. Found by walking `path` from the body's schema.
 */
export function ownSentence(root: unknown, path: string[]): string | undefined {
  let nodes: Node[] = [root as Node];
  for (const [i, segment] of path.entries()) {
    // A Nullable or an Intersect hides the object among its branches.
    const objects = nodes.flatMap((n) => [n, ...(n.anyOf ?? []), ...(n.allOf ?? [])]).filter((n) => n && typeof n === 'object');
    if (i === path.length - 1) return objects.map((n) => n['x-messages']?.[segment]).find(Boolean);
    nodes = objects.flatMap((n) => [n.properties?.[segment], /^\d+$/.test(segment) ? n.items : undefined]).filter((n): n is Node => !!n);
  }
  return undefined;
}

/**
 * The query parameters an operation declares, as one object schema: each under its name, the required ones
 * required, any other parameter let through (a cache buster is no error). Null when it declares none.
 */
function querySchema(op: Operation): TSchema | null {
  const params = (op.parameters ?? []).filter((p) => p.in === 'query');
  if (params.length === 0) return null;
  const messages = Object.fromEntries(params.flatMap((p) => (p['x-message'] ? [[p.name, p['x-message']]] : [])));
  return Type.Object(Object.fromEntries(params.map((p) => [p.name, p.required ? p.schema : Type.Optional(p.schema)])), {
    'x-messages': messages,
  });
}

const querySchemas = new WeakMap<object, TSchema>();

/** The problems of a request's query (every value of each name, as `URL.searchParams` gives them) against `op`. */
export function queryErrors(op: Operation, query: Record<string, string[]>): Record<string, string> | null {
  let validate = compiledQueries.get(op);
  if (!validate) {
    const schema = querySchema(op);
    if (!schema) return null;
    validate = queryAjv.compile(schema);
    compiledQueries.set(op, validate);
    querySchemas.set(op, schema);
  }
  // A name given once is its value; the array-typed ones take the list back through coerceTypes: 'array'.
  const value = Object.fromEntries(Object.entries(query).map(([name, values]) => [name, values.length === 1 ? values[0] : values]));
  return fieldsOf(validate, value, querySchemas.get(op), true);
}

/** `flat`: a query, whose fields are its parameters (`concept.1` is said of `concept`). */
function fieldsOf(validate: ValidateFunction, value: unknown, schema: unknown, flat = false): Record<string, string> | null {
  if (validate(value)) return null;
  const fields: Record<string, string> = {};
  for (const error of validate.errors ?? []) {
    const base = error.instancePath.slice(1).replace(/\//g, '.');
    const params = error.params as { missingProperty?: string; additionalProperty?: string };
    const missing = params.missingProperty ?? params.additionalProperty ?? '';
    const path = [base, missing].filter(Boolean).join('.') || 'body';
    const field = flat ? (path.split('.')[0] ?? path) : path;
    // A union's branches each complain; the first sentence on a field is the one kept.
    fields[field] ??= ownSentence(schema, field.split('.')) ?? sentence(error);
  }
  return fields;
}
