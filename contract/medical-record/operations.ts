// A person's own clinical history: the operations, as the contract declares them
// (contract/operation.ts says what each field means).
import { refusals, operationList, type Operation } from '../operation.ts';
import { DateTime, ErrorBody, Type } from '../schema.ts';
import { MedicalEntry, MedicalEntryList } from './schemas.ts';

export const medicalRecordOperations = operationList([
  {
    method: 'get',
    path: '/medical-record/entries',
    tag: 'historia clínica',
    summary: 'Historia clínica propia, filtrada; con los valores de filtro disponibles',
    auth: 'bearer',
    parameters: [
      { name: 'patient_id', in: 'query', required: true, description: 'Uno de los perfiles propios del token', schema: Type.String() },
      { name: 'type', in: 'query', description: 'consulta, receta o resultado', schema: Type.String() },
      { name: 'year', in: 'query', description: 'AAAA', schema: Type.String() },
      { name: 'speciality', in: 'query', description: 'Código de especialidad', schema: Type.String() },
    ],
    example: { account: 'titular@demo.es', query: { patient_id: '{me}' }, status: 200 },
    responses: {
      200: { description: 'Registros, del más reciente al más antiguo', schema: MedicalEntryList },
      ...refusals(401, 403, 422),
    },
  },
  {
    method: 'get',
    path: '/medical-record/entries/{id}',
    tag: 'historia clínica',
    summary: 'Un registro',
    auth: 'bearer',
    example: { account: 'titular@demo.es', path: { id: 'hc-cus-1001-01-a' }, status: 200 },
    parameters: [{ name: 'id', in: 'path', description: 'Registro', schema: Type.String() }],
    responses: {
      200: { description: 'Registro', schema: MedicalEntry },
      ...refusals(401, 403, 404),
    },
  },
  {
    method: 'post',
    path: '/medical-record/entries/{id}/document-link',
    tag: 'historia clínica',
    summary: 'Enlace de descarga del documento: de un solo uso y 5 minutos',
    description:
      'Solo para un registro de la historia clínica de quien llama (404 para el de otra persona). El enlace es ' +
      'aleatorio (128 bits o más) y es la llave de una descarga que no puede llevar el token de acceso (un ' +
      '<a download> o una pestaña nueva): sirve una vez y caduca a los 5 minutos.',
    auth: 'bearer',
    example: { account: 'titular@demo.es', path: { id: 'hc-cus-1001-01-a' }, status: 201 },
    parameters: [{ name: 'id', in: 'path', description: 'Registro', schema: Type.String() }],
    responses: {
      201: {
        description: 'Enlace',
        schema: Type.Object({
          url: Type.String({ format: 'uri' }),
          filename: Type.String(),
          expires_at: DateTime(),
        }),
      },
      ...refusals(401, 403, 404),
    },
  },
  {
    method: 'get',
    path: '/medical-record/documents/{token}',
    tag: 'historia clínica',
    summary: 'El documento (PDF, Content-Disposition: attachment); sin token de acceso: el enlace es la llave',
    description: 'La primera descarga gasta el enlace: la segunda, un enlace caducado o uno inventado responden 410 link_expired.',
    auth: 'public',
    parameters: [{ name: 'token', in: 'path', description: 'Del enlace de descarga', schema: Type.String() }],
    responses: {
      200: { description: 'PDF', content: { 'application/pdf': { type: 'string', format: 'binary' } } },
      410: { description: 'link_expired: enlace usado, caducado o desconocido', schema: ErrorBody },
    },
  },
] satisfies Operation[]);
