// The affiliation card and its public verification: the operations, as the contract declares them
// (contract/operation.ts says what each field means).
import { inPath } from '../access.ts';
import { refusals, type Operation } from '../operation.ts';
import { BY_IP, CARD_CHECK_FAILURES, limited } from '../throttle.ts';
import { ErrorBody, Type } from '../schema.ts';
import { CardVerification, MemberCard } from './schemas.ts';

export const cardsOperations: Operation[] = [
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
    auth: 'public',
    // Only unknown cards count: a desk scanning real ones all day never meets it.
    throttles: [limited(CARD_CHECK_FAILURES, BY_IP, { failures: [404] })],
    parameters: [{ name: 'memberNumber', in: 'path', schema: Type.String({ example: '2023-00141-01' }) }],
    example: { account: 'titular@demo.es', path: { memberNumber: '2023-00141-01' }, headers: { Accept: 'application/json' }, status: 200 },
    responses: {
      200: { description: 'Si el carné es válido hoy', schema: CardVerification, content: { 'text/html': { type: 'string' } } },
      404: { description: 'No existe ese número de afiliado', schema: ErrorBody, content: { 'text/html': { type: 'string' } } },
    },
  },
];
