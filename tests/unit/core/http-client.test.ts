import { inspect } from 'node:util';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../src/core/http/client.ts';
import { postAudit } from '../../../src/core/http/audit-call.ts';
import { isRefreshing } from '../../../src/core/http/refresh-queue.ts';
import { setNavigator } from '../../../src/core/routing/navigation.ts';
import { readAccessToken, readRefreshToken, saveTokens, writeUserData } from '../../../src/core/session/session-cookies.ts';
import { fakeApi, type FakeApi } from './fake-auth-api.ts';
import { json, routeFetch, TEST_CONFIG, useConfig } from './helpers.ts';

const base = TEST_CONFIG.url;
let api: FakeApi;
let navigations: string[];

function signIn(access = 'acceso-viejo') {
  saveTokens({ access_token: access, expires_in: 3600, refresh_token: api.validRefresh });
  writeUserData({ id: 'c-1', role: 'Titular', first_name: 'Lucía', first_lastname: 'García' });
}

beforeEach(() => {
  api = fakeApi();
  routeFetch(api.handler);
  useConfig();
  navigations = [];
  setNavigator((path) => navigations.push(path));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('request rules', () => {
  it('sends the bearer from the authToken cookie, read at send time', async () => {
    signIn(api.validAccess);
    await request({ url: `${base}/customer/1` });
    expect(api.bearers).toEqual(['Bearer acceso-1']);
  });

  it('sends no Authorization header when there is no token cookie', async () => {
    await request({ url: `${base}/validation/a@b.es` });
    expect(api.headersSeen[0]!.has('authorization')).toBe(false);
  });

  it('sends an X-Skip-Interceptor request bare, with the header removed, and never refreshes it', async () => {
    signIn(api.validAccess);
    await request({ url: `${base}/validation/a@b.es`, headers: { 'X-Skip-Interceptor': 'true', Accept: 'application/json' } });
    const headers = api.headersSeen[0]!;
    expect(headers.has('x-skip-interceptor')).toBe(false);
    expect(headers.has('authorization')).toBe(false);
    expect(headers.get('accept')).toBe('application/json');

    await expect(request({ url: `${base}/customer/1`, headers: { 'x-skip-interceptor': '1' } })).rejects.toMatchObject({ status: 401 });
    expect(api.refreshCalls).toBe(0);
  });

  it('the audit call carries the token it is given, as it is: no skip header, no refresh on its 401', async () => {
    signIn(api.validAccess);
    const response = await postAudit(base, { event: 'login' }, api.validAccess);
    expect(response.status).toBe(201);
    expect(api.headersSeen[0]!.get('authorization')).toBe(`Bearer ${api.validAccess}`);
    expect(api.headersSeen[0]!.has('x-skip-interceptor')).toBe(false);
    // A token the server refuses: the record is swallowed like any failure, and the session is not refreshed.
    routeFetch(() => json({ error: 'invalid_token' }, 401));
    await expect(postAudit(base, { event: 'login' }, 'caducado')).resolves.toMatchObject({ status: 200 });
    expect(api.refreshCalls).toBe(0);
    expect(navigations).toEqual([]);
  });

  it('the audit call outlives the page (keepalive): a sign-in recorded as its window closes still arrives', async () => {
    const keepalive: (boolean | undefined)[] = [];
    globalThis.fetch = ((_input: RequestInfo | URL, init?: RequestInit) => {
      keepalive.push(init?.keepalive);
      return Promise.resolve(json({}, 201));
    }) as typeof fetch;
    await postAudit(base, { event: 'login' });
    await request({ url: `${base}/validation/a@b.es`, headers: { 'X-Skip-Interceptor': 'true' } });
    expect(keepalive).toEqual([true, undefined]);
  });

  it("the audit call turns a failure into 200 'Audit logged locally due to server error'", async () => {
    routeFetch(() => json({ error: 'down' }, 503));
    await expect(postAudit(base, { event: 'logout' })).resolves.toEqual({
      status: 200,
      data: { message: 'Audit logged locally due to server error' },
    });
    routeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(postAudit(base, { event: 'logout' })).resolves.toMatchObject({ status: 200 });
  });

  it('the client itself has no URL rule: another call to a path with /audit in it fails as any call does', async () => {
    routeFetch(() => json({ error: 'down' }, 503));
    await expect(request({ url: `${base}/reports/audit-trail` })).rejects.toMatchObject({ status: 503 });
  });

  it('does not refresh or retry on errors other than 401 (a failed POST is never sent twice)', async () => {
    signIn(api.validAccess);
    await expect(request({ method: 'POST', url: `${base}/fails`, data: {} })).rejects.toMatchObject({ status: 500 });
    expect(api.refreshCalls).toBe(0);
    expect(api.headersSeen).toHaveLength(1);
  });
});

describe('token refresh', () => {
  it('on 401 refreshes once, stores the rotated tokens and retries with the new bearer', async () => {
    signIn();
    const response = await request<{ ok: boolean }>({ url: `${base}/customer/1` });
    expect(response.data.ok).toBe(true);
    expect(api.refreshCalls).toBe(1);
    expect(api.bearers).toEqual(['Bearer acceso-viejo', 'Bearer acceso-2']);
    expect(readAccessToken()).toBe('acceso-2');
    expect(readRefreshToken()).toBe('refresco-2');
  });

  it('retries once only: a retry that gets 401 again fails without another refresh', async () => {
    signIn();
    // The server keeps refusing whatever token comes.
    const original = api.handler;
    routeFetch((r) => (new URL(r.url).pathname === '/customer/1' ? json({ error: 'invalid_token' }, 401) : original(r)));
    await expect(request({ url: `${base}/customer/1` })).rejects.toMatchObject({ status: 401 });
    expect(api.refreshCalls).toBe(1);
    expect(isRefreshing()).toBe(false);
  });

  it('a request whose 401 arrives while the refresh is running waits for it and is retried', async () => {
    signIn();
    let release!: () => void;
    api.holdRefresh = new Promise<void>((r) => (release = r));
    const first = request({ url: `${base}/customer/1` });
    await vi.waitFor(() => expect(api.refreshCalls).toBe(1));
    expect(isRefreshing()).toBe(true);
    // Sent with the old token before the refresh ends; its 401 comes back mid-refresh.
    const second = request({ url: `${base}/customer/2` });
    await vi.waitFor(() => expect(api.bearers).toHaveLength(2));
    release();
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
    expect(api.refreshCalls).toBe(1);
    expect(api.bearers.slice(2).sort()).toEqual(['Bearer acceso-2', 'Bearer acceso-2']);
  });

  it('a 401 for a token older than the cookie reuses the newer token instead of refreshing again', async () => {
    signIn();
    await request({ url: `${base}/customer/1` });
    saveTokens({ access_token: 'acceso-viejo', expires_in: 3600, refresh_token: api.validRefresh });
    const late = request({ url: `${base}/customer/2` });
    // Another tab refreshes while this request is on its way.
    saveTokens({ access_token: api.validAccess, expires_in: 3600, refresh_token: api.validRefresh });
    await late;
    expect(api.refreshCalls).toBe(1);
  });

  it("a refresh answered 401 logs 'Error al refrescar el token', logs out and rejects every queued request", async () => {
    signIn();
    api.refreshAnswer = () => json({ error: 'invalid_grant' }, 401);
    const results = await Promise.allSettled([1, 2, 3].map((n) => request({ url: `${base}/customer/${n}` })));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(api.refreshCalls).toBe(1);
    expect(console.error).toHaveBeenCalledWith('Error al refrescar el token', expect.anything());
    expect(document.cookie).toBe('');
    expect(navigations).toEqual(['/auth/login']);
    expect(isRefreshing()).toBe(false);
  });

  it('logs nothing of what a failed refresh or audit sent: no refresh token, client secret, bearer or details', async () => {
    signIn(api.validAccess);
    api.refreshAnswer = () => json({ error: 'invalid_grant' }, 401);
    saveTokens({ access_token: 'acceso-viejo', expires_in: 3600, refresh_token: 'refresco-secreto' });
    await expect(request({ url: `${base}/customer/1` })).rejects.toMatchObject({ status: 401 });
    routeFetch(() => json({ error: 'boom' }, 500));
    signIn('acceso-secreto');
    await postAudit(`${base}/falla`, { event: 'login', details: { dni: '12345678Z' } });
    // Every argument of every console call, to any depth (a redaxios rejection holds its config several levels in).
    const logged = [vi.mocked(console.error), vi.mocked(console.warn)]
      .flatMap((spy) => spy.mock.calls)
      .map((args) => inspect(args, { depth: null }));
    for (const secret of ['refresco-secreto', TEST_CONFIG.client_secret, 'acceso-secreto', '12345678Z']) {
      expect(logged.join('\n')).not.toContain(secret);
    }
    // What is logged still says what failed.
    expect(logged.join('\n')).toContain('401 invalid_grant');
  });

  it('a refresh answered 403 logs out too', async () => {
    signIn();
    api.refreshAnswer = () => json({ error: 'forbidden' }, 403);
    await expect(request({ url: `${base}/customer/1` })).rejects.toMatchObject({ status: 403 });
    expect(navigations).toEqual(['/auth/login']);
  });

  it('a refresh that fails on the network keeps the session', async () => {
    signIn();
    api.refreshAnswer = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(request({ url: `${base}/customer/1` })).rejects.toBeInstanceOf(TypeError);
    expect(console.error).toHaveBeenCalledWith('Error al refrescar el token', 'TypeError: Failed to fetch');
    expect(readRefreshToken()).toBe('refresco-1');
    expect(navigations).toEqual([]);
    expect(isRefreshing()).toBe(false);
  });

  it('with no refresh token left, ends the session instead of calling the API', async () => {
    signIn();
    document.cookie = 'refreshToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    await expect(request({ url: `${base}/customer/1` })).rejects.toMatchObject({ status: 401 });
    expect(api.refreshCalls).toBe(0);
    expect(navigations).toEqual(['/auth/login']);
  });

  it('a 401 without any session (or one arriving after logout) rejects without logging out again', async () => {
    await expect(request({ url: `${base}/customer/1` })).rejects.toMatchObject({ status: 401 });
    expect(api.refreshCalls).toBe(0);
    expect(navigations).toEqual([]);
  });
});

describe('refresh across tabs (Web Locks)', () => {
  /** An exclusive FIFO lock manager shared by "tabs" in this page, as navigator.locks is across tabs. */
  function installLocks() {
    let tail: Promise<unknown> = Promise.resolve();
    const locks = {
      request: vi.fn((_name: string, callback: () => unknown) => {
        const run = tail.then(() => callback());
        tail = run.catch(() => undefined);
        return run;
      }),
    };
    vi.spyOn(navigator, 'locks', 'get').mockReturnValue(locks as unknown as LockManager);
    return locks;
  }

  it('refreshes inside the lock', async () => {
    const locks = installLocks();
    signIn();
    await request({ url: `${base}/customer/1` });
    expect(locks.request).toHaveBeenCalledWith('portal-afiliados:token-refresh', expect.any(Function));
    expect(api.refreshCalls).toBe(1);
  });

  it('reuses the token another tab got while this one waited for the lock: the refresh token is spent once', async () => {
    const locks = installLocks();
    signIn();
    let releaseOtherTab!: () => void;
    // The other tab holds the lock, refreshes, writes the shared cookies, then releases it.
    void locks.request('portal-afiliados:token-refresh', () => new Promise<void>((r) => (releaseOtherTab = r)));
    const pending = request<{ ok: boolean }>({ url: `${base}/customer/1` });
    // This tab's 401 is back and its refresh waits for the lock.
    await vi.waitFor(() => expect(locks.request).toHaveBeenCalledTimes(2));
    const fresh = (await (
      await api.handler(new Request(`${base}/oauth2/token?grant_type=refresh_token&refresh_token=${api.validRefresh}`, { method: 'POST' }))
    ).json()) as { access_token: string; refresh_token: string; expires_in: number };
    saveTokens(fresh);
    releaseOtherTab();
    await expect(pending).resolves.toMatchObject({ data: { ok: true } });
    expect(api.refreshCalls).toBe(1);
    expect(api.bearers.at(-1)).toBe(`Bearer ${fresh.access_token}`);
  });
});

describe('refresh where Web Locks are refused', () => {
  it('a cross-site frame (SecurityError from navigator.locks) refreshes without the lock', async () => {
    const request_ = vi.fn(() => Promise.reject(new DOMException('The request was denied.', 'SecurityError')));
    vi.spyOn(navigator, 'locks', 'get').mockReturnValue({ request: request_ } as unknown as LockManager);
    api = fakeApi();
    routeFetch(api.handler);
    saveTokens({ access_token: 'acceso-viejo', expires_in: 3600, refresh_token: api.validRefresh });
    writeUserData({ id: 'c-1', role: 'Titular', first_name: 'Lucía', first_lastname: 'García' });
    await expect(request<{ ok: boolean }>({ url: `${base}/customer/1` })).resolves.toMatchObject({ data: { ok: true } });
    expect(request_).toHaveBeenCalledTimes(1);
    expect(api.refreshCalls).toBe(1);
  });
});
