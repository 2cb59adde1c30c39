// The plans one can sign up for: the operations, as the contract declares them
// (contract/operation.ts says what each field means).
import { operationList, type Operation } from '../operation.ts';
import { Type } from '../schema.ts';
import { CatalogPlan } from './schemas.ts';

export const plansOperations = operationList([
  {
    method: 'get',
    path: '/plans',
    tag: 'plans',
    summary: 'Planes de afiliación',
    description:
      'Público (sin token). Precios en céntimos de euro, mensual y anual; `rank` ordena la cobertura (una mejora sube de rango).',
    auth: 'public',
    example: { account: 'titular@demo.es', status: 200 },
    responses: {
      200: { description: 'Catálogo de planes', schema: Type.Array(CatalogPlan) },
    },
  },
] satisfies Operation[]);
