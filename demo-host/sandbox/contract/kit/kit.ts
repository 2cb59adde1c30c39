// The conformance kit: every documented operation that has an example runs against a server, and each answer is
// judged by the contract (check.ts): status, body shape (closed: no undocumented field, none missing), ISO dates,
// integer cents, a Spanish error message. Where the operation names roles it also checks that another role is
// refused with 403, that no token gives 401, and, for calls taking an Idempotency-Key, that the same key gives
// the same answer. It talks HTTP through the `fetch` it is given, so a test can put a faulty server behind it.
import { answerProblems } from '../check.ts';
import { DEMO_ROLE_OF } from './demo-roles.ts';
import type { Example, Operation } from '../operation.ts';

export interface Account {
  username: string;
  password: string;
}

export interface KitOptions {
  /** {base}: the main API. */
  api: string;
  /** {accessControlAPI}: the configuration exchange and OTP; default the API. */
  accessControl?: string;
  /** {formUrlBackend}: the profile form's values; default the API. */
  formBackend?: string;
  clientId: string;
  clientSecret: string;
  /**
   * The test accounts, one per role (Titular, Beneficiario, Vendedor, Asesor): each example runs with the one
   * whose token carries the role of the demo account it names, and the refusals with one of another role.
   */
  accounts: Account[];
  /**
   * Against the sandbox: run each example as the very demo account it names (with this password), since its
   * state matters (En Mora, a pending payment...).
   */
  demoPassword?: string;
  /** Only GET: nothing is created on a server that keeps what it is sent. */
  readOnly?: boolean;
  fetch?: typeof fetch;
}

export interface Outcome {
  /** `GET /offers`, plus what was checked when it is not the example itself (`rol`, `sin token`, `idempotencia`). */
  name: string;
  status: 'ok' | 'fallo' | 'omitida';
  detail: string;
}

interface Session {
  token: string;
  me: string;
  role: string;
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

/** Which of the three servers of the specification (section 7) answers a path. */
function serverFor(options: KitOptions, path: string): string {
  if (path === '/clients/frontend' || path === '/otp' || path.startsWith('/otp/')) return options.accessControl ?? options.api;
  if (path.startsWith('/forms/')) return options.formBackend ?? options.api;
  return options.api;
}

const fill = (value: unknown, me: string): unknown => JSON.parse(JSON.stringify(value ?? null).replaceAll('{me}', me));

export async function runKit(operations: Operation[], options: KitOptions): Promise<Outcome[]> {
  const http = options.fetch ?? fetch;
  const sessions = new Map<string, Session | Error>();

  async function login(account: Account): Promise<Session | Error> {
    const known = sessions.get(account.username);
    if (known) return known;
    const query = new URLSearchParams({
      grant_type: 'password',
      username: account.username,
      password: account.password,
      client_id: options.clientId,
      client_secret: options.clientSecret,
    });
    const reply = await http(`${options.api}/oauth2/token?${query}`, { method: 'POST' });
    const body = (await reply.json().catch(() => ({}))) as { access_token?: string };
    const person = body.access_token ? personOf(body.access_token) : null;
    const session =
      reply.status === 200 && body.access_token && person
        ? { token: body.access_token, me: person.id, role: person.role }
        : new Error(`no se pudo iniciar sesión como ${account.username} (${reply.status})`);
    sessions.set(account.username, session);
    return session;
  }

  /** The first test account whose token carries one of `roles` (or none of them, with `not`). */
  async function accountWithRole(roles: string[], not = false): Promise<Session | Error> {
    for (const account of options.accounts) {
      const session = await login(account);
      if (!(session instanceof Error) && roles.includes(session.role) !== not) return session;
    }
    return new Error(`sin cuenta de prueba ${not ? 'de un rol distinto de' : 'con el rol'} ${roles.join(' o ')}`);
  }

  const sessionFor = (demo: string): Promise<Session | Error> =>
    options.demoPassword !== undefined
      ? login({ username: demo, password: options.demoPassword })
      : accountWithRole([DEMO_ROLE_OF[demo] ?? demo]);

  async function call(op: Operation, example: Example, session: Session | null, me: string, extraHeaders: Record<string, string> = {}) {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(fill(example.path?.[name] ?? '{me}', me))));
    const query = example.query ? `?${new URLSearchParams(fill(example.query, me) as Record<string, string>)}` : '';
    const headers: Record<string, string> = { ...(fill(example.headers ?? {}, me) as Record<string, string>), ...extraHeaders };
    if (session) headers.authorization = `Bearer ${session.token}`;
    let body: string | undefined;
    if (example.body !== undefined) {
      body = JSON.stringify(fill(example.body, me));
      headers['content-type'] = 'application/json';
    }
    const reply = await http(`${serverFor(options, op.path)}${path}${query}`, { method: op.method.toUpperCase(), headers, body });
    const contentType = reply.headers.get('content-type') ?? '';
    const text = await reply.text();
    let json: unknown = text;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: answerProblems says so when the contract wanted JSON.
    }
    return { status: reply.status, contentType, json, text };
  }

  const outcomes: Outcome[] = [];
  const judge = (name: string, problems: string[]) =>
    outcomes.push({ name, status: problems.length ? 'fallo' : 'ok', detail: problems.join('; ') });

  for (const op of operations) {
    const name = `${op.method.toUpperCase()} ${op.path}`;
    const example = op.example;
    if (!example) {
      outcomes.push({ name, status: 'omitida', detail: 'sin ejemplo que se pueda ejecutar con una cuenta de prueba' });
      continue;
    }
    if (options.readOnly && op.method !== 'get') {
      outcomes.push({ name, status: 'omitida', detail: '--read-only' });
      continue;
    }
    const session = op.auth === 'bearer' ? await sessionFor(example.account) : null;
    if (session instanceof Error) {
      outcomes.push({ name, status: 'omitida', detail: session.message });
      continue;
    }
    const me = session?.me ?? '';
    const first = await call(
      op,
      example,
      session,
      me,
      op.parameters?.some((p) => p.name === 'Idempotency-Key') ? { 'Idempotency-Key': `kit-${Date.now()}-${outcomes.length}` } : {},
    );
    const problems = first.status === example.status ? [] : [`estado ${first.status}, se esperaba ${example.status}`];
    judge(name, [...problems, ...answerProblems(op, first.status, first.contentType, first.json)]);

    if (op.parameters?.some((p) => p.name === 'Idempotency-Key')) {
      const key = `kit-idem-${Date.now()}-${outcomes.length}`;
      const a = await call(op, example, session, me, { 'Idempotency-Key': key });
      const b = await call(op, example, session, me, { 'Idempotency-Key': key });
      judge(
        `${name} idempotencia`,
        a.status === b.status && a.text === b.text
          ? []
          : [`la misma clave dio ${a.status} y luego ${b.status}${a.text === b.text ? '' : ' con otro cuerpo'}`],
      );
    }
    if (op.auth === 'bearer') {
      const anonymous = await call(op, example, null, me);
      judge(
        `${name} sin token`,
        anonymous.status === 401
          ? answerProblems(op, 401, anonymous.contentType, anonymous.json)
          : [`estado ${anonymous.status}, se esperaba 401`],
      );
    }
    if (op.roles) {
      const refused = await accountWithRole(op.roles, true);
      if (refused instanceof Error) outcomes.push({ name: `${name} rol`, status: 'omitida', detail: refused.message });
      else {
        // The refused caller names itself where the example names a person: the refusal is about the role.
        const reply = await call(op, example, refused, refused.me);
        judge(
          `${name} rol ${refused.role}`,
          reply.status === 403 ? answerProblems(op, 403, reply.contentType, reply.json) : [`estado ${reply.status}, se esperaba 403`],
        );
      }
    }
  }
  return outcomes;
}

/** One line per check and the summary; `failed` is what the exit code says. */
export function report(outcomes: Outcome[]): { lines: string[]; failed: number } {
  const mark = { ok: 'ok     ', fallo: 'FALLO  ', omitida: 'omitida' } as const;
  const lines = outcomes.map((o) => `${mark[o.status]} ${o.name}${o.detail ? `: ${o.detail}` : ''}`);
  const count = (status: Outcome['status']) => outcomes.filter((o) => o.status === status).length;
  const failed = count('fallo');
  lines.push(`contrato: ${count('ok')} comprobaciones correctas, ${failed} fallos, ${count('omitida')} omitidas`);
  return { lines, failed };
}
