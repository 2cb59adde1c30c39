// A small stand-in for the API, for the client rules that need precise control over timing and answers
// (the sandbox-backed tests are in refresh-sandbox.test.ts). Rotating refresh tokens like the real one.
import { json, type Handler } from './helpers.ts';

export interface FakeApi {
  handler: Handler;
  /** The bearer each protected call carried, in order. */
  bearers: (string | null)[];
  refreshCalls: number;
  headersSeen: Headers[];
  validAccess: string;
  validRefresh: string;
  /** What the next refresh answers instead of new tokens. */
  refreshAnswer: (() => Response | Promise<Response>) | null;
  /** Held refresh: resolves when the test lets it go. */
  holdRefresh: Promise<void> | null;
}

export function fakeApi(): FakeApi {
  let generation = 1;
  const api: FakeApi = {
    bearers: [],
    headersSeen: [],
    refreshCalls: 0,
    validAccess: 'acceso-1',
    validRefresh: 'refresco-1',
    refreshAnswer: null,
    holdRefresh: null,
    async handler(request) {
      const url = new URL(request.url);
      api.headersSeen.push(request.headers);
      if (url.pathname === '/oauth2/token') {
        api.refreshCalls++;
        if (api.holdRefresh) await api.holdRefresh;
        if (api.refreshAnswer) return api.refreshAnswer();
        if (url.searchParams.get('refresh_token') !== api.validRefresh) return json({ error: 'invalid_grant' }, 401);
        generation++;
        api.validAccess = `acceso-${generation}`;
        api.validRefresh = `refresco-${generation}`;
        return json({ access_token: api.validAccess, token_type: 'Bearer', expires_in: 3600, refresh_token: api.validRefresh });
      }
      if (url.pathname === '/audit') return json({ logged: true }, 201);
      if (url.pathname === '/fails') return json({ error: 'boom', message: 'Fallo del servidor' }, 500);
      if (url.pathname.startsWith('/validation/')) return json({ value: 'x', valid: true, exists: false });
      const bearer = request.headers.get('authorization');
      api.bearers.push(bearer);
      if (bearer !== `Bearer ${api.validAccess}`) return json({ error: 'invalid_token' }, 401);
      return json({ ok: true, path: url.pathname });
    },
  };
  return api;
}
