// Checks one answer against the contract: is the status documented for the operation, and does the body match
// its schema strictly (no field the schema does not name, none it requires missing, types and ISO dates)? An
// error body must also carry a Spanish `message`. Shared by the sandbox's response check
// (demo-host/sandbox/middleware/validate-responses.ts) and the conformance kit (conformance/), so both judge an answer the same way.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Answer, Operation } from './operation.ts';
import { operations } from './operations.ts';
import { ErrorBody, type TSchema } from './schema.ts';

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);

type Node = Record<string, unknown>;

/**
 * The schema with every object closed: an answer may not carry a field the contract does not name, or the portal
 * would start relying on something undocumented. `allOf` closes over its parts (unevaluatedProperties), since
 * each part alone names only some of the fields; an object that says what its other fields may be is left open.
 */
export function closed(schema: unknown, insideAllOf = false): unknown {
  if (Array.isArray(schema)) return schema.map((item) => closed(item, insideAllOf));
  if (schema === null || typeof schema !== 'object') return schema;
  const node = schema as Node;
  const out: Node = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties') out[key] = Object.fromEntries(Object.entries(value as Node).map(([name, sub]) => [name, closed(sub)]));
    else if (key === 'allOf') out[key] = (value as unknown[]).map((part) => closed(part, true));
    else if (['items', 'anyOf', 'oneOf', 'additionalProperties'].includes(key)) out[key] = closed(value);
    else out[key] = value;
  }
  if (node.allOf && !('unevaluatedProperties' in node)) out.unevaluatedProperties = false;
  // `Type.Object({})` names no field: it says "some object", so there is nothing to close it over.
  const named = node.properties && Object.keys(node.properties as Node).length > 0;
  if (named && !insideAllOf && !('additionalProperties' in node)) out.additionalProperties = false;
  return out;
}

const compiled = new WeakMap<object, ValidateFunction>();

function validator(schema: TSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    // JSON round trip: the plain JSON Schema, without TypeBox's symbol keys.
    validate = ajv.compile(closed(JSON.parse(JSON.stringify(schema))) as object);
    compiled.set(schema, validate);
  }
  return validate;
}

const describe = (error: ErrorObject): string => {
  const params = error.params as { additionalProperty?: string; missingProperty?: string; unevaluatedProperty?: string };
  const where = error.instancePath || '/';
  if (params.additionalProperty ?? params.unevaluatedProperty)
    return `${where}: campo no documentado «${params.additionalProperty ?? params.unevaluatedProperty}»`;
  if (params.missingProperty) return `${where}: falta «${params.missingProperty}»`;
  return `${where}: ${error.message ?? 'no cumple el esquema'}`;
};

/** The problems of `value` against `schema`, closed; [] when it matches. */
export function shapeProblems(schema: TSchema, value: unknown): string[] {
  const validate = validator(schema);
  if (validate(value)) return [];
  // A union reports every branch; the first few lines say enough.
  return [...new Set((validate.errors ?? []).map(describe))].slice(0, 5);
}

const SPANISH =
  /\b(el|la|los|las|de|del|que|un|una|para|con|por|es|esta|este|ese|esa|ya|solo|se|tu|su|sus|debe|ser|existe|revisa|datos|otro|otra|hay|falta|puede|sesión|cliente|intentos|espera|vuelve)\b/gi;
const ENGLISH = /\b(the|is|are|not|of|to|and|must|be|found|invalid|required|error|missing|please)\b/gi;

/** A Spanish sentence: an accented letter or inverted mark, or more of the commonest Spanish words than English ones. */
export const looksSpanish = (text: string): boolean => {
  if (/[áéíóúñ¿¡]/i.test(text)) return true;
  const spanish = text.match(SPANISH)?.length ?? 0;
  return spanish > 0 && spanish >= (text.match(ENGLISH)?.length ?? 0);
};

interface Matcher {
  op: Operation;
  pattern: RegExp;
  params: number;
}

const matchers: Matcher[] = operations
  .map((op) => ({
    op,
    pattern: new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    params: (op.path.match(/\{/g) ?? []).length,
  }))
  // A literal segment wins over a parameter: /sales/summary before /sales/{id}.
  .sort((a, b) => a.params - b.params);

/** The operation a request is for, by method and concrete path; undefined when the contract has none. */
export function operationFor(method: string, path: string): Operation | undefined {
  const lower = method.toLowerCase();
  return matchers.find((m) => m.op.method === lower && m.pattern.test(path))?.op;
}

const SHARED_ERROR = ErrorBody;

/** The JSON schema of one documented answer; null: documented without a JSON body; undefined: not documented. */
export function answerSchema(op: Operation, status: number): TSchema | null | undefined {
  const answer: Answer | undefined = op.responses[status];
  if (answer === undefined) return undefined;
  if (typeof answer === 'string') return SHARED_ERROR;
  return answer.schema ?? null;
}

/** Everything wrong with one answer; [] when it is what the contract says. */
export function answerProblems(op: Operation, status: number, contentType: string, body: unknown): string[] {
  const schema = answerSchema(op, status);
  if (schema === undefined) {
    // Every operation may fail with the shared errors of the bearer, the faults and the server itself.
    if (status === 401 || status === 429 || status >= 500) return errorProblems(body, contentType);
    return [`estado ${status} no documentado (documentados: ${Object.keys(op.responses).join(', ')})`];
  }
  if (schema === null) return [];
  if (!contentType.includes('json')) return [`se esperaba JSON y llegó ${contentType || 'un cuerpo sin tipo'}`];
  if (status >= 400) return errorProblems(body, contentType, schema);
  return shapeProblems(schema, body);
}

/** An error answer: its schema (the shared ErrorBody, or an operation's own with more fields) and a Spanish message. */
function errorProblems(body: unknown, contentType: string, schema: TSchema = ErrorBody): string[] {
  if (!contentType.includes('json')) return [`el error no es JSON (${contentType || 'sin tipo'})`];
  const problems = shapeProblems(schema, body);
  if (problems.length) return problems;
  const message = (body as { message?: unknown }).message;
  if (typeof message !== 'string') return ['el error no lleva `message`'];
  return looksSpanish(message) ? [] : [`el mensaje de error no parece español: «${message}»`];
}
