// The sales force: advisors, their customers, new sales: the operations, as the contract declares them
// (contract/operation.ts says what each field means).
import { inPath } from '../access.ts';
import { queryParameters, refusals, operationList, type Operation } from '../operation.ts';
import { idempotencyKey } from '../idempotency.ts';
import { DateTime, ErrorBody, IsoDate, Nullable, Type } from '../schema.ts';
import {
  NewSale,
  SaleConfirmation,
  SalesAdvisor,
  SalesCustomerDetail,
  SalesCustomerPage,
  SalesCustomerQuery,
  SalesSummary,
} from './schemas.ts';

export const salesOperations = operationList([
  {
    method: 'get',
    path: '/sales/advisors',
    tag: 'ventas',
    summary: 'Asesores comerciales (un Vendedor recibe solo el suyo)',
    auth: 'bearer',
    roles: ['Vendedor', 'Asesor'],
    example: { account: 'asesor@demo.es', status: 200 },
    responses: {
      200: { description: 'Asesores', schema: Type.Array(SalesAdvisor) },
      ...refusals(401, 403),
    },
  },
  {
    method: 'get',
    path: '/sales/customers',
    tag: 'ventas',
    summary: 'Clientes vendidos, paginados, filtrados y ordenados en el servidor',
    auth: 'bearer',
    parameters: queryParameters(SalesCustomerQuery),
    roles: ['Vendedor', 'Asesor'],
    example: { account: 'vendedor@demo.es', status: 200 },
    responses: {
      200: { description: 'Una página', schema: SalesCustomerPage },
      ...refusals(401, 403, 422),
    },
  },
  {
    method: 'get',
    path: '/sales/summary',
    tag: 'ventas',
    summary: 'Resumen de ventas de un periodo: importes y recuentos por etapa y por estado de pago',
    auth: 'bearer',
    parameters: [
      {
        name: 'advisor',
        in: 'query',
        description: 'Id de asesor (ase-01...). Un Vendedor solo puede pedir el suyo',
        schema: Type.String(),
      },
      { name: 'from', in: 'query', description: 'Primer día de venta incluido (AAAA-MM-DD)', schema: IsoDate() },
      { name: 'to', in: 'query', description: 'Último día de venta incluido (AAAA-MM-DD)', schema: IsoDate() },
    ],
    roles: ['Vendedor', 'Asesor'],
    example: { account: 'vendedor@demo.es', status: 200 },
    responses: {
      200: { description: 'Resumen', schema: SalesSummary },
      ...refusals(401, 403, 422),
    },
  },
  {
    method: 'get',
    path: '/sales/customers/{id}',
    tag: 'ventas',
    summary: 'Ficha de un cliente vendido (customerInformation)',
    auth: 'bearer',
    access: inPath('customer', 'id', ['advisor'], 'Este cliente pertenece a otro asesor.'),
    example: { account: 'vendedor@demo.es', path: { id: 'cus-5008' }, status: 200 },
    parameters: [{ name: 'id', in: 'path', description: 'Id del cliente', schema: Type.String() }],
    roles: ['Vendedor', 'Asesor'],
    responses: {
      200: { description: 'Ficha', schema: SalesCustomerDetail },
      ...refusals(401, 403, 404),
    },
  },
  {
    method: 'post',
    path: '/sales',
    tag: 'ventas',
    summary: 'Registrar una venta (registerSale)',
    description:
      'Un Vendedor vende para sí mismo; un Asesor indica advisor_id. El titular pasa las mismas comprobaciones que el registro (POST /customers) y los beneficiarios las del formulario de beneficiarios; los errores de un beneficiario llegan como beneficiaries.{i}.{campo}. Crea el cliente (Titular, payment_pending, etapa win) con un acceso que espera contraseña, la venta (VTA-AAAA-NNNNNN), los beneficiarios (invitados si tienen correo), el cargo first_payment y la bienvenida (kind sales_welcome en el outbox) con el enlace para elegir contraseña. payment_method site: además una referencia para pagar en el mostrador de la sede (72 h) y la cuenta pasa a payment_confirmation_sent; cash y pos: el pago se toma después en las pantallas de pago del personal.',
    auth: 'bearer',
    roles: ['Vendedor', 'Asesor'],
    parameters: [
      idempotencyKey(
        'Una clave por venta: un doble clic o un reintento con la misma clave y el mismo cuerpo devuelven la misma venta (Idempotent-Replayed: true).',
      ),
    ],
    body: { schema: NewSale },
    responses: {
      201: { description: 'Venta registrada', schema: SaleConfirmation },
      ...refusals(400, 401, 403, 422),
      409: { description: 'Documento o correo ya afiliado (con fields en el campo), o la misma clave en curso', schema: ErrorBody },
    },
  },
  {
    method: 'get',
    path: '/sales/{id}',
    tag: 'ventas',
    summary: 'Una venta registrada (registeredSale)',
    auth: 'bearer',
    access: inPath('sale', 'id', ['advisor'], 'Este cliente pertenece a otro asesor.'),
    example: { account: 'vendedor@demo.es', path: { id: 'vta-8' }, status: 200 },
    parameters: [{ name: 'id', in: 'path', description: 'Id de la venta (vta-…)', schema: Type.String() }],
    roles: ['Vendedor', 'Asesor'],
    responses: {
      200: { description: 'La venta, su pago y la bienvenida', schema: SaleConfirmation },
      ...refusals(401, 403, 404),
    },
  },
  {
    method: 'post',
    path: '/sales/customers/{id}/welcome',
    tag: 'ventas',
    summary: 'Reenviar la bienvenida al cliente',
    description:
      'Envía un enlace nuevo para elegir contraseña y retira los anteriores. Cuerpo opcional: welcome_url (una página del portal). Un cliente sin acceso recibe uno que espera contraseña.',
    auth: 'bearer',
    access: inPath('customer', 'id', ['advisor'], 'Este cliente pertenece a otro asesor.'),
    parameters: [{ name: 'id', in: 'path', description: 'Id del cliente', schema: Type.String() }],
    body: {
      schema: Type.Object({
        welcome_url: Type.Optional(Type.String({ format: 'uri' })),
      }),
      required: false,
    },
    roles: ['Vendedor', 'Asesor'],
    responses: {
      200: {
        description: 'Enviada',
        schema: Type.Object({
          sent: Type.Boolean(),
          sent_to: Type.String(),
          sent_at: DateTime(),
        }),
      },
      ...refusals(401, 403, 404, 422),
      409: { description: 'El cliente ya activó su acceso', schema: ErrorBody },
    },
  },
  {
    method: 'get',
    path: '/welcome/{token}',
    tag: 'ventas',
    summary: 'Enlace de bienvenida de un cliente vendido (público)',
    auth: 'public',
    parameters: [{ name: 'token', in: 'path', description: 'El token del enlace', schema: Type.String() }],
    responses: {
      200: {
        description: 'A quién saluda',
        schema: Type.Object({
          first_name: Type.String(),
          email: Type.String(),
          plan_name: Nullable(Type.String()),
        }),
      },
      ...refusals(404),
      410: { description: 'Enlace ya usado o caducado', schema: ErrorBody },
    },
  },
  {
    method: 'post',
    path: '/welcome/{token}',
    tag: 'ventas',
    summary: 'Elegir la contraseña desde la bienvenida (público, una vez)',
    auth: 'public',
    parameters: [{ name: 'token', in: 'path', description: 'El token del enlace', schema: Type.String() }],
    body: {
      schema: Type.Object({
        password: Type.String({ minLength: 8 }),
      }),
    },
    responses: {
      200: {
        description: 'Acceso activado: ya puede iniciar sesión',
        schema: Type.Object({
          activated: Type.Boolean(),
          email: Type.String(),
        }),
      },
      ...refusals(400, 404, 422),
      410: { description: 'Enlace ya usado o caducado', schema: ErrorBody },
    },
  },
] satisfies Operation[]);
