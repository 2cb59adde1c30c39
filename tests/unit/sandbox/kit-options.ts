// The conformance kit as the unit tests run it: against an in-process sandbox (sandbox-client.ts), every demo
// account a caller, the sandbox's controls in reach. Each test gives the way its requests reach the sandbox (a
// planted leak sits there) and what else it needs.
import type { KitOptions } from '../../../conformance/kit.ts';
import { SANDBOX_CALLERS } from '../../../conformance/run.ts';
import { CLIENT_ID, CLIENT_SECRET } from '../../../demo-host/sandbox/secrets.ts';
import { DEMO_PASSWORD } from '../../../demo-host/sandbox/domains/accounts/demo-accounts.ts';
import { ORIGIN } from './sandbox-client.ts';

type Send = (input: RequestInfo | URL, init?: RequestInit) => Response | Promise<Response>;

export const kitAgainst = (send: Send, extra: Partial<KitOptions> = {}): KitOptions => ({
  api: ORIGIN,
  clientId: CLIENT_ID,
  clientSecret: CLIENT_SECRET,
  accounts: SANDBOX_CALLERS.map((username) => ({ username, password: DEMO_PASSWORD })),
  demoPassword: DEMO_PASSWORD,
  sandbox: true,
  fetch: ((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(send(input, init))) as typeof fetch,
  ...extra,
});
