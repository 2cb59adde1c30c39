// The e-mails and SMS the sandbox would have sent: the operations, as the contract declares them
// (contract/operation.ts says what each field means).
import { refusals, operationList, type Operation } from '../operation.ts';
import { Type } from '../schema.ts';
import { OutboxMessage } from './schemas.ts';

export const outboxOperations = operationList([
  {
    method: 'get',
    path: '/__sandbox/outbox',
    tag: 'sandbox',
    summary: 'Buzón de salida: correos y SMS que el sandbox habría enviado',
    description:
      'Enlaces de confirmación, códigos OTP, invitaciones, recibos y bienvenidas, del más antiguo al más reciente. Se vacía con POST /__sandbox/reset. Ni se registra ni admite fallos inyectados.',
    auth: 'public',
    example: { account: 'titular@demo.es', status: 200 },
    parameters: [
      {
        name: 'to',
        in: 'query',
        description: 'Solo los enviados a esta dirección o teléfono (sin distinguir mayúsculas)',
        schema: Type.String(),
      },
      {
        name: 'kind',
        in: 'query',
        description: 'Solo los de este tipo',
        schema: Type.String({ examples: ['otp', 'registration_confirmation', 'beneficiary_invitation'] }),
      },
    ],
    responses: {
      200: { description: 'Mensajes, el más reciente al final', schema: Type.Array(OutboxMessage) },
      ...refusals(400),
    },
  },
  {
    method: 'get',
    path: '/__sandbox/mailbox',
    tag: 'sandbox',
    summary: 'El buzón de salida como página para personas (el más reciente arriba)',
    auth: 'public',
    example: { account: 'titular@demo.es', status: 200 },
    responses: {
      200: { description: 'Página HTML', content: { 'text/html': { type: 'string' } } },
    },
  },
] satisfies Operation[]);
