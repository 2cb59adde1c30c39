// What one operation of the contract declares (the list is operations.ts).

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A JSON Schema as OpenAPI 3.1 takes it: a TypeBox schema or a `$ref` to a named one. */
export type JsonSchema = object;

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema: JsonSchema;
  description?: string;
}

/** A shared answer of base.json's components.responses, or one described here. */
export type Answer = 'BadRequest' | 'Unauthorized' | 'Forbidden' | 'NotFound' | 'Unprocessable' | { description: string; schema?: JsonSchema };

export interface Operation {
  method: Method;
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** 'bearer': an access token; 'public': none (the test controls and the sign-up calls). */
  auth: 'bearer' | 'public';
  /** Roles whose token is accepted; a token of another role gets 403. Absent: any signed-in person. */
  roles?: string[];
  parameters?: Parameter[];
  body?: { schema: JsonSchema; required?: boolean };
  responses: Record<number, Answer>;
  /** A call that succeeds against the seeded sandbox: the demo account, and what to send. `{me}` is its person. */
  example?: { account: string; query?: Record<string, string>; path?: Record<string, string>; body?: unknown; status: number };
}

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
export const arrayOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
