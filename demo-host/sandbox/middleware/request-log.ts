import { createMiddleware } from 'hono/factory';
import type { Deps, SandboxEnv } from '../env.ts';
import type { LoggedRequest } from '../../../contract/harness/schemas.ts';

// `token`: what POST /oauth2/revoke ends, when it is sent in the query.
const SECRET_PARAMS = new Set(['password', 'client_secret', 'refresh_token', 'token']);

export const isTestControl = (path: string): boolean => path === '/__sandbox' || path.startsWith('/__sandbox/');

/** Records every request except the test controls themselves; secrets in the query are masked. */
export function requestLog(deps: Deps) {
  return createMiddleware<SandboxEnv>(async (c, next) => {
    if (isTestControl(c.req.path)) return next();
    // The log this request arrived under. A reset while it is still being answered (a delay fault left sleeping by
    // the last test's page) starts a new log, and the next test must not find in it a request it never made.
    const log = deps.store.requests;
    const query: Record<string, string> = {};
    for (const [key, value] of new URL(c.req.url).searchParams) query[key] = SECRET_PARAMS.has(key) ? '***' : value;
    const entry: LoggedRequest = {
      method: c.req.method,
      path: c.req.path,
      query,
      status: 0,
      time: new Date(deps.opts.now()).toISOString(),
    };
    // Audit bodies are what a test wants to see; they are read from a clone so the handler can still read them.
    if (c.req.method === 'POST' && c.req.path === '/audit') entry.body = await bodyForLog(c.req.raw.clone());
    try {
      await next();
      entry.status = c.res.status;
    } finally {
      // A dropped connection leaves status 0: the client never got an answer.
      log.push(entry);
    }
  });
}

async function bodyForLog(request: Request): Promise<unknown> {
  const text = await request.text().catch(() => '');
  try {
    const body: unknown = JSON.parse(text);
    // JSON.parse takes nesting JSON.stringify cannot write back (thousands of levels): such a body is kept as
    // text, or GET /__sandbox/requests would fail on it (found by tests/unit/sandbox/api-fuzz.test.ts).
    JSON.stringify(body);
    return body;
  } catch {
    return text;
  }
}
