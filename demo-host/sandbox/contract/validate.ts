// The sandbox checks what it receives against the contract's schemas; each wrong field gets a Spanish sentence,
// in the same 422 body as every other check (errors.ts: validationError).
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { TSchema } from './schema.ts';

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);

const compiled = new WeakMap<object, ValidateFunction>();

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
  if (validate(value)) return null;
  const fields: Record<string, string> = {};
  for (const error of validate.errors ?? []) {
    const base = error.instancePath.slice(1).replace(/\//g, '.');
    const params = error.params as { missingProperty?: string; additionalProperty?: string };
    const missing = params.missingProperty ?? params.additionalProperty ?? '';
    const field = [base, missing].filter(Boolean).join('.') || 'body';
    // A union's branches each complain; the first sentence on a field is the one kept.
    fields[field] ??= sentence(error);
  }
  return fields;
}
