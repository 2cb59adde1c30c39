// The Idempotency-Key header of the calls that create a payment or a sale, and the header that marks a replayed
// answer: declared once for every such operation. The conformance kit sends the same key twice to each operation
// that takes it and expects the same answer.
import type { Parameter } from './operation.ts';
import { Type } from './schema.ts';

/** The header, with what the key means for this call. */
export const idempotencyKey = (description: string): Parameter => ({
  name: 'Idempotency-Key',
  in: 'header',
  required: true,
  description,
  schema: Type.String({ minLength: 8, maxLength: 255 }),
});

export const REPLAYED_HEADER = {
  'Idempotent-Replayed': {
    description: 'true cuando es la respuesta guardada de una petición anterior con la misma clave',
    schema: { type: 'string' },
  },
};
