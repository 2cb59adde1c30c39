// What a middleware that runs before the route reads of a request, by its declared operation: a path parameter
// by the name the contract's path gives it, and a text field of a JSON body (authorize.ts, throttle.ts).
import type { Context } from 'hono';
import type { SandboxEnv } from '../env.ts';
import { isObject } from '../json-body.ts';
import type { Operation } from '../../../contract/operation.ts';

/** `{name}`'s segment of `path`, decoded; undefined when the path has none or it is not valid percent-encoding. */
export function pathParam(op: Operation, path: string, name: string): string | undefined {
  const segment = path.split('/')[op.path.split('/').indexOf(`{${name}}`)];
  try {
    return segment === undefined ? undefined : decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** A JSON body's text field (Hono keeps the text, so the route reads the body again). */
export async function bodyField(c: Context<SandboxEnv>, name: string): Promise<string | undefined> {
  try {
    const body: unknown = JSON.parse(await c.req.text());
    const value = isObject(body) ? body[name] : undefined;
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
