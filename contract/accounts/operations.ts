// Configuration exchange, OAuth, customers, nomenclatures, validation, OTP, audit and the token-shape control: the operations, as the contract declares them
// (contract/operation.ts says what each field means).
import { inBody, inPath } from '../access.ts';
import { refusals, operationList, type Operation } from '../operation.ts';
import {
  BY_CALLER,
  BY_IP,
  byAccount,
  byAddress,
  limited,
  OTP_FAILURES,
  OTP_SENDS,
  PASSWORD_ACCOUNT,
  PASSWORD_IP,
  PUBLIC_CHECKS,
} from '../throttle.ts';
import { ErrorBody, StringEnum, Type } from '../schema.ts';
import { Customer, NomenclatureItem, NomenclatureList, Sealed, TokenResponse, TokenShape, ValidationResult } from './schemas.ts';

export const accountsOperations = operationList([
  {
    method: 'post',
    path: '/clients/frontend',
    summary: 'Intercambio cifrado de la configuración',
    auth: 'public',
    parameters: [
      { name: 'module_pk', in: 'query', description: 'Módulos, separados por comas', schema: Type.String() },
      { name: 'module_sk', in: 'query', description: 'Claves de los módulos, en el mismo orden', schema: Type.String() },
    ],
    body: {
      schema: Type.Object({
        key: Type.String({ pattern: '^\\d{16}$' }),
      }),
    },
    responses: {
      200: { description: 'Configuración cifrada; un array si se piden varios módulos', schema: Type.Union([Sealed, Type.Array(Sealed)]) },
      ...refusals(400),
      403: { description: 'Módulo o clave incorrectos', schema: ErrorBody },
    },
  },
  {
    method: 'get',
    path: '/icons/{file}',
    summary: 'Iconos SVG de la configuración',
    auth: 'public',
    example: { account: 'titular@demo.es', path: { file: 'portal.svg' }, status: 200 },
    parameters: [{ name: 'file', in: 'path', description: 'portal.svg, perfil.svg o beneficiarios.svg', schema: Type.String() }],
    responses: {
      200: { description: 'SVG', content: { 'image/svg+xml': { type: 'string' } } },
      ...refusals(404),
    },
  },
  {
    method: 'post',
    path: '/oauth2/token',
    summary: 'Concesiones OAuth2 password y refresh_token (parámetros en la query o en un cuerpo form-urlencoded)',
    auth: 'public',
    // Per account and per client (its network address: the client_id is public, in every browser, so a limit on it
    // would let anyone lock every member out). Only wrong passwords count; a refresh never does.
    throttles: [
      limited(PASSWORD_ACCOUNT, byAccount('username'), { failures: [401], when: { grant_type: 'password' } }),
      limited(PASSWORD_IP, BY_IP, { failures: [401], when: { grant_type: 'password' } }),
    ],
    parameters: [
      { name: 'grant_type', in: 'query', description: 'password o refresh_token', schema: Type.String() },
      { name: 'username', in: 'query', description: 'Correo (password)', schema: Type.String() },
      { name: 'password', in: 'query', description: 'Contraseña (password)', schema: Type.String() },
      { name: 'client_id', in: 'query', description: '', schema: Type.String() },
      { name: 'client_secret', in: 'query', description: '', schema: Type.String() },
      { name: 'refresh_token', in: 'query', description: 'Token de refresco (refresh_token)', schema: Type.String() },
    ],
    body: { schema: Type.Record(Type.String(), Type.String()), required: false, contentType: 'application/x-www-form-urlencoded' },
    responses: {
      200: { description: 'Tokens', schema: TokenResponse },
      ...refusals(400),
      401: { description: 'invalid_client o invalid_grant', schema: ErrorBody },
    },
  },
  {
    method: 'post',
    path: '/oauth2/revoke',
    summary: 'Revocación (RFC 7009): termina la sesión del token, la familia de tokens de refresco y sus tokens de acceso',
    description:
      'El portal la llama al cerrar sesión con el token de refresco (`token_type_hint=refresh_token`), en un cuerpo form-urlencoded (la query también vale). Responde 200 aunque el token no exista o ya no valga. Ver docs/contract.md, «Sesiones que terminan».',
    auth: 'public',
    parameters: [
      { name: 'token', in: 'query', description: 'Token de refresco (o de acceso) a revocar', schema: Type.String() },
      { name: 'token_type_hint', in: 'query', description: 'refresh_token o access_token (orientativo)', schema: Type.String() },
      { name: 'client_id', in: 'query', description: '', schema: Type.String() },
      { name: 'client_secret', in: 'query', description: '', schema: Type.String() },
    ],
    body: { schema: Type.Record(Type.String(), Type.String()), required: false, contentType: 'application/x-www-form-urlencoded' },
    responses: {
      200: { description: 'Revocado, o ya no valía' },
      ...refusals(400),
      401: { description: 'invalid_client', schema: ErrorBody },
    },
  },
  {
    method: 'get',
    path: '/customer/{id}',
    summary: 'Cliente por id y rol',
    auth: 'bearer',
    access: inPath('customer', 'id', ['self', 'advisor']),
    parameters: [
      { name: 'id', in: 'path', description: 'Cliente', schema: Type.String() },
      { name: 'role', in: 'query', required: true, description: 'Rol; sin distinguir mayúsculas', schema: Type.String() },
    ],
    // `{role}`: the owner's own, so a probe on another person asks for that person's record as it is (a
    // Beneficiario's under role=Titular would be a 404 whatever the server's authorization, a probe that cannot fail).
    example: { account: 'titular@demo.es', path: { id: '{me}' }, query: { role: '{role}' }, status: 200 },
    responses: {
      200: { description: 'Cliente', schema: Customer },
      ...refusals(400, 401, 403, 404),
    },
  },
  {
    method: 'get',
    path: '/nomenclatures/{list}',
    summary: 'Listas de valores',
    auth: 'public',
    parameters: [
      {
        name: 'list',
        in: 'path',
        schema: NomenclatureList,
      },
    ],
    example: { account: 'titular@demo.es', path: { list: 'genders' }, status: 200 },
    responses: {
      200: { description: 'Lista', schema: Type.Array(NomenclatureItem) },
      ...refusals(404),
    },
  },
  {
    method: 'get',
    path: '/validation/{value}',
    summary: 'Validar un correo durante el registro',
    auth: 'public',
    throttles: [limited(PUBLIC_CHECKS, BY_CALLER)],
    example: { account: 'titular@demo.es', path: { value: 'kit@demo.es' }, status: 200 },
    parameters: [{ name: 'value', in: 'path', description: 'Correo', schema: Type.String() }],
    responses: {
      200: { description: 'Resultado', schema: ValidationResult },
    },
  },
  {
    method: 'get',
    path: '/customer/phone-validation/{value}',
    summary: 'Validar un móvil',
    auth: 'public',
    throttles: [limited(PUBLIC_CHECKS, BY_CALLER)],
    parameters: [
      { name: 'value', in: 'path', description: 'Teléfono', schema: Type.String() },
      { name: 'country_code', in: 'query', description: 'Prefijo (34 por defecto)', schema: Type.String() },
    ],
    example: { account: 'titular@demo.es', path: { value: '612345678' }, query: { country_code: '+34' }, status: 200 },
    responses: {
      200: { description: 'Resultado', schema: ValidationResult },
      ...refusals(400),
    },
  },
  {
    method: 'get',
    path: '/customer/document-number-validation/{value}',
    summary: 'Validar un número de documento (letra de DNI/NIE)',
    auth: 'public',
    throttles: [limited(PUBLIC_CHECKS, BY_CALLER)],
    parameters: [
      { name: 'value', in: 'path', description: 'Número', schema: Type.String() },
      {
        name: 'document_type',
        in: 'query',
        required: true,
        description: 'DNI, NIE o PASAPORTE',
        schema: StringEnum(['DNI', 'NIE', 'PASAPORTE']),
      },
    ],
    example: { account: 'titular@demo.es', path: { value: '12345678Z' }, query: { document_type: 'DNI' }, status: 200 },
    responses: {
      200: { description: 'Resultado', schema: ValidationResult },
      ...refusals(400),
    },
  },
  {
    method: 'post',
    path: '/otp',
    summary: 'Pedir un código de un solo uso',
    auth: 'public',
    throttles: [limited(OTP_SENDS, byAddress('body', 'address'))],
    body: {
      schema: Type.Object({
        address: Type.String(),
        channel: StringEnum(['email', 'sms']),
      }),
    },
    example: { account: 'titular@demo.es', body: { address: 'kit@demo.es', channel: 'email' }, status: 202 },
    responses: {
      202: {
        description: 'Enviado',
        schema: Type.Object({
          sent: Type.Literal(true),
          expires_in: Type.Integer({ description: 'Segundos de validez del código' }),
          max_attempts: Type.Integer({ description: 'Intentos fallidos que admite el código' }),
        }),
      },
      ...refusals(400),
    },
  },
  {
    method: 'post',
    path: '/otp/verification',
    summary: 'Verificar un código',
    description:
      'Cada código admite 3 intentos fallidos: 422 invalid_code con attempts_left; el tercero lo revoca (429 too_many_attempts) y hay que pedir otro. 422 expired_code si caducó, ya se usó o no se pidió.',
    auth: 'public',
    throttles: [limited(OTP_FAILURES, byAddress('body', 'address'), { failures: [422, 429] })],
    body: {
      schema: Type.Object({
        code: Type.String(),
        address: Type.String(),
      }),
    },
    responses: {
      200: {
        description: 'Verificado',
        schema: Type.Object({
          verified: Type.Literal(true),
        }),
      },
      ...refusals(400),
      422: {
        description: 'invalid_code (con attempts_left) o expired_code',
        schema: Type.Object({ ...ErrorBody.properties, attempts_left: Type.Optional(Type.Integer({ minimum: 1 })) }),
      },
      429: { description: 'too_many_attempts: el código quedó revocado', schema: ErrorBody },
    },
  },
  {
    method: 'post',
    path: '/audit',
    summary: 'Registrar un evento de auditoría: quién, del token; cuándo, del reloj del servidor',
    description:
      'El servidor toma quién actuó del token (su `sub`) y la hora de su propio reloj; el cuerpo dice solo qué pasó y, entre las personas del token, como cuál (`customer_id`). Un `at` en el cuerpo se ignora.',
    auth: 'bearer',
    access: inBody('customer', 'customer_id', ['self'], 'Solo puedes registrar lo que haces tú, como una de tus personas.'),
    example: { account: 'titular@demo.es', body: { event: 'login', customer_id: '{me}' }, status: 201 },
    body: {
      schema: Type.Object({
        event: Type.String(),
        customer_id: Type.Optional(Type.String()),
        details: Type.Optional(Type.Unknown()),
      }),
    },
    responses: {
      201: {
        description: 'Registrado',
        schema: Type.Object({
          logged: Type.Literal(true),
        }),
      },
      ...refusals(400, 401, 403),
    },
  },
  {
    method: 'post',
    path: '/__sandbox/token-shape',
    tag: 'sandbox',
    summary: 'Forma de los próximos tokens de acceso (solo sandbox)',
    description:
      'Hasta el próximo reset: `sandbox` (lista `profiles`), `oidc` (una persona en `sub`, `given_name`, `family_name`, `role`), `no-claims` (JWT sin identidad) o `not-jwt` (cadena opaca). Ver docs/contract.md.',
    auth: 'public',
    body: {
      schema: Type.Object(
        {
          shape: TokenShape,
        },
        { additionalProperties: false },
      ),
    },
    responses: {
      200: {
        description: 'Aplicado',
        schema: Type.Object({
          shape: TokenShape,
        }),
      },
      ...refusals(400, 422),
    },
  },
] satisfies Operation[]);
