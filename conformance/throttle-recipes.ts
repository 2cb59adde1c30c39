// How each throttle's probe makes its requests (conformance/throttles.ts runs them): a counted request (a wrong
// password, a wrong code across new codes, an unknown card, a check), and the call that must be refused at the
// limit and admitted after the wait. Every key is the kit's own (fresh example.com addresses, usernames that do not
// exist, unknown card numbers, a caregiver invitation of its own), except the right password's account.
import type { Operation } from '../contract/operation.ts';
import { operations as allOperations } from '../contract/operations.ts';
import type { Throttle } from '../contract/throttle.ts';
import { freshEmail, freshTag } from './fresh.ts';

// What the probes need of the kit's client, session, reply and outcome, said here so that these files depend on
// none of client.ts, kit.ts or steps.ts (kit.ts calls them: the boundaries forbid a cycle), as authorization.ts does.
export interface Reply {
  status: number;
  contentType: string;
  headers: Headers;
  json: unknown;
}
export interface Session {
  token: string;
  me: string;
}
export interface Account {
  username: string;
  password: string;
}
export interface CallRequest {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}
export interface Client<S extends Session> {
  call(op: Operation, request: CallRequest, session: S | null): Promise<Reply>;
  grant(params: Record<string, string>): Promise<Reply>;
}
export const byKey = new Map(allOperations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op]));
/** An operation the probes call on the way (a code's send, the sandbox's clock); the contract always has it. */
export const operation = (key: string): Operation => byKey.get(key) as Operation;

export const keyOf = (op: Operation): string => `${op.method.toUpperCase()} ${op.path}`;

/** How one request of the probe is made: `n` counts them, so each may name a fresh value where the key allows. */
export interface Recipe {
  /** A request that counts (a failure, where failures count). */
  counted: (n: number) => Promise<Reply>;
  /** The call after the limit and after the wait: a right password, a real card, a code's check. */
  last: () => Promise<Reply>;
  /** What `last` answers once the wait is over. */
  passes: number[];
  /** What `last` proves after the wait, for its line. */
  after?: string;
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

/** How to make a counted request of this throttle and the call that must be refused, then pass; or why it cannot. */
export async function recipeFor<S extends Session>(
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
export async function caregiverInvitation<S extends Session>(
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
