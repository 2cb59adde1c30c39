// Signing up holders and invited beneficiaries: the operations, as the contract declares them
// (contract/operation.ts says what each field means).
import { refusals, type Operation } from '../operation.ts';
import { ErrorBody, Type } from '../schema.ts';
import { Customer } from '../accounts/schemas.ts';
import { Beneficiary, BeneficiaryFields } from '../beneficiaries/schemas.ts';
import { Invitation, Registration } from './schemas.ts';

export const registrationOperations: Operation[] = [
  {
    method: 'post',
    path: '/customers',
    summary: 'Registro de un titular',
    description:
      'Crea el titular con payment_status payment_pending, abre el cargo first_payment (precio del plan según la periodicidad, en céntimos) y deja en el buzón (GET /__sandbox/outbox) un correo con el enlace de confirmación de un solo uso. Hasta confirmar, el inicio de sesión responde 401 email_not_confirmed.',
    auth: 'public',
    body: { schema: Registration },
    responses: {
      201: { description: 'Cliente creado (payment_pending)', schema: Customer },
      ...refusals(400, 422),
      409: { description: 'Correo o documento ya registrados', schema: ErrorBody },
    },
  },
  {
    method: 'post',
    path: '/customers/confirmations',
    tag: 'registration',
    summary: 'Confirmar el correo de un titular recién registrado',
    description: 'El token llega en el enlace del correo de confirmación. Sirve una vez; después el titular puede iniciar sesión.',
    auth: 'public',
    body: {
      schema: Type.Object({
        token: Type.String(),
      }),
    },
    responses: {
      200: {
        description: 'Confirmado',
        schema: Type.Object({
          confirmed: Type.Literal(true),
          customer_id: Type.String(),
          email: Type.String(),
          first_name: Type.String(),
          first_lastname: Type.String(),
        }),
      },
      ...refusals(400),
      404: { description: 'unknown_token', schema: ErrorBody },
      410: { description: 'token_used o token_expired', schema: ErrorBody },
    },
  },
  {
    method: 'get',
    path: '/invitations/{id}',
    tag: 'registration',
    summary: 'La invitación de un beneficiario (pública)',
    description:
      '`id` es el del beneficiario, como en el enlace /public/invite/{nombre}/{id}. Solo datos para darle la bienvenida; el correo va enmascarado.',
    auth: 'public',
    example: { account: 'titular@demo.es', path: { id: 'ben-2001' }, status: 200 },
    parameters: [{ name: 'id', in: 'path', schema: Type.String() }],
    responses: {
      200: { description: 'Invitación pendiente', schema: Invitation },
      404: { description: 'unknown_invitation', schema: ErrorBody },
      410: { description: 'invitation_used', schema: ErrorBody },
    },
  },
  {
    method: 'post',
    path: '/invitations/{id}/acceptance',
    tag: 'registration',
    summary: 'El beneficiario invitado completa su registro',
    description:
      'Mismos campos que un beneficiario (tipos de documento de beneficiario, parentesco) más `password`. Exige haber verificado por OTP el correo o el móvil en los últimos 15 minutos. El beneficiario queda activo en el plan del titular y puede iniciar sesión.',
    auth: 'public',
    parameters: [{ name: 'id', in: 'path', schema: Type.String() }],
    // A beneficiary's fields, with the e-mail required (it is the login) and a password.
    body: {
      schema: Type.Composite([Type.Omit(BeneficiaryFields, ['email']), Type.Object({ email: Type.String(), password: Type.String() })]),
    },
    responses: {
      201: { description: 'Beneficiario activo', schema: Beneficiary },
      ...refusals(400, 422),
      403: { description: 'not_verified: falta la verificación OTP', schema: ErrorBody },
      404: { description: 'unknown_invitation', schema: ErrorBody },
      409: { description: 'Correo o documento ya registrados', schema: ErrorBody },
      410: { description: 'invitation_used', schema: ErrorBody },
    },
  },
];
