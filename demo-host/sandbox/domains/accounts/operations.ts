// Configuration exchange, OAuth, customers, nomenclatures, beneficiaries, validation, OTP, forms, audit and the test controls: the operations, as the contract declares them
// (operation.ts says what each field means).
import { refusals, type Operation } from '../../contract/operation.ts';
import { DateTime, ErrorBody, StringEnum, Type } from '../../contract/schema.ts';
import {
  Beneficiary,
  BeneficiaryInput,
  Customer,
  Fault,
  FaultInput,
  FormValues,
  LoggedRequest,
  NomenclatureItem,
  NomenclatureList,
  Registration,
  Sealed,
  TokenResponse,
  ValidationResult,
} from './schemas.ts';

export const accountsOperations: Operation[] = [
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
    method: 'get',
    path: '/customer/{id}',
    summary: 'Cliente por id y rol',
    auth: 'bearer',
    parameters: [
      { name: 'id', in: 'path', description: 'Cliente', schema: Type.String() },
      { name: 'role', in: 'query', required: true, description: 'Rol; sin distinguir mayúsculas', schema: Type.String() },
    ],
    example: { account: 'titular@demo.es', path: { id: '{me}' }, query: { role: 'Titular' }, status: 200 },
    responses: {
      200: { description: 'Cliente', schema: Customer },
      ...refusals(400, 401, 404),
    },
  },
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
    path: '/beneficiaries',
    summary: 'Beneficiarios de un titular',
    auth: 'bearer',
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
    auth: 'bearer',
    example: {
      account: 'titular@demo.es',
      path: { id: 'ben-2001' },
      body: { invitation_url: 'http://localhost:4173/public/invite/Daniela/ben-2001' },
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
    method: 'get',
    path: '/validation/{value}',
    summary: 'Validar un correo durante el registro',
    auth: 'public',
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
    method: 'get',
    path: '/forms/{formId}/versions/latest/values/{customerId}',
    summary: 'Valores del formulario de un cliente',
    auth: 'bearer',
    parameters: [
      { name: 'formId', in: 'path', description: 'perfil-afiliado o alta-beneficiario', schema: Type.String() },
      { name: 'customerId', in: 'path', description: 'Cliente', schema: Type.String() },
    ],
    example: { account: 'completo@demo.es', path: { formId: 'perfil-afiliado', customerId: '{me}' }, status: 200 },
    responses: {
      200: { description: 'Valores', schema: FormValues },
      ...refusals(401, 404, 403),
    },
  },
  {
    method: 'put',
    path: '/forms/{formId}/versions/latest/values/{customerId}',
    summary:
      'Guardar los valores del formulario. En perfil-afiliado el servidor valida cada campo (422 con mensajes en español) y decide general_status: COMPLETED cuando están todos los obligatorios (datos personales, de contacto, grupo sanguíneo, alergias, enfermedades crónicas y contacto de emergencia), PENDING si falta alguno; el general_status enviado se ignora. En los demás formularios lo indica el cliente.',
    auth: 'bearer',
    parameters: [
      { name: 'formId', in: 'path', description: 'perfil-afiliado o alta-beneficiario', schema: Type.String() },
      { name: 'customerId', in: 'path', description: 'Cliente', schema: Type.String() },
    ],
    body: {
      schema: Type.Object({
        values: Type.Object({}),
        general_status: Type.Optional(StringEnum(['PENDING', 'COMPLETED'], { description: 'Obligatorio salvo en perfil-afiliado' })),
      }),
    },
    responses: {
      200: { description: 'Guardado', schema: FormValues },
      ...refusals(400, 401, 404, 403, 422),
    },
  },
  {
    method: 'post',
    path: '/audit',
    summary: 'Registrar un evento de auditoría',
    auth: 'public',
    example: { account: 'titular@demo.es', body: { event: 'login', customer_id: 'cus-1001' }, status: 201 },
    body: {
      schema: Type.Object({
        event: Type.String(),
        customer_id: Type.Optional(Type.String()),
        at: Type.Optional(DateTime()),
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
      ...refusals(400),
    },
  },
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'Este documento',
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
          shape: StringEnum(['sandbox', 'oidc', 'no-claims', 'not-jwt']),
        },
        { additionalProperties: false },
      ),
    },
    responses: {
      200: {
        description: 'Aplicado',
        schema: Type.Object({
          shape: StringEnum(['sandbox', 'oidc', 'no-claims', 'not-jwt']),
        }),
      },
      ...refusals(400, 422),
    },
  },
];
