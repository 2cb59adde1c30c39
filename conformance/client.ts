// How the conformance kit talks to a server: the three servers of the specification (section 7), the test
// accounts' sessions (password grant, role read from the token), and one call of a documented operation.
import { answerProblems } from '../contract/check.ts';
import type { Operation } from '../contract/operation.ts';
import { demoAccount } from '../contract/accounts/demo-accounts.ts';
import type { KitOptions, Outcome, Account } from './kit-types.ts';

export interface Session {
  token: string;
  refreshToken: string;
  me: string;
  role: string;
}

/** What to send: path parameters, query, a JSON body or an HTML form, extra headers; `url` replaces the address. */
export interface CallRequest {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  url?: string;
  /** A page that answers 303: read the redirect instead of following it. */
  manualRedirect?: boolean;
}

export interface Reply {
  status: number;
  contentType: string;
  headers: Headers;
  json: unknown;
  text: string;
}

function payload(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The first person of the token: the sandbox's `profiles` list, or the OpenID Connect claims (docs/contract.md). */
function personOf(token: string): { id: string; role: string } {
  const claims = payload(token);
  const first = Array.isArray(claims.profiles) ? (claims.profiles[0] as Record<string, unknown> | undefined) : undefined;
  return { id: String(first?.id ?? first?.sub ?? claims.sub ?? ''), role: String(first?.role ?? claims.role ?? '') };
}

export class Client {
  readonly http: typeof fetch;
  private readonly sessions = new Map<string, Session | Error>();
  /** Filled from the options or, without them, from the configuration exchange (signin.ts). */
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** The token endpoint's operation, to judge every answer of a login; problems go to `outcomes`. */
  tokenOperation: Operation | undefined;

  constructor(
    readonly options: KitOptions,
    private readonly outcomes: Outcome[],
  ) {
    this.http = options.fetch ?? fetch;
    this.clientId = options.clientId;
    this.clientSecret = options.clientSecret;
  }

  /** Which of the three servers of the specification (section 7) answers a path. */
  serverFor(path: string): string {
    const { options } = this;
    if (path === '/clients/frontend' || path === '/otp' || path.startsWith('/otp/')) return options.accessControl ?? options.api;
    if (path.startsWith('/forms/')) return options.formBackend ?? options.api;
    return options.api;
  }

  async call(op: Operation, request: CallRequest, session: Session | null): Promise<Reply> {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(request.path?.[name] ?? ''));
    const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
    const headers: Record<string, string> = { ...request.headers };
    if (session) headers.authorization = `Bearer ${session.token}`;
    let body: string | undefined;
    if (request.form !== undefined) {
      body = new URLSearchParams(request.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (request.body !== undefined) {
      body = JSON.stringify(request.body);
      headers['content-type'] = 'application/json';
    }
    const reply = await this.http(request.url ?? `${this.serverFor(op.path)}${path}${query}`, {
      method: op.method.toUpperCase(),
      headers,
      body,
      redirect: request.manualRedirect ? 'manual' : 'follow',
    });
    const contentType = reply.headers.get('content-type') ?? '';
    const text = await reply.text();
    let json: unknown = text;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: answerProblems says so when the contract wanted JSON.
    }
    return { status: reply.status, contentType, headers: reply.headers, json, text };
  }

  /** A password or refresh grant, its answer judged by the contract; the reply, for the checks of signin.ts. */
  async grant(params: Record<string, string>): Promise<Reply> {
    const query = new URLSearchParams({ ...params, client_id: this.clientId ?? '', client_secret: this.clientSecret ?? '' });
    const reply = await this.http(`${this.options.api}/oauth2/token?${query}`, { method: 'POST' });
    const text = await reply.text();
    let json: unknown = text;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // answerProblems reports it.
    }
    return { status: reply.status, contentType: reply.headers.get('content-type') ?? '', headers: reply.headers, json, text };
  }

  private sessionOf(reply: Reply, username: string): Session | Error {
    const body = (reply.json ?? {}) as { access_token?: string; refresh_token?: string };
    const person = body.access_token ? personOf(body.access_token) : null;
    return reply.status === 200 && body.access_token && person
      ? { token: body.access_token, refreshToken: body.refresh_token ?? '', me: person.id, role: person.role }
      : new Error(`no se pudo iniciar sesión como ${username} (${reply.status})`);
  }

  async login(account: Account): Promise<Session | Error> {
    const known = this.sessions.get(account.username);
    if (known) return known;
    const reply = await this.grant({ grant_type: 'password', username: account.username, password: account.password });
    // Every login's answer is an answer of POST /oauth2/token: one that does not match the contract is reported.
    const problems =
      this.tokenOperation && reply.status === 200 ? answerProblems(this.tokenOperation, 200, reply.contentType, reply.json) : [];
    if (problems.length)
      this.outcomes.push({
        name: `POST /oauth2/token (${account.username})`,
        operation: 'POST /oauth2/token',
        status: 'fallo',
        detail: problems.join('; '),
      });
    const session = this.sessionOf(reply, account.username);
    this.sessions.set(account.username, session);
    return session;
  }

  /** The first test account whose token carries one of `roles` (or none of them, with `not`). */
  async accountWithRole(roles: string[], not = false): Promise<Session | Error> {
    for (const account of this.options.accounts) {
      const session = await this.login(account);
      if (!(session instanceof Error) && roles.includes(session.role) !== not) return session;
    }
    return new Error(`sin cuenta de prueba ${not ? 'de un rol distinto de' : 'con el rol'} ${roles.join(' o ')}`);
  }

  /** That session signed in anew (the throttle probes: the sandbox's clock outlives the tokens); later calls get it too. */
  async renew(demo: string): Promise<Session | Error> {
    const session = await this.sessionFor(demo);
    for (const [username, known] of this.sessions) if (known === session) this.sessions.delete(username);
    return this.sessionFor(demo);
  }

  /** The session an example or a step written for a demo account runs with (docs/contract.md). */
  sessionFor(demo: string): Promise<Session | Error> {
    return this.options.demoPassword !== undefined
      ? this.login({ username: demo, password: this.options.demoPassword })
      : // A demo account with no role (the caregiver) runs as the test account whose token names no person.
        this.accountWithRole([demoAccount(demo) ? (demoAccount(demo)?.role ?? '') : demo]);
  }
}
