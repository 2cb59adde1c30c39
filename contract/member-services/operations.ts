// GET /offers, the help centre and PQRs, as the contract's operation list declares them.
import { refusals, operationList, type Operation } from '../operation.ts';
import { ErrorBody, StringEnum, Type } from '../schema.ts';
import { ContactChannels, Faq, Offer, OFFER_CATEGORY_CODES, Pqr, PqrInput } from './schemas.ts';

const MEMBERS = ['Titular', 'titular-corporativo', 'Beneficiario'];
const id = { name: 'id', in: 'path', required: true, schema: Type.String() } as const;

export const memberServicesOperations = operationList([
  {
    method: 'get',
    path: '/offers',
    tag: 'offers',
    summary: 'Ofertas de aliados',
    auth: 'bearer',
    roles: MEMBERS,
    description: 'Solo afiliados (titulares, titulares corporativos y beneficiarios); el personal comercial recibe 403.',
    parameters: [
      { name: 'category', in: 'query', schema: StringEnum(OFFER_CATEGORY_CODES), description: 'Solo esa categoría' },
      {
        name: 'q',
        in: 'query',
        schema: Type.String(),
        description: 'Palabras (sin distinguir mayúsculas ni tildes) en el aliado, el título, la descripción o la ciudad de sus locales',
      },
    ],
    responses: { 200: { description: 'Lista', schema: Type.Array(Offer) }, ...refusals(400, 401, 403) },
    example: { account: 'titular@demo.es', query: { category: 'opticas' }, status: 200 },
  },
  {
    method: 'get',
    path: '/support/faqs',
    tag: 'support',
    summary: 'Preguntas frecuentes',
    auth: 'bearer',
    description: 'Agrupadas por tema en el orden en que se muestran.',
    parameters: [
      {
        name: 'q',
        in: 'query',
        schema: Type.String(),
        description: 'Palabras (sin distinguir mayúsculas ni tildes) en la pregunta, la respuesta o el tema',
      },
    ],
    responses: { 200: { description: 'Lista', schema: Type.Array(Faq) }, ...refusals(400, 401) },
    example: { account: 'titular@demo.es', status: 200 },
  },
  {
    method: 'get',
    path: '/support/channels',
    tag: 'support',
    summary: 'Canales de contacto',
    auth: 'bearer',
    responses: { 200: { description: 'Canales', schema: ContactChannels }, ...refusals(401) },
    example: { account: 'titular@demo.es', status: 200 },
  },
  {
    method: 'get',
    path: '/pqrs',
    tag: 'pqr',
    summary: 'Solicitudes de una persona',
    auth: 'bearer',
    roles: MEMBERS,
    description: 'Solo afiliados (titulares y beneficiarios) y solo las suyas; las más recientes primero.',
    parameters: [
      {
        name: 'customer_id',
        in: 'query',
        required: true,
        schema: Type.String(),
        description: 'La persona (uno de los perfiles del token)',
      },
    ],
    responses: { 200: { description: 'Lista', schema: Type.Array(Pqr) }, ...refusals(400, 401, 403) },
    example: { account: 'titular@demo.es', query: { customer_id: '{me}' }, status: 200 },
  },
  {
    method: 'post',
    path: '/pqrs',
    tag: 'pqr',
    summary: 'Presentar una solicitud',
    auth: 'bearer',
    roles: MEMBERS,
    description:
      'El adjunto (opcional) viaja en base64 dentro del JSON: PDF, JPG o PNG (se comprueban el tipo declarado y los primeros bytes), 5 MB como máximo una vez decodificado.',
    body: { schema: PqrInput, required: true },
    responses: {
      201: { description: 'Registrada, con su número de referencia', schema: Pqr },
      ...refusals(400, 401, 403, 422),
    },
    example: {
      account: 'titular@demo.es',
      status: 201,
      body: {
        customer_id: '{me}',
        type: 'sugerencia',
        subject: 'Horario de tarde',
        description: 'Estaría bien poder pedir cita por la tarde también.',
        contact_preference: 'email',
        attachment: null,
      },
    },
  },
  {
    method: 'get',
    path: '/pqrs/{id}',
    tag: 'pqr',
    summary: 'Una solicitud',
    auth: 'bearer',
    example: { account: 'titular@demo.es', path: { id: 'pqr-1001' }, status: 200 },
    parameters: [id],
    responses: { 200: { description: 'Solicitud', schema: Pqr }, ...refusals(401, 404) },
  },
  {
    method: 'post',
    path: '/__sandbox/pqrs/{id}/advance',
    tag: 'sandbox',
    summary: 'Control de prueba: siguiente estado de una solicitud',
    auth: 'public',
    example: { account: 'titular@demo.es', path: { id: 'pqr-1003' }, status: 200 },
    description: 'received → in_progress → answered. Cuerpo opcional { answer } con el texto de la respuesta.',
    parameters: [id],
    body: { schema: Type.Object({ answer: Type.Optional(Type.String()) }), required: false },
    responses: {
      200: { description: 'Solicitud', schema: Pqr },
      ...refusals(400, 404),
      409: { description: 'Ya respondida', schema: ErrorBody },
    },
  },
] satisfies Operation[]);
