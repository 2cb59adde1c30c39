// Shared wiring for the core unit tests: a fetch routed to an in-process handler, a cookie-write recorder.
// The clean page between tests (cookies, store, fetch, timers) is tests/unit/setup.ts's.
import { vi } from 'vitest';
import type { FrontendConfig } from '../../../src/core/config/config-exchange.ts';
import { store } from '../../../src/core/state/store.ts';

export type Handler = (request: Request) => Response | Promise<Response>;

/** Every fetch of the code under test goes to `handler` (redaxios reads the global fetch at call time). */
export function routeFetch(handler: Handler): void {
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve().then(() => handler(new Request(input, init)))) as typeof fetch;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Records each `document.cookie = ...` string while still writing it. */
export function recordCookieWrites(): string[] {
  const writes: string[] = [];
  let owner: object | null = document;
  while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object | null;
  const descriptor = Object.getOwnPropertyDescriptor(owner!, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    // The attribute probe's own writes (core/session/cookies.ts) are not the portal's cookies.
    if (!value.startsWith('cookieProbe=')) writes.push(value);
    descriptor.set!.call(document, value);
  });
  return writes;
}

export const TEST_CONFIG: FrontendConfig = {
  url: 'http://api.test',
  client_id: 'portal-afiliados',
  client_secret: 'secreto',
  UrlAPIOtp: 'http://api.test/otp',
  formUrlBackend: 'http://forms.test',
  formId: 'perfil-afiliado',
  formWindowData: { title: 'Portal de afiliados', icon: 'http://api.test/icons/portal.svg' },
};

export function useConfig(config: FrontendConfig = TEST_CONFIG): void {
  store.setState('test/config', { config: { status: 'ready', value: config, error: null } });
}

/** A JWT with the given payload (unsigned: the portal never verifies). */
export function fakeJwt(payload: object): string {
  const b64 = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${b64({ alg: 'none' })}.${b64(payload)}.firma`;
}
