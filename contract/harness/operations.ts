// The OpenAPI document and the sandbox's own test controls (request log, reset, faults): the operations, as the contract declares them
// (contract/operation.ts says what each field means).
import { refusals, operationList, type Operation } from '../operation.ts';
import { Type } from '../schema.ts';
import { Fault, FaultInput, LoggedRequest } from './schemas.ts';

export const harnessOperations = operationList([
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'Este documento: la API que implementa un proveedor',
    auth: 'public',
    example: { account: 'titular@demo.es', status: 200 },
    responses: {
      200: { description: 'OpenAPI 3.1', schema: Type.Object({}) },
    },
  },
  {
    method: 'get',
    path: '/__sandbox/openapi.json',
    tag: 'sandbox',
    summary: 'Este documento: los controles de prueba y la pasarela del sandbox (solo sandbox)',
    auth: 'public',
    example: { account: 'titular@demo.es', status: 200 },
    responses: {
      200: { description: 'OpenAPI 3.1', schema: Type.Object({}) },
    },
  },
  {
    method: 'get',
    path: '/__sandbox/requests',
    tag: 'sandbox',
    summary: 'Registro de peticiones (solo sandbox)',
    auth: 'public',
    example: { account: 'titular@demo.es', status: 200 },
    responses: {
      200: { description: 'Peticiones, la más reciente al final', schema: Type.Array(LoggedRequest) },
    },
  },
  {
    method: 'post',
    path: '/__sandbox/reset',
    tag: 'sandbox',
    summary: 'Volver a los datos sembrados (solo sandbox)',
    description:
      'Vacía el registro de peticiones y vuelve a los datos sembrados. Un cuerpo opcional fija la vida del token de acceso hasta el siguiente reset.',
    auth: 'public',
    body: {
      schema: Type.Object(
        {
          accessTtlSeconds: Type.Optional(Type.Integer({ minimum: 1 })),
        },
        { additionalProperties: false, 'x-messages': { accessTtlSeconds: 'Debe ser un entero de segundos mayor que 0.' } },
      ),
      required: false,
    },
    responses: {
      200: {
        description: 'Hecho',
        schema: Type.Object({
          reset: Type.Literal(true),
          accessTtlSeconds: Type.Integer({ minimum: 1, description: 'La vida del token de acceso hasta el siguiente reset' }),
        }),
      },
      ...refusals(400, 422),
    },
  },
  {
    method: 'get',
    path: '/__sandbox/faults',
    tag: 'sandbox',
    summary: 'Los fallos aún programados, con lo que les queda (solo sandbox)',
    auth: 'public',
    example: { account: 'titular@demo.es', status: 200 },
    responses: {
      200: { description: 'Los fallos que aún esperan una petición', schema: Type.Array(Fault) },
    },
  },
  {
    method: 'post',
    path: '/__sandbox/faults',
    tag: 'sandbox',
    summary: 'Programar fallos (solo sandbox)',
    auth: 'public',
    example: { account: 'titular@demo.es', body: { method: 'GET', path: '/kit-sin-ruta', count: 1, status: 503 }, status: 201 },
    body: { schema: FaultInput },
    responses: {
      201: { description: 'Programado', schema: Fault },
      ...refusals(400, 422),
    },
  },
  {
    method: 'delete',
    path: '/__sandbox/faults',
    tag: 'sandbox',
    summary: 'Borrar los fallos programados (solo sandbox)',
    auth: 'public',
    example: { account: 'titular@demo.es', status: 204 },
    responses: {
      204: { description: 'Borrados' },
    },
  },
] satisfies Operation[]);
