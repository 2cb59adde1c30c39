// The sandbox's test controls (docs/sandbox.md), used by the browser tests over HTTP.
import { addresses } from '../../../demo-host/servers/addresses.ts';
import { workerEnv } from './tenants.ts';

/** This worker's tenant (support/tenants.ts): its servers, its sandbox and its build. */
const tenant = workerEnv();

export const at = addresses(tenant);

/** The folder of the build this worker's servers serve (DIST_DIR of its tenant). */
export const distDir = tenant.DIST_DIR ?? 'dist';

export type { LoggedRequest } from '../../../demo-host/sandbox/store.ts';
import type { LoggedRequest } from '../../../demo-host/sandbox/store.ts';

/** One call to a test control; a refusal throws with the sandbox's answer. */
export async function control(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${at.api}/__sandbox/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox ${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

export async function resetSandbox(settings?: { accessTtlSeconds?: number }): Promise<void> {
  await control('POST', 'reset', settings);
}

export async function sandboxRequests(): Promise<LoggedRequest[]> {
  return (await control('GET', 'requests')).json() as Promise<LoggedRequest[]>;
}

export interface Fault {
  method: string;
  path: string;
  count?: number;
  status?: number;
  delay_ms?: number;
  drop?: boolean;
  /** With drop: the request is served, then its answer is lost. */
  after?: boolean;
}

export async function addFault(fault: Fault): Promise<void> {
  await control('POST', 'faults', fault);
}

/** How the sandbox mints access tokens until the next reset (docs/sandbox.md, POST /__sandbox/token-shape). */
export async function setTokenShape(shape: 'sandbox' | 'oidc' | 'no-claims' | 'not-jwt'): Promise<void> {
  await control('POST', 'token-shape', { shape });
}

/** The faults still waiting for a request; a fault leaves the list when its last request arrives at the server. */
export async function armedFaults(): Promise<(Fault & { remaining: number })[]> {
  return (await control('GET', 'faults')).json() as Promise<(Fault & { remaining: number })[]>;
}

/** Disarms every fault still waiting (a dropped connection is retried by the browser an unknown number of times). */
export async function clearFaults(): Promise<void> {
  await control('DELETE', 'faults');
}
