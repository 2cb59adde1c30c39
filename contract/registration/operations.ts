// Signing up holders and invited beneficiaries: the operations, as the contract declares them
// (contract/operation.ts says what each field means).
import { refusals, operationList, type Operation } from '../operation.ts';
import { ErrorBody, Type } from '../schema.ts';
import { Customer } from '../accounts/schemas.ts';
import { Beneficiary, BeneficiaryFields } from '../beneficiaries/schemas.ts';
import { Invitation, Registration } from './schemas.ts';

/** The invitation link's token, in the path where the spec's link has the beneficiary's {id}. */
const invitationToken = {
  name: 'id',
  in: 'path' as const,
  description: 'El token aleatorio del enlace de invitación',
  schema: Type.String(),
};

const gone = {
  description: 'invitation_used (ya se registró) o invitation_expired (caducó o la sustituyó otra más reciente)',
  schema: ErrorBody,
};

export const registrationOperations = operationList([
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
      '`id` es el token del enlace del correo (/public/invite/{nombre}/{token}), nunca el id del beneficiario: ' +
      'aleatorio (256 bits), de un solo uso, caduca a los 7 días y una invitación nueva a la misma persona deja sin ' +
      'valor la anterior. Solo datos para darle la bienvenida; el correo va enmascarado.',
    auth: 'public',
    // No example: the token exists only in the e-mail (the kit's beneficiaries scenario reads it from the outbox).
    parameters: [invitationToken],
    responses: {
      200: { description: 'Invitación pendiente', schema: Invitation },
      404: { description: 'unknown_invitation: ningún enlace con ese token', schema: ErrorBody },
      410: gone,
    },
  },
  {
    method: 'post',
    path: '/invitations/{id}/otp',
    tag: 'registration',
    summary: 'Envía el código al correo que dio el titular (nunca a otro)',
    description: 'Sin cuerpo: la petición no elige a dónde va el código. Un código nuevo invalida el anterior.',
    auth: 'public',
    parameters: [invitationToken],
    responses: {
      202: {
        description: 'Código enviado',
        schema: Type.Object({ sent: Type.Boolean(), expires_in: Type.Integer(), max_attempts: Type.Integer() }),
      },
      404: { description: 'unknown_invitation', schema: ErrorBody },
      410: gone,
    },
  },
  {
    method: 'post',
    path: '/invitations/{id}/acceptance',
    tag: 'registration',
    summary: 'El beneficiario invitado completa su registro',
    description:
      'Mismos campos que un beneficiario (tipos de documento de beneficiario, parentesco) más `password` y `code`, el ' +
      'código enviado con POST /invitations/{id}/otp al correo que dio el titular. `email` (el usuario) debe ser ese ' +
      'correo. El servidor comprueba el código en último lugar, para que un dato mal escrito no lo gaste. El ' +
      'beneficiario queda activo en el plan del titular y puede iniciar sesión; el enlace responde 410 desde entonces.',
    auth: 'public',
    parameters: [invitationToken],
    // A beneficiary's fields, with the e-mail required (it is the login), a password and the code.
    body: {
      schema: Type.Composite([
        Type.Omit(BeneficiaryFields, ['email']),
        Type.Object({ email: Type.String(), password: Type.String(), code: Type.String() }),
      ]),
    },
    responses: {
      201: { description: 'Beneficiario activo', schema: Beneficiary },
      ...refusals(400),
      404: { description: 'unknown_invitation', schema: ErrorBody },
      409: { description: 'Correo o documento ya registrados', schema: ErrorBody },
      410: gone,
      422: { description: 'validation_error (campos), invalid_code o expired_code', schema: ErrorBody },
      429: { description: 'too_many_attempts: demasiados códigos erróneos; hay que pedir otro', schema: ErrorBody },
    },
  },
] satisfies Operation[]);
