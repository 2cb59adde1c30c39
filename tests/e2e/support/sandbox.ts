// The sandbox's test controls (docs/sandbox.md), used by the browser tests over HTTP.
import { addresses } from '../../../demo-host/servers/addresses.ts';
import { CLIENT_ID, CLIENT_SECRET } from '../../../demo-host/sandbox/secrets.ts';
import { DEMO_PASSWORD } from '../../../demo-host/sandbox/domains/accounts/demo-accounts.ts';
import { workerEnv } from './tenants.ts';

/** This worker's tenant (support/tenants.ts): its servers, its sandbox and its build. */
const tenant = workerEnv();

export const at = addresses(tenant);

/** The folder of the build this worker's servers serve (DIST_DIR of its tenant). */
export const distDir = tenant.DIST_DIR ?? 'dist';

export type { LoggedRequest } from '../../../contract/harness/schemas.ts';
import type { FaultInput, LoggedRequest } from '../../../contract/harness/schemas.ts';

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

/**
 * Whether the sandbox mints tokens as seeded (its default lifetime and shape) since the last reset: only such a
 * session may be reused from the worker's cache (support/login.ts). A reset without settings brings it back.
 */
let tokensAsSeeded = true;
export const mintsSeededTokens = (): boolean => tokensAsSeeded;

export async function resetSandbox(settings?: { accessTtlSeconds?: number }): Promise<void> {
  tokensAsSeeded = settings?.accessTtlSeconds === undefined;
  await control('POST', 'reset', settings);
}

export async function sandboxRequests(): Promise<LoggedRequest[]> {
  return (await control('GET', 'requests')).json() as Promise<LoggedRequest[]>;
}

/** A fault of the test controls, as the sandbox's document declares it (docs/sandbox.md). */
export type Fault = FaultInput;

export async function addFault(fault: Fault): Promise<void> {
  await control('POST', 'faults', fault);
}

/** How the sandbox mints access tokens until the next reset (docs/sandbox.md, POST /__sandbox/token-shape). */
export async function setTokenShape(shape: 'sandbox' | 'oidc' | 'no-claims' | 'not-jwt'): Promise<void> {
  if (shape !== 'sandbox') tokensAsSeeded = false;
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

export interface GrantedTokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** A demo account's password grant from this worker's sandbox, as the login screen asks for it. */
export async function passwordGrant(email: string): Promise<GrantedTokens> {
  const query = new URLSearchParams({
    grant_type: 'password',
    username: email,
    password: DEMO_PASSWORD,
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
  });
  const reply = await fetch(`${at.api}/oauth2/token?${query}`, { method: 'POST' });
  if (!reply.ok) throw new Error(`password grant for ${email}: ${reply.status}`);
  return (await reply.json()) as GrantedTokens;
}

/** A fresh access token of a demo account, for a test's own calls to the API. */
export const tokenFor = async (email: string): Promise<string> => (await passwordGrant(email)).access_token;
