// The affiliation card and its public verification: the operations, as the contract declares them
// (contract/operation.ts says what each field means).
import { inPath } from '../access.ts';
import { refusals, operationList, type Operation } from '../operation.ts';
import { BY_IP, CARD_CHECK_FAILURES, limited } from '../throttle.ts';
import { ErrorBody, Type } from '../schema.ts';
import { CardVerification, MemberCard } from './schemas.ts';

export const cardsOperations = operationList([
  {
    method: 'get',
    path: '/cards/{customerId}',
    tag: 'carné',
    summary: 'Carné de afiliación de la persona que ha iniciado sesión (titular o beneficiario)',
    auth: 'bearer',
    access: inPath('customer', 'customerId', ['self'], 'Solo puedes ver tu propio carné.'),
    parameters: [{ name: 'customerId', in: 'path', description: 'Uno de los perfiles del token', schema: Type.String() }],
    example: { account: 'titular@demo.es', path: { customerId: '{me}' }, status: 200 },
    responses: {
      200: { description: 'El carné', schema: MemberCard },
      ...refusals(401, 403, 404),
    },
  },
  {
    method: 'get',
    path: '/cards/verify/{memberNumber}',
    tag: 'carné',
    summary: 'Verificación pública del carné (la URL del código QR): página HTML, o JSON con Accept: application/json',
    description:
      '`memberNumber` lleva el token que el servidor puso en `verification_url`, no el número de afiliado (que se ' +
      'adivina): opaco para el portal, hecho y comprobado solo por el servidor, con caducidad (el sandbox: el número, ' +
      'la caducidad y un HMAC-SHA256 con una clave suya, 30 días). Alterado o desconocido: 404; caducado: 410.',
    auth: 'public',
    // No example: the token exists only in the card's verification_url (the kit's «carné» scenario reads it there).
    // Only unknown or altered tokens count: a desk scanning real cards all day never meets it.
    throttles: [limited(CARD_CHECK_FAILURES, BY_IP, { failures: [404] })],
    parameters: [{ name: 'memberNumber', in: 'path', description: 'El token del código QR', schema: Type.String() }],
    responses: {
      200: { description: 'Si el carné es válido hoy', schema: CardVerification, content: { 'text/html': { type: 'string' } } },
      404: {
        description: 'invalid_card_token (alterado o no emitido por el servidor) o unknown_card',
        schema: ErrorBody,
        content: { 'text/html': { type: 'string' } },
      },
      410: { description: 'card_token_expired: el carné dará uno nuevo', schema: ErrorBody, content: { 'text/html': { type: 'string' } } },
    },
  },
] satisfies Operation[]);
