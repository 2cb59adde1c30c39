// Writes the OpenAPI `paths`, `tags` and `components.schemas` of the operations declared from schemas.
import type { Named } from './schema.ts';
import type { Answer, Operation } from './operation.ts';

const json = (schema: object): object => JSON.parse(JSON.stringify(schema)) as object;

function answer(value: Answer): object {
  if (typeof value === 'string') return { $ref: `#/components/responses/${value}` };
  return value.schema ? { description: value.description, content: { 'application/json': { schema: json(value.schema) } } } : { description: value.description };
}

export function openapiFragment(operations: Operation[], schemas: Named[], tags: { name: string; description: string }[]) {
  const paths: Record<string, Record<string, object>> = {};
  for (const op of operations) {
    const item = (paths[op.path] ??= {});
    if (item[op.method]) throw new Error(`contract: ${op.method.toUpperCase()} ${op.path} is declared twice`);
    item[op.method] = {
      operationId: `${op.method}${op.path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
      tags: [op.tag],
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      security: op.auth === 'bearer' ? [{ bearer: [] }] : [],
      ...(op.roles ? { 'x-roles': op.roles } : {}),
      ...(op.parameters ? { parameters: op.parameters.map((p) => json({ ...p, required: p.in === 'path' ? true : (p.required ?? false) })) } : {}),
      ...(op.body ? { requestBody: { required: op.body.required ?? true, content: { 'application/json': { schema: json(op.body.schema) } } } } : {}),
      responses: Object.fromEntries(Object.entries(op.responses).map(([status, value]) => [status, answer(value)])),
    };
  }
  return { tags, paths, components: { schemas: Object.fromEntries(schemas.map(({ name, schema }) => [name, json(schema)])) } };
}
