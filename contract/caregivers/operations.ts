// Caregivers (issue 31): the grants a member gives, the caregiver's invitation and its acceptance, whom a caregiver
// may act for and the switch to act for them, and the log of what caregivers did ("Quién ha entrado"): the
// operations, as the contract declares them (contract/operation.ts says what each field means; scope.ts says what
// a caregiver acting for someone may call among all the others).
import { inBody, inPath, inQuery } from '../access.ts';
import { refusals, operationList, type Operation } from '../operation.ts';
import {
  byAccount,
  byAddress,
  BY_CALLER,
  BY_IP,
  CAREGIVER_GRANTS,
  limited,
  OTP_FAILURES,
  OTP_SENDS,
  PASSWORD_ACCOUNT,
  PASSWORD_IP,
} from '../throttle.ts';
import { ErrorBody, Type } from '../schema.ts';
import { TokenResponse } from '../accounts/schemas.ts';
import {
  AcceptedGrant,
  AccessLog,
  ActingRequest,
  CaregiverAcceptance,
  CaregiverGrant,
  CaregiverGrantChange,
  CaregiverGrantList,
  CaregiverInvitation,
  NewCaregiverGrant,
  RepresentedList,
} from './schemas.ts';

const MEMBERS = ['Titular', 'Beneficiario'];
const TAG = 'cuidadores';

const ended = {
  description:
    'access_ended: el acceso terminó (retirado o caducado), el portal vuelve a elegir persona; not_granted: esa persona no ha dado acceso; ' +
    'not_for_caregivers: quien ayuda no puede hacerlo en nombre de otro',
  schema: ErrorBody,
};
const gone = { description: 'La invitación ya se usó, se retiró o caducó (invitation_gone)', schema: ErrorBody };
const token = { name: 'token', in: 'path' as const, description: 'El token aleatorio del enlace de la invitación', schema: Type.String() };
const grantId = { name: 'id', in: 'path' as const, description: 'Acceso dado', schema: Type.String() };

export const caregiversOperations = operationList([
  {
    method: 'get',
    path: '/caregivers/grants',
    tag: TAG,
    summary: 'Las personas a las que el afiliado ha dado acceso, con qué puede hacer cada una y hasta cuándo',
    description: 'Solo las del propio token: nunca las de otra persona, tampoco para quien ayuda.',
    auth: 'bearer',
    roles: MEMBERS,
    example: { account: 'titular@demo.es', status: 200 },
    responses: {
      200: { description: 'Accesos dados, del más reciente al más antiguo', schema: CaregiverGrantList },
      401: 'Unauthorized',
      403: ended,
    },
  },
  {
    method: 'post',
    path: '/caregivers/grants',
    tag: TAG,
    summary: 'Dar acceso a una persona de confianza: envía la invitación (enlace de un solo uso) a su correo o móvil',
    auth: 'bearer',
    roles: MEMBERS,
    access: inBody('customer', 'grantor_id', ['self'], 'Solo puedes dar acceso en tu propio nombre.'),
    // Each grant sends its invitation to the address the member typed.
    throttles: [limited(CAREGIVER_GRANTS, BY_CALLER)],
    body: { schema: NewCaregiverGrant },
    responses: {
      201: { description: 'Acceso creado, invitada', schema: CaregiverGrant },
      ...refusals(400, 401),
      403: ended,
      422: 'Unprocessable',
    },
  },
  {
    method: 'patch',
    path: '/caregivers/grants/{id}',
    tag: TAG,
    summary: 'Cambiar los módulos o la fecha de fin de un acceso dado; vale desde la siguiente petición de quien ayuda',
    auth: 'bearer',
    roles: MEMBERS,
    access: inPath('caregiver-grant', 'id', ['self']),
    parameters: [grantId],
    body: { schema: CaregiverGrantChange },
    responses: {
      200: { description: 'Acceso cambiado', schema: CaregiverGrant },
      ...refusals(400, 401),
      403: ended,
      404: 'NotFound',
      409: { description: 'El acceso ya terminó (access_ended): se da uno nuevo', schema: ErrorBody },
      422: 'Unprocessable',
    },
  },
  {
    method: 'delete',
    path: '/caregivers/grants/{id}',
    tag: TAG,
    summary: 'Retirar un acceso al momento: la siguiente petición de quien ayuda se rechaza (403 access_ended)',
    auth: 'bearer',
    roles: MEMBERS,
    access: inPath('caregiver-grant', 'id', ['self']),
    parameters: [grantId],
    responses: { 204: { description: 'Retirado (también si ya lo estaba)' }, 401: 'Unauthorized', 403: ended, 404: 'NotFound' },
  },
  {
    method: 'get',
    path: '/caregivers/invitations/{token}',
    tag: TAG,
    summary: 'La invitación de quien va a ayudar: quién la da, qué módulos y hasta cuándo',
    auth: 'public',
    parameters: [token],
    responses: { 200: { description: 'Invitación', schema: CaregiverInvitation }, 404: 'NotFound', 410: gone },
  },
  {
    method: 'post',
    path: '/caregivers/invitations/{token}/otp',
    tag: TAG,
    summary: 'Envía el código a la dirección que dio el afiliado (nunca a otra)',
    auth: 'public',
    // The same counts as POST /otp, for the invitation's address.
    throttles: [limited(OTP_SENDS, byAddress('path', 'token', 'caregiver-invitation'))],
    parameters: [token],
    responses: {
      202: {
        description: 'Código enviado',
        schema: Type.Object({ sent: Type.Boolean(), expires_in: Type.Integer(), max_attempts: Type.Integer() }),
      },
      404: 'NotFound',
      410: gone,
    },
  },
  {
    method: 'post',
    path: '/caregivers/invitations/{token}/acceptance',
    tag: TAG,
    summary: 'Aceptar la invitación con el código: con una cuenta existente (usuario y contraseña) o una nueva (nombre y contraseña)',
    description:
      'Un solo uso: aceptada, el enlace responde 410. La cuenta nueva entra con la dirección invitada como usuario. ' +
      'El código vale solo para la dirección de la invitación.',
    auth: 'public',
    // The code's failures as POST /otp/verification's; an existing login's wrong password as the password grant's,
    // in the same counts (per account and per network address), so this door is no way around that one.
    throttles: [
      limited(OTP_FAILURES, byAddress('path', 'token', 'caregiver-invitation'), { failures: [422, 429] }),
      limited(PASSWORD_ACCOUNT, byAccount('username', 'body'), { failures: [401] }),
      limited(PASSWORD_IP, BY_IP, { failures: [401] }),
    ],
    parameters: [token],
    body: { schema: CaregiverAcceptance },
    responses: {
      201: { description: 'Aceptada', schema: AcceptedGrant },
      400: 'BadRequest',
      401: { description: 'Usuario o contraseña incorrectos (invalid_grant)', schema: ErrorBody },
      404: 'NotFound',
      409: { description: 'Ya hay una cuenta con esa dirección (account_exists): se acepta con ella', schema: ErrorBody },
      410: gone,
      422: 'Unprocessable',
    },
  },
  {
    method: 'get',
    path: '/caregivers/represented',
    tag: TAG,
    summary: 'Las personas por las que quien ha iniciado sesión puede actuar, con qué módulos y hasta cuándo',
    auth: 'bearer',
    example: { account: 'cuidador@demo.es', status: 200 },
    responses: { 200: { description: 'Personas, con accesos activos', schema: RepresentedList }, 401: 'Unauthorized' },
  },
  {
    method: 'post',
    path: '/caregivers/acting',
    tag: TAG,
    summary: 'Actuar por una persona que ha dado acceso: un token con la identidad de quien ayuda y la persona por la que actúa',
    description:
      'El token lleva sub (quien ayuda), profiles (solo la persona) y acting_for { grant_id, customer_id }; cada petición con él ' +
      'se comprueba contra el acceso vigente y queda en el registro de la persona.',
    auth: 'bearer',
    body: { schema: ActingRequest },
    example: { account: 'cuidador@demo.es', body: { customer_id: 'cus-1001' }, status: 200 },
    responses: {
      200: { description: 'Token para actuar por la persona', schema: TokenResponse },
      ...refusals(400, 401),
      403: ended,
      422: 'Unprocessable',
    },
  },
  {
    method: 'get',
    path: '/caregivers/access-log',
    tag: TAG,
    summary: 'Quién ha entrado: las visitas y acciones de quienes ayudan en nombre de la persona, de la más reciente a la más antigua',
    auth: 'bearer',
    roles: MEMBERS,
    access: inQuery('customer', 'customer_id', ['self']),
    parameters: [
      { name: 'customer_id', in: 'query', required: true, description: 'Uno de los perfiles propios del token', schema: Type.String() },
    ],
    example: { account: 'titular@demo.es', query: { customer_id: '{me}' }, status: 200 },
    responses: { 200: { description: 'Registro', schema: AccessLog }, ...refusals(401, 422), 403: ended },
  },
] satisfies Operation[]);
