// Reminders: the member's notice preferences, one-click unsubscribe and the sandbox clock: the operations, as the contract declares them
// (contract/operation.ts says what each field means).
import { inPath } from '../access.ts';
import { operationList, type Operation } from '../operation.ts';
import { ErrorBody, Type } from '../schema.ts';
import {
  NotificationPreferences,
  ReadingComfortChoice,
  ReminderPreferences,
  SandboxClock,
  SavedReadingComfort,
  Unsubscription,
} from './schemas.ts';

const person = {
  name: 'id',
  in: 'path',
  description: 'Una de las personas del token (afiliado o personal de ventas)',
  schema: Type.String(),
} as const;

export const remindersOperations = operationList([
  {
    method: 'get',
    path: '/customers/{id}/reading-comfort',
    tag: 'avisos',
    summary: 'La forma de leer el portal que eligió la persona, para sus otros dispositivos',
    description:
      'Tamaño del texto y alto contraste. Solo una de las personas del token; otra recibe 403. Sin elección guardada: normal, sin alto contraste, updated_at null.',
    auth: 'bearer',
    access: inPath('customer', 'id', ['self'], 'Solo puedes ver y cambiar tu propia forma de leer el portal.'),
    parameters: [person],
    responses: {
      200: { description: 'La elección, o la de por defecto', schema: SavedReadingComfort },
      401: { description: 'Sin token o token caducado', schema: ErrorBody },
      403: { description: 'No es una de las personas del token', schema: ErrorBody },
    },
    example: { account: 'titular@demo.es', path: { id: 'cus-1001' }, status: 200 },
  },
  {
    method: 'put',
    path: '/customers/{id}/reading-comfort',
    tag: 'avisos',
    summary: 'Guarda la forma de leer el portal',
    description:
      'La persona la cambia en el menú lateral o en Mi Perfil; el portal la guarda aquí y la aplica al entrar desde otro dispositivo. Un valor que no se entiende da 422 con un mensaje por campo.',
    auth: 'bearer',
    access: inPath('customer', 'id', ['self'], 'Solo puedes ver y cambiar tu propia forma de leer el portal.'),
    parameters: [person],
    body: { schema: ReadingComfortChoice },
    responses: {
      200: { description: 'Guardada', schema: SavedReadingComfort },
      400: { description: 'Cuerpo que no es JSON', schema: ErrorBody },
      401: { description: 'Sin token', schema: ErrorBody },
      403: { description: 'No es una de las personas del token', schema: ErrorBody },
      422: { description: 'Un valor que no se entiende', schema: ErrorBody },
    },
    example: { account: 'titular@demo.es', path: { id: 'cus-1001' }, body: { text_size: 'grande', high_contrast: true }, status: 200 },
  },
  {
    method: 'get',
    path: '/customers/{id}/notification-preferences',
    tag: 'avisos',
    summary: 'Qué avisos recibe la persona y por qué canal',
    description:
      'Solo la propia persona (una de las del token, titular o beneficiario). El personal de ventas recibe 403; otra persona, 403. Sin preferencias guardadas se devuelven las de por defecto (correo sí, SMS no) con updated_at null.',
    auth: 'bearer',
    access: inPath('customer', 'id', ['self'], 'Solo puedes ver y cambiar tus propios avisos.'),
    example: { account: 'titular@demo.es', path: { id: '{me}' }, status: 200 },
    parameters: [
      { name: 'id', in: 'path', description: 'La persona (cliente titular o beneficiario) cuyos avisos son', schema: Type.String() },
    ],
    responses: {
      200: { description: 'Las preferencias', schema: NotificationPreferences },
      401: { description: 'Sin token o token caducado', schema: ErrorBody },
      403: { description: 'No es la propia persona, o no es afiliado', schema: ErrorBody },
    },
  },
  {
    method: 'put',
    path: '/customers/{id}/notification-preferences',
    tag: 'avisos',
    summary: 'Guarda la elección completa de avisos',
    description:
      'El cuerpo lleva todos los tipos de `kinds` de la persona, cada uno con email y sms a true o false; un tipo que falta, sobra o no es booleano da 422 con un mensaje por campo (preferences.<tipo>).',
    auth: 'bearer',
    access: inPath('customer', 'id', ['self'], 'Solo puedes ver y cambiar tus propios avisos.'),
    example: {
      account: 'titular@demo.es',
      path: { id: '{me}' },
      body: {
        preferences: Object.fromEntries(
          ['appointment_24h', 'appointment_2h', 'payment_due', 'payment_failed', 'pqr_answered', 'beneficiary_accepted'].map((kind) => [
            kind,
            { email: true, sms: kind === 'appointment_2h' },
          ]),
        ),
      },
      status: 200,
    },
    parameters: [
      { name: 'id', in: 'path', description: 'La persona (cliente titular o beneficiario) cuyos avisos son', schema: Type.String() },
    ],
    body: {
      schema: Type.Object({
        preferences: ReminderPreferences,
      }),
    },
    responses: {
      200: { description: 'Las preferencias', schema: NotificationPreferences },
      400: { description: 'Cuerpo que no es JSON', schema: ErrorBody },
      401: { description: 'Sin token', schema: ErrorBody },
      403: { description: 'No es la propia persona, o no es afiliado', schema: ErrorBody },
      422: { description: 'Faltan tipos o canales, o sobran', schema: ErrorBody },
    },
  },
  {
    method: 'post',
    path: '/notifications/unsubscribe',
    tag: 'avisos',
    summary: 'Baja con un clic desde el enlace de un aviso',
    description:
      'Sin sesión: el token del enlace (uno por mensaje: persona, tipo y canal) es la prueba. Apaga exactamente ese tipo en ese canal. El primer uso responde already false; los siguientes (o si ya estaba apagado) already true y no cambian nada, aunque la persona lo haya vuelto a encender.',
    auth: 'public',
    body: {
      schema: Type.Object({
        token: Type.String(),
      }),
    },
    responses: {
      200: { description: 'Hecho, o ya estaba hecho', schema: Unsubscription },
      400: { description: 'Cuerpo que no es JSON', schema: ErrorBody },
      404: { description: 'Token desconocido', schema: ErrorBody },
      422: { description: 'Falta el token', schema: ErrorBody },
    },
  },
  {
    method: 'get',
    path: '/__sandbox/clock',
    tag: 'sandbox',
    summary: 'La hora del sandbox y cuánto se ha adelantado',
    auth: 'public',
    example: { account: 'titular@demo.es', status: 200 },
    responses: {
      200: { description: 'Hora', schema: SandboxClock },
    },
  },
  {
    method: 'post',
    path: '/__sandbox/clock',
    tag: 'sandbox',
    summary: 'Adelanta el reloj de todo el sandbox y entrega los avisos que vencen',
    description:
      'Mueve la hora que leen todas las áreas (tokens, horas libres, avisos...); los recordatorios cuyo momento queda atrás van al buzón de salida, una sola vez. Solo hacia delante; POST /__sandbox/reset lo devuelve a la hora real. Ni se registra ni admite fallos inyectados.',
    auth: 'public',
    body: {
      schema: Type.Object(
        { advanceMinutes: Type.Integer({ minimum: 1, maximum: 525600 }) },
        { 'x-messages': { advanceMinutes: 'Debe ser un entero de minutos entre 1 y 525600.' } },
      ),
    },
    responses: {
      200: {
        description: 'La nueva hora y cuántos mensajes se enviaron',
        schema: Type.Intersect([
          SandboxClock,
          Type.Object({
            delivered: Type.Integer(),
          }),
        ]),
      },
      400: { description: 'Cuerpo que no es JSON', schema: ErrorBody },
      422: { description: 'advanceMinutes no es un entero entre 1 y 525600', schema: ErrorBody },
    },
  },
] satisfies Operation[]);
