// A holder's plan, add-on services, upgrades and extensions: the operations, as the contract declares them
// (contract/operation.ts says what each field means).
import { inPath } from '../access.ts';
import { refusals, operationList, type Operation } from '../operation.ts';
import { ErrorBody, Type } from '../schema.ts';
import { ServiceOffer, Subscription, SubscriptionChange, SubscriptionQuote } from './schemas.ts';

export const subscriptionsOperations = operationList([
  {
    method: 'get',
    path: '/services',
    tag: 'suscripción',
    summary: 'Catálogo de servicios complementarios (precio mensual en céntimos)',
    auth: 'public',
    example: { account: 'titular@demo.es', status: 200 },
    responses: {
      200: { description: 'Servicios', schema: Type.Array(ServiceOffer) },
    },
  },
  {
    method: 'get',
    path: '/subscriptions/{customerId}',
    tag: 'suscripción',
    summary: 'Suscripción del titular: plan, precio, renovación, estado de pago, beneficiarios y opciones de cambio',
    auth: 'bearer',
    access: inPath('customer', 'customerId', ['self'], 'Solo el titular puede ver y cambiar su suscripción.'),
    parameters: [{ name: 'customerId', in: 'path', description: 'El titular (perfil Titular del token)', schema: Type.String() }],
    example: { account: 'titular@demo.es', path: { customerId: '{me}' }, status: 200 },
    responses: {
      200: { description: 'La suscripción', schema: Subscription },
      ...refusals(401, 403, 404),
    },
  },
  {
    method: 'post',
    path: '/subscriptions/{customerId}/quotes',
    tag: 'suscripción',
    summary: 'Presupuesto de una mejora de plan o de una ampliación con servicios, sin efectos',
    auth: 'bearer',
    access: inPath('customer', 'customerId', ['self'], 'Solo el titular puede ver y cambiar su suscripción.'),
    example: {
      account: 'titular@demo.es',
      path: { customerId: '{me}' },
      body: { concept: 'upgrade', plan_code: 'FAMILIAR_PLUS' },
      status: 200,
    },
    parameters: [{ name: 'customerId', in: 'path', description: 'El titular (perfil Titular del token)', schema: Type.String() }],
    body: { schema: SubscriptionChange },
    responses: {
      200: { description: 'El presupuesto', schema: SubscriptionQuote },
      ...refusals(400, 401, 403, 422),
      409: { description: 'Plan de empresa o pagos pendientes', schema: ErrorBody },
    },
  },
  {
    method: 'post',
    path: '/subscriptions/{customerId}/changes',
    tag: 'suscripción',
    summary:
      'Confirma el cambio: abre un cargo upgrade o extension que se paga en /home/payments/{upgrade|extension}; el plan o los servicios cambian al pagarlo. Sustituye al cargo sin pagar del mismo tipo.',
    auth: 'bearer',
    access: inPath('customer', 'customerId', ['self'], 'Solo el titular puede ver y cambiar su suscripción.'),
    parameters: [{ name: 'customerId', in: 'path', description: 'El titular (perfil Titular del token)', schema: Type.String() }],
    body: { schema: SubscriptionChange },
    responses: {
      201: {
        description: 'Cargo abierto',
        schema: Type.Object({
          charge_id: Type.String(),
          quote: SubscriptionQuote,
        }),
      },
      ...refusals(400, 401, 403, 422),
      409: { description: 'Plan de empresa o pagos pendientes', schema: ErrorBody },
    },
  },
] satisfies Operation[]);
