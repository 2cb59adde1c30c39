// A holder's beneficiaries: list, add, change, remove, enable, disable and invite: the operations, as the contract declares them
// (contract/operation.ts says what each field means).
import { inBody, inPath, inQuery } from '../access.ts';
import { refusals, operationList, type Operation } from '../operation.ts';
import { ErrorBody, Type } from '../schema.ts';
import { BENEFICIARY_INVITATIONS, BY_CALLER, limited } from '../throttle.ts';
import { Beneficiary, BeneficiaryInput } from './schemas.ts';

export const beneficiariesOperations = operationList([
  {
    method: 'get',
    path: '/beneficiaries',
    summary: 'Beneficiarios de un titular',
    auth: 'bearer',
    access: inQuery('customer', 'titular_id', ['self'], 'No puedes gestionar los beneficiarios de otro titular.'),
    parameters: [{ name: 'titular_id', in: 'query', required: true, description: 'Titular', schema: Type.String() }],
    example: { account: 'titular@demo.es', query: { titular_id: '{me}' }, status: 200 },
    responses: {
      200: { description: 'Lista', schema: Type.Array(Beneficiary) },
      ...refusals(400, 401, 403),
    },
  },
  {
    method: 'post',
    path: '/beneficiaries',
    summary: 'Alta de beneficiario',
    auth: 'bearer',
    access: inBody('customer', 'titular_id', ['self'], 'No puedes gestionar los beneficiarios de otro titular.'),
    body: { schema: BeneficiaryInput },
    responses: {
      201: { description: 'Creado', schema: Beneficiary },
      ...refusals(400, 401, 403, 422),
      409: { description: 'El plan no admite más beneficiarios (error plan_limit, con el motivo en español)', schema: ErrorBody },
    },
  },
  {
    method: 'put',
    path: '/beneficiaries/{id}',
    summary: 'Modificar beneficiario',
    auth: 'bearer',
    access: inPath('beneficiary', 'id', ['self'], 'No puedes gestionar los beneficiarios de otro titular.'),
    parameters: [{ name: 'id', in: 'path', description: 'Beneficiario', schema: Type.String() }],
    body: { schema: BeneficiaryInput },
    responses: {
      200: { description: 'Modificado', schema: Beneficiary },
      ...refusals(400, 401, 403, 404, 422),
    },
  },
  {
    method: 'delete',
    path: '/beneficiaries/{id}',
    summary: 'Baja de beneficiario',
    auth: 'bearer',
    access: inPath('beneficiary', 'id', ['self'], 'No puedes gestionar los beneficiarios de otro titular.'),
    parameters: [{ name: 'id', in: 'path', description: 'Beneficiario', schema: Type.String() }],
    responses: {
      204: { description: 'Eliminado' },
      ...refusals(401, 403, 404),
    },
  },
  {
    method: 'patch',
    path: '/beneficiaries/{id}/enable',
    summary: 'Activar beneficiario (cuerpo vacío)',
    auth: 'bearer',
    access: inPath('beneficiary', 'id', ['self'], 'No puedes gestionar los beneficiarios de otro titular.'),
    parameters: [{ name: 'id', in: 'path', description: 'Beneficiario', schema: Type.String() }],
    responses: {
      200: { description: 'Activo', schema: Beneficiary },
      ...refusals(401, 403, 404),
      409: { description: 'El plan no admite más beneficiarios (error plan_limit, con el motivo en español)', schema: ErrorBody },
    },
  },
  {
    method: 'post',
    path: '/beneficiaries/{id}/invitation',
    summary: 'Reenviar invitación',
    description:
      'El servidor construye el enlace: /public/invite/{nombre del titular}/{token} con un token aleatorio nuevo ' +
      '(GET /invitations/{id}), sobre el origen del portal que nombra `invitation_url`, que debe ser uno de los ' +
      'orígenes configurados del portal (422 si no). Del cuerpo no se toma nada más: ni la ruta, ni el nombre, ni el id.',
    auth: 'bearer',
    access: inPath('beneficiary', 'id', ['self'], 'No puedes gestionar los beneficiarios de otro titular.'),
    // Each one is an e-mail to a person who asked for nothing (the portal sends one right after an addition too).
    throttles: [limited(BENEFICIARY_INVITATIONS, BY_CALLER)],
    example: {
      account: 'titular@demo.es',
      path: { id: 'ben-2001' },
      body: { invitation_url: 'http://localhost:4173/public/invite/' },
      status: 202,
    },
    parameters: [{ name: 'id', in: 'path', description: 'Beneficiario', schema: Type.String() }],
    body: {
      schema: Type.Object({
        invitation_url: Type.String({ format: 'uri' }),
      }),
    },
    responses: {
      202: {
        description: 'Enviada',
        schema: Type.Object({
          sent: Type.Literal(true),
          sent_to: Type.String(),
        }),
      },
      ...refusals(400, 401, 403, 404, 422),
    },
  },
  {
    method: 'patch',
    path: '/beneficiaries/{id}/disable',
    tag: 'suscripción',
    summary: 'Desactiva a un beneficiario: sigue en la lista, sin cobertura, y deja de contar para el límite del plan',
    auth: 'bearer',
    access: inPath('beneficiary', 'id', ['self'], 'No puedes gestionar los beneficiarios de otro titular.'),
    parameters: [{ name: 'id', in: 'path', schema: Type.String() }],
    responses: {
      200: { description: 'Desactivado', schema: Beneficiary },
      ...refusals(401, 403, 404),
    },
  },
] satisfies Operation[]);
