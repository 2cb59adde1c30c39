// A customer's form values (the affiliate profile): the operations, as the contract declares them
// (contract/operation.ts says what each field means).
import { inPath } from '../access.ts';
import { refusals, operationList, type Operation } from '../operation.ts';
import { StringEnum, Type } from '../schema.ts';
import { FormValues } from './schemas.ts';

export const formsOperations = operationList([
  {
    method: 'get',
    path: '/forms/{formId}/versions/latest/values/{customerId}',
    summary: 'Valores del formulario de un cliente',
    auth: 'bearer',
    access: inPath('customer', 'customerId', ['self'], 'Solo puedes ver y guardar tus propios formularios.'),
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
    access: inPath('customer', 'customerId', ['self'], 'Solo puedes ver y guardar tus propios formularios.'),
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
] satisfies Operation[]);
