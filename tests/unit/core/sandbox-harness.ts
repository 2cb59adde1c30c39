// The real sandbox, in-process: every fetch of the code under test goes to its `app.fetch`.
import { createSandbox } from '../../../demo-host/sandbox/app.ts';
import { loadConfig } from '../../../src/core/config/config.ts';
import { routeFetch } from './helpers.ts';
import { beforeEach } from 'vitest';
import { setNavigator } from '../../../src/core/routing/navigation.ts';

import type { FaultInput, LoggedRequest } from '../../../contract/harness/schemas.ts';

export interface Harness {
  /** Moves the sandbox's clock (token expiry) without sleeping. */
  advance(seconds: number): void;
  log(): Promise<LoggedRequest[]>;
  refreshCalls(): Promise<LoggedRequest[]>;
  /** Arms a fault of the test controls (docs/sandbox.md): the next matching requests fail as told. */
  fault(fault: FaultInput): Promise<void>;
  /** How the sandbox mints the next access tokens (docs/sandbox.md, POST /__sandbox/token-shape). */
  tokenShape(shape: 'sandbox' | 'oidc' | 'no-claims' | 'not-jwt'): Promise<void>;
  /** Any request to the sandbox, as another client would send it (a second person's calls, the outbox). */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

export const PASSWORD = 'Demo1234!';

/** A fresh sandbox and the portal's configuration loaded from it through the real encrypted exchange. */
export async function startSandbox(): Promise<Harness> {
  let clock = Date.now();
  const { app } = createSandbox({ now: () => clock });
  routeFetch((request) => app.fetch(request));
  const config = await loadConfig();
  if (!config) throw new Error('The configuration exchange with the sandbox failed');
  const log = async () => (await (await app.fetch(new Request('http://sandbox.test/__sandbox/requests'))).json()) as LoggedRequest[];
  return {
    advance(seconds) {
      clock += seconds * 1000;
    },
    log,
    async fault(fault) {
      const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) };
      const response = await app.fetch(new Request('http://sandbox.test/__sandbox/faults', init));
      if (!response.ok) throw new Error(`fault refused: ${response.status}`);
    },
    async tokenShape(shape) {
      const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ shape }) };
      const response = await app.fetch(new Request('http://sandbox.test/__sandbox/token-shape', init));
      if (!response.ok) throw new Error(`token shape refused: ${response.status}`);
    },
    fetch: async (path, init) => app.fetch(new Request(`http://sandbox.test${path}`, init)),
    async refreshCalls() {
      return (await log()).filter((r) => r.path === '/oauth2/token' && r.query.grant_type === 'refresh_token');
    },
  };
}

/** A fresh sandbox before each test, and the paths the code under test navigated to (core's navigator). */
export function sandboxPerTest(): { readonly sandbox: Harness; readonly navigations: string[] } {
  const state = { sandbox: undefined as unknown as Harness, navigations: [] as string[] };
  beforeEach(async () => {
    state.sandbox = await startSandbox();
    state.navigations = [];
    setNavigator((path) => state.navigations.push(path));
  });
  return {
    get sandbox() {
      return state.sandbox;
    },
    get navigations() {
      return state.navigations;
    },
  };
}
