// Payments the sales force takes at a headquarters: the operations, as the contract declares them
// (contract/operation.ts says what each field means).
import { inBody, inPath } from '../access.ts';
import { refusals, operationList, type Operation } from '../operation.ts';
import { REPLAYED_HEADER, idempotencyKey } from '../idempotency.ts';
import { ErrorBody, Type } from '../schema.ts';
import { StaffPaymentCustomer, StaffPaymentInput, StaffPaymentReceipt } from './schemas.ts';

export const staffPaymentsOperations = operationList([
  {
    method: 'get',
    path: '/staff-payments/customers/{id}',
    tag: 'pagos del equipo comercial',
    summary: 'Lo que las pantallas de cobro necesitan del cliente: nombre, documento, plan, estado mostrado y cargos abiertos',
    auth: 'bearer',
    access: inPath('customer', 'id', ['advisor'], 'Este cliente pertenece a otro asesor.'),
    example: { account: 'vendedor@demo.es', path: { id: 'cus-5008' }, status: 200 },
    parameters: [{ name: 'id', in: 'path', schema: Type.String() }],
    roles: ['Vendedor', 'Asesor'],
    responses: {
      200: { description: 'Cliente y lo que debe', schema: StaffPaymentCustomer },
      ...refusals(401, 403, 404),
    },
  },
  {
    method: 'post',
    path: '/staff-payments',
    tag: 'pagos del equipo comercial',
    summary: 'Registra un pago recibido en efectivo o con datáfono: salda todos los cargos abiertos del cliente y emite un recibo',
    description:
      'Salda cada cargo abierto con sus efectos (payment_pending o En Mora pasan a Active). Anula un pago con tarjeta sin terminar o una referencia de sede sobre esos cargos. El rol se lee del token.',
    auth: 'bearer',
    access: inBody('customer', 'customer_id', ['advisor'], 'Este cliente pertenece a otro asesor.'),
    parameters: [
      idempotencyKey(
        'Una clave por intento. Misma clave y mismo cuerpo: la respuesta guardada (Idempotent-Replayed: true), sin un segundo cobro. Misma clave y otro cuerpo: 422. Misma clave en curso: 409.',
      ),
    ],
    body: { schema: StaffPaymentInput },
    roles: ['Vendedor', 'Asesor'],
    responses: {
      201: { description: 'Pago registrado', schema: StaffPaymentReceipt, headers: REPLAYED_HEADER },
      ...refusals(400, 401, 403, 404),
      409: {
        description:
          "El cliente no debe nada ('Este cliente no tiene pagos pendientes.'), un pago con tarjeta espera al banco, o la misma clave en curso",
        schema: ErrorBody,
      },
      422: {
        description:
          'Datos no válidos (fields con el mensaje de cada campo), el importe recibido no cubre la deuda, o la misma clave con otro cuerpo',
        schema: ErrorBody,
      },
    },
  },
  {
    method: 'get',
    path: '/staff-payments/{id}',
    tag: 'pagos del equipo comercial',
    summary: 'El recibo de un pago registrado por el equipo comercial',
    auth: 'bearer',
    access: inPath('staff-payment', 'id', ['advisor'], 'Este cliente pertenece a otro asesor.'),
    parameters: [{ name: 'id', in: 'path', schema: Type.String() }],
    roles: ['Vendedor', 'Asesor'],
    responses: {
      200: { description: 'Recibo', schema: StaffPaymentReceipt },
      ...refusals(401, 403, 404),
    },
  },
] satisfies Operation[]);
