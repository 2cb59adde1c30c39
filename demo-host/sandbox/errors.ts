import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody as ErrorBodySchema, Static } from '../../contract/schema.ts';

/** Every error body (the contract's ErrorBody): a code, the Spanish sentence, one sentence per wrong field. */
export type ErrorBody = Static<typeof ErrorBodySchema>;

export function jsonError(c: Context, status: ContentfulStatusCode, error: string, message: string, fields?: Record<string, string>) {
  const body: ErrorBody = fields ? { error, message, fields } : { error, message };
  return c.json(body, status);
}

export const notFound = (c: Context, message = 'No existe el recurso solicitado.') => jsonError(c, 404, 'not_found', message);

export const invalidRequest = (c: Context, message: string) => jsonError(c, 400, 'invalid_request', message);

export const validationError = (c: Context, fields: Record<string, string>) =>
  jsonError(c, 422, 'validation_error', 'Revisa los datos marcados.', fields);

/**
 * Thrown by a `drop` fault. The node server destroys the socket when it sees it; in-process, `app.onError`
 * rethrows it so `app.fetch` rejects the way a browser's fetch does when a connection dies.
 */
export class ConnectionDrop extends TypeError {
  constructor() {
    super('Conexión cortada por el sandbox');
    this.name = 'ConnectionDrop';
  }
}
