// In-process client for the sandbox: the same app the node server runs, reached through app.fetch.
import { createSandbox, type SandboxOptions } from '../../../demo-host/sandbox/app.ts';
import { CLIENT_ID, CLIENT_SECRET } from '../../../demo-host/sandbox/secrets.ts';
import { DEMO_PASSWORD } from '../../../demo-host/sandbox/domains/accounts/demo-accounts.ts';

export const ORIGIN = 'http://sandbox.test';

// Tests assert on many response shapes; typing each would only restate openapi.json, which the contract test checks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJson = any;

export interface CallOptions {
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  json: T;
}

export function sandbox(opts?: SandboxOptions) {
  const { app, reset, store } = createSandbox(opts);

  async function call<T = AnyJson>(method: string, path: string, options: CallOptions = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const response = await app.fetch(new Request(`${ORIGIN}${path}`, { method, headers, body }));
    const text = await response.text();
    // A page or an icon (the card's verification without Accept: JSON, the mailbox) comes back as its text.
    const isJson = (response.headers.get('content-type') ?? 'application/json').includes('json');
    return { status: response.status, headers: response.headers, json: text ? (isJson ? JSON.parse(text) : text) : undefined };
  }

  const tokenQuery = (params: Record<string, string>) =>
    `/oauth2/token?${new URLSearchParams({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, ...params })}`;

  const passwordGrant = (username: string, password = DEMO_PASSWORD) =>
    call('POST', tokenQuery({ grant_type: 'password', username, password }));

  const refreshGrant = (refresh_token: string) => call('POST', tokenQuery({ grant_type: 'refresh_token', refresh_token }));

  async function login(username: string): Promise<string> {
    const reply = await passwordGrant(username);
    if (reply.status !== 200) throw new Error(`login ${username}: ${reply.status}`);
    return reply.json.access_token as string;
  }

  return { app, reset, store, call, passwordGrant, refreshGrant, login, tokenQuery };
}

/** The JWT payload as the portal reads it: base64url-decoded, unverified. */
export function jwtPayload(token: string): Record<string, AnyJson> {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}
