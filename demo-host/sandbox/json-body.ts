import type { Context } from 'hono';

export type JsonObject = Record<string, unknown>;

export type BodyResult = { ok: true; body: JsonObject } | { ok: false; message: string };

/** Reads a JSON object body without letting a parse error escape as a 500. */
export async function readJsonObject(c: Context): Promise<BodyResult> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    return { ok: false, message: 'No se pudo leer el cuerpo de la petición.' };
  }
  if (text.trim() === '') return { ok: false, message: 'Falta el cuerpo JSON de la petición.' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: 'El cuerpo de la petición no es JSON válido.' };
  }
  if (!isObject(parsed)) return { ok: false, message: 'El cuerpo de la petición debe ser un objeto JSON.' };
  return { ok: true, body: parsed };
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
