// The throttle probes: for every throttle an operation declares (contract/throttle.ts), the kit makes the declared
// count of counted requests (or failures) for one key, then one more, which must be 429 `rate_limited` with a
// Retry-After of whole seconds no longer than the window; then it waits that long (the sandbox's clock, or real
// time with --throttles) and the call must pass again: for the password grant, a right password signs in. The
// OTP's failures are made across new codes, so a server that resets the count when a code is re-requested fails.
// Each throttle is its own line; report() counts them ("límites: ...").
//
// Keys the kit makes its own, so nothing it locks is used elsewhere: fresh addresses under example.com, usernames
// that do not exist, unknown card numbers. A right password needs a real account: --throttle-account (the sandbox:
// oportunidad@demo.es, which no other check signs in as). Keyed by network address or caller, the probes lock the
// kit's own address for the window: against another server they run only with --throttles.
import { answerProblems } from '../contract/check.ts';
import type { Operation } from '../contract/operation.ts';
import { operations as allOperations } from '../contract/operations.ts';
import { RATE_LIMITED, type Throttle } from '../contract/throttle.ts';
import { freshEmail, freshTag } from './fresh.ts';

// What the probes need of the kit's client, session, reply and outcome, said here so that this file depends on
// none of client.ts, kit.ts or steps.ts (kit.ts calls it: the boundaries forbid a cycle), as authorization.ts does.
interface Reply {
  status: number;
  contentType: string;
  headers: Headers;
  json: unknown;
}
interface Session {
  token: string;
  me: string;
}
interface Account {
  username: string;
  password: string;
}
interface CallRequest {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}
interface Client<S extends Session> {
  call(op: Operation, request: CallRequest, session: S | null): Promise<Reply>;
  grant(params: Record<string, string>): Promise<Reply>;
}
interface ThrottleOutcome {
  name: string;
  operation: string;
  status: 'ok' | 'fallo' | 'omitida';
  detail: string;
  throttle: true;
}

const byKey = new Map(allOperations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op]));
/** An operation the probes call on the way (a code's send, the sandbox's clock); the contract always has it. */
const operation = (key: string): Operation => byKey.get(key) as Operation;

/** The sandbox's account for the password probes: a demo account no other check of the kit signs in as. */
export const SANDBOX_THROTTLE_ACCOUNT = 'oportunidad@demo.es';

const keyOf = (op: Operation): string => `${op.method.toUpperCase()} ${op.path}`;

/** How one request of the probe is made: `n` counts them, so each may name a fresh value where the key allows. */
interface Recipe {
  /** A request that counts (a failure, where failures count). */
  counted: (n: number) => Promise<Reply>;
  /** The call after the limit and after the wait: a right password, a real card, a code's check. */
  last: () => Promise<Reply>;
  /** What `last` answers once the wait is over. */
  passes: number[];
  /** What `last` proves after the wait, for its line. */
  after?: string;
}

const seconds = (reply: Reply): number | undefined => {
  const value = reply.headers.get('retry-after');
  return value !== null && /^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;
};

/** What is wrong with the answer that should be the throttle's 429. */
function refusalProblems(op: Operation, throttle: Throttle, reply: Reply, counted: number): string[] {
  if (reply.status !== 429)
    return [`tras ${counted} ${throttle.rule.counts === 'failures' ? 'fallos' : 'peticiones'}, estado ${reply.status}: no hay límite`];
  // Judged by the contract's own operation, with the 429 its throttles add (throttle-answers.ts), whatever list the kit was given.
  const problems = answerProblems(byKey.get(keyOf(op)) ?? op, 429, reply.contentType, reply.json);
  const code = (reply.json as { error?: unknown } | undefined)?.error;
  if (code !== RATE_LIMITED) problems.push(`429 con error «${String(code)}», se esperaba ${RATE_LIMITED}`);
  const wait = seconds(reply);
  if (wait === undefined) problems.push('429 sin Retry-After en segundos');
  else if (wait < 1 || wait > throttle.rule.windowSeconds)
    problems.push(`Retry-After ${wait} s fuera de la ventana (1 a ${throttle.rule.windowSeconds} s)`);
  return problems;
}

export interface ThrottleOptions<S extends Session = Session> {
  /** The server is the sandbox: its clock is moved instead of waiting. */
  sandbox: boolean;
  /** Against another server: run the probes, waiting out each Retry-After in real time. */
  enabled: boolean;
  readOnly: boolean;
  otpCode?: string;
  /** An account the password probe may lock for its window, and then sign in as. */
  account?: Account;
  holder: () => Promise<S | Error>;
}

export async function probeThrottles<S extends Session>(
  client: Client<S>,
  outcomes: { push(...items: ThrottleOutcome[]): number },
  operations: Operation[],
  options: ThrottleOptions<S>,
): Promise<void> {
  const limited = operations.filter((op) => op.throttles?.length);
  const push = (op: Operation, name: string, status: ThrottleOutcome['status'], detail: string) =>
    outcomes.push({ name, operation: keyOf(op), status, detail, throttle: true as const });

  /** Past the window: the sandbox's clock moves (whole minutes), another server is waited for. */
  const wait = async (secondsToWait: number) => {
    if (options.sandbox) {
      await client.call(operation('POST /__sandbox/clock'), { body: { advanceMinutes: Math.ceil(secondsToWait / 60) } }, null);
    } else await new Promise((resolve) => setTimeout(resolve, secondsToWait * 1000));
  };

  // The caregiver invitations first, while the holder's session is fresh: the probes below move the sandbox's
  // clock by hours, past an access token's life.
  const invitations = new Map<string, { token: string } | string>();
  for (const op of limited)
    if (keyOf(op).startsWith('POST /caregivers/invitations/'))
      invitations.set(keyOf(op), await caregiverInvitation(client, options, freshEmail(`limite.cuidador.${freshTag()}`)));

  for (const op of limited) {
    for (const throttle of op.throttles ?? []) {
      const { rule } = throttle;
      const name = `${keyOf(op)} límite ${rule.name} (${rule.limit} ${rule.counts === 'failures' ? 'fallos' : 'peticiones'} por ${KEY_WORDS[throttle.key.kind]} en ${rule.windowSeconds / 60} min)`;
      if (!options.sandbox && !options.enabled) {
        push(op, name, 'omitida', `bloquea ${KEY_WORDS[throttle.key.kind]} del kit durante la ventana: se prueba con --throttles`);
        continue;
      }
      if (options.readOnly && op.method !== 'get') {
        push(op, name, 'omitida', '--read-only: no escribe en el servidor');
        continue;
      }
      // Every count of an earlier probe (or check) out of the window: this one starts from nothing.
      if (options.sandbox) await wait(rule.windowSeconds);
      const recipe = await recipeFor(client, op, throttle, options, invitations.get(keyOf(op)));
      if (typeof recipe === 'string') {
        push(op, name, 'omitida', recipe);
        continue;
      }
      let problems: string[] = [];
      for (let n = 0; n < rule.limit && !problems.length; n += 1) {
        const reply = await recipe.counted(n);
        // A code revoked after its own attempts (429 too_many_attempts) is a failure like any other; only the throttle's stops.
        if (reply.status === 429 && (reply.json as { error?: unknown } | undefined)?.error === RATE_LIMITED)
          problems = [`429 tras ${n} ${rule.counts === 'failures' ? 'fallos' : 'peticiones'}, antes de los ${rule.limit} declarados`];
        else if (rule.counts === 'failures' && !(throttle.failures ?? []).includes(reply.status))
          problems = [`la petición ${n + 1} no fue un fallo (${reply.status}), se esperaba ${(throttle.failures ?? []).join(' o ')}`];
      }
      if (problems.length) {
        push(op, name, 'fallo', problems.join('; '));
        continue;
      }
      const stopped = await recipe.last();
      problems = refusalProblems(op, throttle, stopped, rule.limit);
      if (problems.length) {
        push(op, name, 'fallo', problems.join('; '));
        continue;
      }
      const retryAfter = seconds(stopped) as number;
      push(op, name, 'ok', `429 ${RATE_LIMITED}, Retry-After ${retryAfter} s`);
      await wait(retryAfter);
      const again = await recipe.last();
      push(
        op,
        `${name} tras la espera`,
        recipe.passes.includes(again.status) ? 'ok' : 'fallo',
        recipe.passes.includes(again.status)
          ? `${recipe.after ?? 'admitida'} (${again.status})`
          : `tras esperar Retry-After (${retryAfter} s), estado ${again.status}, se esperaba ${recipe.passes.join(' o ')}`,
      );
    }
  }
}

const KEY_WORDS = { account: 'cuenta', address: 'dirección', ip: 'dirección de red', caller: 'quien llama' } as const;

/** How to make a counted request of this throttle and the call that must be refused, then pass; or why it cannot. */
async function recipeFor<S extends Session>(
  client: Client<S>,
  op: Operation,
  throttle: Throttle,
  options: ThrottleOptions<S>,
  invitation: { token: string } | string = 'sin invitación de cuidador',
): Promise<Recipe | string> {
  const tag = freshTag();
  const call = (request: CallRequest) => client.call(op, request, null);
  const grant = (username: string, password: string) => client.grant({ grant_type: 'password', username, password });
  const address = freshEmail(`limite.${tag}`);
  // A code the server will not take: not the test environment's fixed one.
  const wrongCode = options.otpCode === '000000' ? '999999' : '000000';
  switch (keyOf(op)) {
    case 'POST /oauth2/token': {
      if (throttle.key.kind === 'account') {
        const account = options.account;
        if (!account)
          return 'sin --throttle-account: una cuenta de prueba que el kit pueda bloquear durante la ventana y con la que luego entrar';
        return {
          counted: () => grant(account.username, `${account.password}-mal`),
          last: () => grant(account.username, account.password),
          passes: [200],
          after: 'la contraseña correcta inicia sesión',
        };
      }
      // Another key (the network address): one wrong password for each of many accounts that do not exist.
      const right = options.account;
      return {
        counted: (n) => grant(freshEmail(`limite.${tag}.${n}`), 'Kit-mal-1'),
        last: () => (right ? grant(right.username, right.password) : grant(freshEmail(`limite.${tag}.fin`), 'Kit-mal-1')),
        passes: right ? [200] : [401],
        after: right ? 'la contraseña correcta inicia sesión' : 'vuelve a responder',
      };
    }
    case 'POST /otp':
      return {
        counted: () => call({ body: { address, channel: 'email' } }),
        last: () => call({ body: { address, channel: 'email' } }),
        passes: [202],
      };
    case 'POST /otp/verification': {
      // New codes between the failures, as an attacker would ask for them: the count must survive each.
      const send = operation('POST /otp');
      let attempts = 3;
      const requestCode = async () => {
        const sent = await client.call(send, { body: { address, channel: 'email' } }, null);
        attempts = (sent.json as { max_attempts?: number } | undefined)?.max_attempts ?? attempts;
      };
      const verify = () => call({ body: { address, code: wrongCode } });
      return {
        counted: async (n) => {
          if (n % attempts === 0) await requestCode();
          return verify();
        },
        last: async () => {
          await requestCode();
          return verify();
        },
        passes: [422],
        after: 'un código nuevo vuelve a juzgarse',
      };
    }
    case 'POST /caregivers/invitations/{token}/otp':
    case 'POST /caregivers/invitations/{token}/acceptance': {
      if (typeof invitation === 'string') return invitation;
      const { token } = invitation;
      const send = operation('POST /caregivers/invitations/{token}/otp');
      if (keyOf(op) === 'POST /caregivers/invitations/{token}/otp')
        return { counted: () => call({ path: { token } }), last: () => call({ path: { token } }), passes: [202] };
      const accept = () => call({ path: { token }, body: { code: wrongCode, name: 'Kit Límite', password: 'Kit-limite-Aa1' } });
      return {
        counted: async (n) => {
          if (n % 3 === 0) await client.call(send, { path: { token } }, null);
          return accept();
        },
        last: async () => {
          await client.call(send, { path: { token } }, null);
          return accept();
        },
        passes: [422],
        after: 'un código nuevo vuelve a juzgarse',
      };
    }
    case 'GET /cards/verify/{memberNumber}': {
      const json = { Accept: 'application/json' };
      const real = op.example?.path?.memberNumber;
      return {
        counted: (n) => call({ path: { memberNumber: `kit-${tag}-${n}` }, headers: json }),
        last: () => call({ path: { memberNumber: real ?? `kit-${tag}-fin` }, headers: json }),
        passes: real ? [200] : [404],
        after: real ? 'un carné real se verifica' : 'vuelve a responder',
      };
    }
    default: {
      // The public checks: the example itself, again and again.
      const example = op.example;
      if (!example || throttle.rule.counts !== 'requests')
        return 'el kit no sabe provocar esta cuenta: falta su receta en conformance/throttles.ts';
      const request = { path: example.path, query: example.query, headers: example.headers };
      return { counted: () => call(request), last: () => call(request), passes: [example.status] };
    }
  }
}

/** A caregiver invitation of the kit's own (the holder's grant to a fresh address): its token, read in the sandbox's mailbox. */
async function caregiverInvitation<S extends Session>(
  client: Client<S>,
  options: ThrottleOptions<S>,
  contact: string,
): Promise<{ token: string } | string> {
  if (!options.sandbox)
    return 'sin el enlace de una invitación de cuidador: llega por correo a la dirección inventada, el kit solo lo lee en el buzón del sandbox';
  const holder = await options.holder();
  if (holder instanceof Error) return `sin ${holder.message}`;
  const endsOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const body = { grantor_id: holder.me, caregiver_name: 'Kit Límite', contact, modules: ['citas'], ends_on: endsOn };
  const created = await client.call(operation('POST /caregivers/grants'), { body }, holder);
  if (created.status !== 201) return `sin invitación de cuidador: POST /caregivers/grants respondió ${created.status}`;
  const outbox = await client.call(operation('GET /__sandbox/outbox'), { query: { to: contact, kind: 'caregiver_invitation' } }, null);
  const token = ((outbox.json ?? []) as { metadata?: { token?: string } }[]).map((m) => m.metadata?.token).find(Boolean);
  return token ? { token } : 'sin la invitación de cuidador en el buzón del sandbox';
}
