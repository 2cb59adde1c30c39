// Headquarters: the provider's medical centres: the operations, as the contract declares them
// (contract/operation.ts says what each field means).
import { refusals, operationList, type Operation } from '../operation.ts';
import { StringEnum, Type } from '../schema.ts';
import { Headquarters } from './schemas.ts';

export const headquartersOperations = operationList([
  {
    method: 'get',
    path: '/headquarters',
    tag: 'headquarters',
    summary: 'Sedes',
    description:
      'Todas las sedes, en el orden del proveedor. Cualquier persona con sesión puede leerlas (afiliados, beneficiarios y personal comercial).',
    auth: 'bearer',
    parameters: [
      {
        name: 'speciality',
        in: 'query',
        description: 'Solo las sedes que ofrecen esa especialidad (código, p. ej. `cardiologia`)',
        schema: Type.String(),
      },
      {
        name: 'video_consultation',
        in: 'query',
        description: 'Solo las sedes que atienden (o no) por videoconsulta',
        schema: StringEnum(['true', 'false']),
      },
    ],
    example: { account: 'titular@demo.es', status: 200 },
    responses: {
      200: { description: 'Lista', schema: Type.Array(Headquarters) },
      ...refusals(400, 401),
    },
  },
  {
    method: 'get',
    path: '/headquarters/{id}',
    tag: 'headquarters',
    summary: 'Una sede',
    auth: 'bearer',
    parameters: [{ name: 'id', in: 'path', description: 'p. ej. `hq-madrid`', schema: Type.String() }],
    example: { account: 'titular@demo.es', path: { id: 'hq-madrid' }, status: 200 },
    responses: {
      200: { description: 'Sede', schema: Headquarters },
      ...refusals(401, 404),
    },
  },
] satisfies Operation[]);
