// Charges, payments, the hosted card gateway, payment agreements and paying at a headquarters: the operations, as the contract declares them
// (contract/operation.ts says what each field means).
import { inBody, inPath } from '../access.ts';
import { refusals, operationList, type Operation } from '../operation.ts';
import { REPLAYED_HEADER, idempotencyKey } from '../idempotency.ts';
import { ErrorBody, StringEnum, Type } from '../schema.ts';
import { AgreementOptions, Charge, ChargeConcept, Payment, PaymentAgreement, PaymentInput } from './schemas.ts';

/** A page of the hosted gateway: HTML that no other site may frame. */
const gatewayPage = (description: string) => ({
  description,
  content: { 'text/html': { type: 'string' } },
  headers: {
    'Content-Security-Policy': { schema: { type: 'string' }, description: "frame-ancestors 'none'" },
    'X-Frame-Options': { schema: { type: 'string', const: 'DENY' } },
  },
});

/** The refusals of a call that settles open charges with an Idempotency-Key (a payment, an agreement). */
const CHARGE_CONFLICTS = {
  409: {
    description: 'Cargo ya pagado, pago en curso para ese cargo, o la misma clave en curso (idempotency_in_progress)',
    schema: ErrorBody,
  },
  422: { description: 'Datos no válidos, o la misma clave con otro cuerpo (idempotency_key_reused)', schema: ErrorBody },
};

export const paymentsOperations = operationList([
  {
    method: 'get',
    path: '/customers/{id}/charges',
    tag: 'pagos',
    summary: 'Lo que debe (o ha pagado) un cliente',
    description:
      'Solo el propio cliente (cualquiera de las personas del token) o el personal de ventas (Vendedor, Asesor). Ordenado por periodo, el más antiguo primero.',
    auth: 'bearer',
    access: inPath('customer', 'id', ['self', 'advisor'], 'No puedes ver ni pagar lo que debe otro cliente.'),
    parameters: [
      { name: 'id', in: 'path', description: 'Cliente', schema: Type.String() },
      {
        name: 'status',
        in: 'query',
        schema: StringEnum(['open', 'paid', 'cancelled', 'all'], { default: 'open' }),
        'x-message': 'status debe ser uno de: open, paid, cancelled, all.',
      },
      {
        name: 'concept',
        in: 'query',
        style: 'form',
        explode: true,
        description: 'Repetible: solo esos conceptos',
        schema: Type.Array(ChargeConcept),
        'x-message': `Concepto desconocido: usa uno de ${ChargeConcept.enum.join(', ')}.`,
      },
    ],
    example: { account: 'mora@demo.es', path: { id: '{me}' }, status: 200 },
    responses: {
      200: { description: 'Cargos del cliente', schema: Type.Array(Charge) },
      ...refusals(400, 401, 403, 404),
    },
  },
  {
    method: 'get',
    path: '/charges/{id}',
    tag: 'pagos',
    summary: 'Un cargo',
    auth: 'bearer',
    access: inPath('charge', 'id', ['self', 'advisor'], 'No puedes ver ni pagar lo que debe otro cliente.'),
    example: { account: 'titular@demo.es', path: { id: 'chg-5004' }, status: 200 },
    parameters: [{ name: 'id', in: 'path', description: 'Cargo', schema: Type.String() }],
    responses: {
      200: { description: 'El cargo', schema: Charge },
      ...refusals(401, 403, 404),
    },
  },
  {
    method: 'post',
    path: '/payments',
    tag: 'pagos',
    summary: 'Empieza un pago de cargos abiertos (tarjeta por la pasarela o referencia para pagar en sede)',
    description:
      'card: devuelve checkout_url (la pasarela alojada, en el origen del sandbox) y el pago en created. site: emite una referencia (código y número) válida 72 horas; si la cuenta estaba en payment_pending pasa a payment_confirmation_sent (Pago en validación) hasta que se valida. Un intento nuevo sobre los mismos cargos anula el anterior que seguía esperando.',
    auth: 'bearer',
    access: inBody('customer', 'customer_id', ['self', 'advisor'], 'No puedes ver ni pagar lo que debe otro cliente.'),
    parameters: [
      idempotencyKey(
        'Una clave por intento de pago. Misma clave y mismo cuerpo: la respuesta guardada (Idempotent-Replayed: true). Misma clave y otro cuerpo: 422. Misma clave en curso: 409.',
      ),
    ],
    body: { schema: PaymentInput },
    responses: {
      201: { description: 'Pago creado', schema: Payment, headers: REPLAYED_HEADER },
      ...refusals(400, 401, 403, 404),
      ...CHARGE_CONFLICTS,
    },
  },
  {
    method: 'get',
    path: '/payments/{id}',
    tag: 'pagos',
    summary: 'Estado de un pago (la fuente de verdad tras volver de la pasarela)',
    auth: 'bearer',
    access: inPath('payment', 'id', ['self', 'advisor'], 'No puedes ver ni pagar lo que debe otro cliente.'),
    example: { account: 'titular@demo.es', path: { id: 'pay-3004' }, status: 200 },
    parameters: [{ name: 'id', in: 'path', description: 'Pago', schema: Type.String() }],
    responses: {
      200: { description: 'El pago', schema: Payment },
      ...refusals(401, 403, 404),
    },
  },
  {
    method: 'get',
    path: '/customers/{id}/payments',
    tag: 'pagos',
    summary: 'Pagos de un cliente (Mis Pagos), el más reciente primero',
    auth: 'bearer',
    access: inPath('customer', 'id', ['self', 'advisor'], 'No puedes ver ni pagar lo que debe otro cliente.'),
    parameters: [{ name: 'id', in: 'path', description: 'Cliente', schema: Type.String() }],
    example: { account: 'titular@demo.es', path: { id: '{me}' }, status: 200 },
    responses: {
      200: { description: 'Pagos', schema: Type.Array(Payment) },
      ...refusals(401, 403, 404),
    },
  },
  {
    method: 'get',
    path: '/gateway/checkout/{order}',
    tag: 'pasarela',
    summary: 'Página de pago con tarjeta de la pasarela alojada',
    auth: 'public',
    parameters: [{ name: 'order', in: 'path', description: 'Pedido: el id del pago', schema: Type.String() }],
    responses: {
      200: gatewayPage('Formulario de tarjeta'),
      303: {
        description:
          'Vuelta al portal: redirection URL con bold-order-id y bold-tx-status (approved, rejected, pending, failed), o al paso 3-D Secure',
        headers: { Location: { schema: { type: 'string' } } },
      },
      404: gatewayPage('Pedido inexistente'),
      410: gatewayPage('Pedido sustituido por otro intento'),
    },
  },
  {
    method: 'post',
    path: '/gateway/checkout/{order}',
    tag: 'pasarela',
    summary: 'Envía la tarjeta (Luhn, caducidad futura, CVC de 3 cifras) o cancela',
    auth: 'public',
    parameters: [{ name: 'order', in: 'path', description: 'Pedido: el id del pago', schema: Type.String() }],
    body: {
      schema: Type.Object({
        action: Type.Optional(StringEnum(['pay', 'cancel'])),
        number: Type.Optional(Type.String()),
        expiry: Type.Optional(Type.String({ description: 'MM/AA' })),
        cvc: Type.Optional(Type.String()),
        holder: Type.Optional(Type.String()),
      }),
      contentType: 'application/x-www-form-urlencoded',
    },
    responses: {
      303: {
        description:
          'Vuelta al portal: redirection URL con bold-order-id y bold-tx-status (approved, rejected, pending, failed), o al paso 3-D Secure',
        headers: { Location: { schema: { type: 'string' } } },
      },
      404: gatewayPage('Pedido inexistente'),
      410: gatewayPage('Pedido sustituido'),
      422: gatewayPage('Formulario con los errores'),
    },
  },
  {
    method: 'get',
    path: '/gateway/checkout/{order}/3ds',
    tag: 'pasarela',
    summary: 'Paso 3-D Secure (tarjeta 4000 0000 0000 3220)',
    auth: 'public',
    parameters: [{ name: 'order', in: 'path', description: 'Pedido: el id del pago', schema: Type.String() }],
    responses: {
      200: gatewayPage('Aprobar o fallar la verificación'),
      303: {
        description:
          'Vuelta al portal: redirection URL con bold-order-id y bold-tx-status (approved, rejected, pending, failed), o al paso 3-D Secure',
        headers: { Location: { schema: { type: 'string' } } },
      },
      404: gatewayPage('Pedido inexistente'),
    },
  },
  {
    method: 'post',
    path: '/gateway/checkout/{order}/3ds',
    tag: 'pasarela',
    summary: 'Resultado de la verificación 3-D Secure',
    auth: 'public',
    parameters: [{ name: 'order', in: 'path', description: 'Pedido: el id del pago', schema: Type.String() }],
    body: {
      schema: Type.Object({
        action: Type.Optional(StringEnum(['approve', 'fail'])),
      }),
      contentType: 'application/x-www-form-urlencoded',
    },
    responses: {
      303: {
        description:
          'Vuelta al portal: redirection URL con bold-order-id y bold-tx-status (approved, rejected, pending, failed), o al paso 3-D Secure',
        headers: { Location: { schema: { type: 'string' } } },
      },
      404: gatewayPage('Pedido inexistente'),
    },
  },
  {
    method: 'get',
    path: '/customers/{id}/payment-agreements/options',
    tag: 'pagos',
    summary: 'Calendarios posibles para pagar la deuda vencida en 2 a 6 plazos',
    auth: 'bearer',
    access: inPath('customer', 'id', ['self', 'advisor'], 'No puedes ver ni pagar lo que debe otro cliente.'),
    parameters: [{ name: 'id', in: 'path', description: 'Cliente', schema: Type.String() }],
    example: { account: 'mora@demo.es', path: { id: '{me}' }, status: 200 },
    responses: {
      200: { description: 'Deuda y calendarios', schema: AgreementOptions },
      ...refusals(401, 403, 404),
      409: { description: 'Sin cuotas vencidas, o ya hay un acuerdo en marcha', schema: ErrorBody },
    },
  },
  {
    method: 'post',
    path: '/payment-agreements',
    tag: 'pagos',
    summary: 'Acepta un acuerdo de pago',
    description:
      "Sustituye las cuotas vencidas por un cargo por plazo (el primero vence hoy). Pagar un plazo saca la cuenta de 'En Mora' mientras se cumpla el acuerdo.",
    auth: 'bearer',
    access: inBody('customer', 'customer_id', ['self', 'advisor'], 'No puedes ver ni pagar lo que debe otro cliente.'),
    parameters: [
      idempotencyKey(
        'Una clave por intento de pago. Misma clave y mismo cuerpo: la respuesta guardada (Idempotent-Replayed: true). Misma clave y otro cuerpo: 422. Misma clave en curso: 409.',
      ),
    ],
    body: {
      schema: Type.Object(
        {
          customer_id: Type.String({ minLength: 1 }),
          instalments: Type.Integer({ minimum: 2, maximum: 6 }),
        },
        { 'x-messages': { customer_id: 'Falta el cliente.', instalments: 'Elige entre 2 y 6 plazos.' } },
      ),
    },
    responses: {
      201: { description: 'Acuerdo creado', schema: PaymentAgreement, headers: REPLAYED_HEADER },
      ...refusals(400, 401, 403, 404),
      ...CHARGE_CONFLICTS,
    },
  },
  {
    method: 'get',
    path: '/payment-agreements/{id}',
    tag: 'pagos',
    summary: 'Un acuerdo de pago con el estado de cada plazo',
    auth: 'bearer',
    access: inPath('agreement', 'id', ['self', 'advisor'], 'No puedes ver ni pagar lo que debe otro cliente.'),
    parameters: [{ name: 'id', in: 'path', description: 'Acuerdo', schema: Type.String() }],
    responses: {
      200: { description: 'El acuerdo', schema: PaymentAgreement },
      ...refusals(401, 403, 404),
    },
  },
  {
    method: 'post',
    path: '/__sandbox/site-payments/{reference}/confirm',
    tag: 'sandbox',
    summary: 'Valida un pago en sede (por código o número de referencia): el pago queda aprobado y sus cargos pagados',
    auth: 'public',
    parameters: [{ name: 'reference', in: 'path', description: 'Código (PAG-XXXXXX) o número de 20 cifras', schema: Type.String() }],
    responses: {
      200: { description: 'Pago aprobado', schema: Payment },
      ...refusals(404),
      409: { description: 'La referencia no espera validación', schema: ErrorBody },
    },
  },
  {
    method: 'post',
    path: '/__sandbox/payments/{id}/complete',
    tag: 'sandbox',
    summary: 'Respuesta tardía del banco a un pago pendiente (tarjeta 4000 0000 0000 0077)',
    auth: 'public',
    parameters: [{ name: 'id', in: 'path', description: 'Pago', schema: Type.String() }],
    body: {
      schema: Type.Object({
        outcome: StringEnum(['approved', 'rejected']),
      }),
    },
    responses: {
      200: { description: 'Pago resuelto', schema: Payment },
      ...refusals(400, 404),
      409: { description: 'El pago no está pendiente', schema: ErrorBody },
    },
  },
  {
    method: 'post',
    path: '/__sandbox/charges/{id}/settle',
    tag: 'sandbox',
    summary: 'Salda un cargo abierto como lo haría un pago confirmado (y aplica su efecto: mejora de plan, servicios añadidos)',
    auth: 'public',
    parameters: [{ name: 'id', in: 'path', schema: Type.String() }],
    responses: {
      200: { description: 'El cargo, pagado', schema: Type.Object({}) },
      ...refusals(404),
      409: { description: 'El cargo no está abierto', schema: ErrorBody },
    },
  },
] satisfies Operation[]);
