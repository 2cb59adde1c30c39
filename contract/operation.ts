// What one operation of the contract declares (the list is operations.ts).
import type { Access } from './access.ts';
import type { Throttle } from './throttle.ts';
import type { TObject, TSchema } from './schema.ts';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A JSON Schema as OpenAPI 3.1 takes it: a TypeBox schema (openapi.ts turns the named ones into `$ref`s). */
export type JsonSchema = TSchema;

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema: JsonSchema;
  description?: string;
  /** How a repeated query parameter is written (`?concept=a&concept=b`: form, explode). */
  style?: 'form';
  explode?: boolean;
  /** The Spanish sentence the sandbox answers (422, or 400) when the value does not match `schema`. */
  'x-message'?: string;
}

/**
 * A query written as one object schema (so the portal can take its type) turned into OpenAPI's parameters: each
 * property a parameter, its description taken from the property's schema, required when the object requires it.
 */
export function queryParameters(query: TObject): Parameter[] {
  const required = new Set(query.required ?? []);
  return Object.entries(query.properties).map(([name, schema]) => {
    const { description, ...rest } = schema as TSchema & { description?: string };
    return {
      name,
      in: 'query' as const,
      ...(required.has(name) ? { required: true } : {}),
      ...(description ? { description } : {}),
      schema: rest as TSchema,
    };
  });
}

/** A shared error answer (openapi.ts: components.responses), or one described here. */
export type SharedAnswer = 'BadRequest' | 'Unauthorized' | 'Forbidden' | 'NotFound' | 'Unprocessable';

export interface DescribedAnswer {
  description: string;
  /** The JSON body. */
  schema?: JsonSchema;
  /** Bodies of other media types (an HTML page, a PDF), as OpenAPI writes them: media type -> schema. */
  content?: Record<string, object>;
  /** Response headers, as OpenAPI writes them. */
  headers?: Record<string, object>;
}

export type Answer = SharedAnswer | DescribedAnswer;

export interface Operation {
  method: Method;
  /**
   * `/customers/{id}`. A template type, not `string`: each declaration keeps its path's literal type (the lists are
   * written `[...] satisfies Operation[]`), so the sandbox types each handler's path parameters from it (bind.ts).
   */
  path: `/${string}`;
  tag?: string;
  summary: string;
  description?: string;
  /** 'bearer': an access token; 'public': none (the test controls and the sign-up calls). */
  auth: 'bearer' | 'public';
  /** Roles whose token is accepted; a token of another role gets 403. Absent: any signed-in person. */
  roles?: string[];
  /**
   * Which object the call names and who may reach it (access.ts): enforced from here by the sandbox, probed by the
   * kit. A caller outside it gets 403, so the operation documents 403.
   */
  access?: Access;
  /**
   * How often it may be called, or fail, and per what (throttle.ts): enforced from here by the sandbox, probed by
   * the kit; a caller over a limit gets 429 with Retry-After, so the operation documents 429.
   */
  throttles?: Throttle[];
  parameters?: Parameter[];
  /** The request body; JSON unless `contentType` says otherwise (the gateway's HTML forms). */
  body?: { schema: JsonSchema; required?: boolean; contentType?: string };
  responses: Record<number, Answer>;
  /**
   * A call that succeeds against the seeded sandbox: the demo account, and what to send. `{me}` is the person of
   * the token and `{role}` that person's role (fillExample); a `{name}` of a path is filled from `path`. The conformance kit (conformance/) runs it against any server.
   */
  example?: Example;
}

/** An operation's method and path, as literal types (`{ method: 'get'; path: '/cards/{customerId}' }`). */
export type Route<O> = O extends { method: infer M extends Method; path: infer P extends string } ? { method: M; path: P } : never;

/**
 * A domain's list, `operationList([...] satisfies Operation[])`: each operation checked as an Operation, and typed with its
 * literal method and path, which the sandbox types its handlers from (demo-host/sandbox/bind.ts). The list's own
 * inferred type is not kept: TypeScript widens its object literals to one shape (`id?: undefined` added to each
 * example's path), which an Operation's `Record<string, string>` refuses.
 */
export const operationList = <T extends readonly { method: Method; path: string }[]>(list: T) =>
  list as unknown as (Operation & Route<T[number]>)[];

export interface Example {
  account: string;
  query?: Record<string, string>;
  path?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  status: number;
}

/** Whose an example's call is: the person `{me}` names and the role `{role}` names (a probe puts another's). */
export interface ExampleOwner {
  me: string;
  role: string;
}

/** A part of an example (path, query, headers, body) with `{me}` and `{role}` filled as `owner`'s. */
export const fillExample = (value: unknown, owner: ExampleOwner): unknown =>
  JSON.parse(
    JSON.stringify(value ?? null)
      .replaceAll('{me}', owner.me)
      .replaceAll('{role}', owner.role),
  );

const SHARED_BY_STATUS = { 400: 'BadRequest', 401: 'Unauthorized', 403: 'Forbidden', 404: 'NotFound', 422: 'Unprocessable' } as const;

/**
 * The usual refusals, each the shared error answer of its status (openapi.ts: components.responses):
 * `responses: { 200: ..., ...refusals(401, 403, 404) }`. An operation that says more about one (its own
 * description or schema) writes that status itself.
 */
export function refusals(...statuses: (keyof typeof SHARED_BY_STATUS)[]): Record<number, SharedAnswer> {
  return Object.fromEntries(statuses.map((status) => [status, SHARED_BY_STATUS[status]]));
}
