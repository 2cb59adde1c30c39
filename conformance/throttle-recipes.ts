// How each throttle's probe makes its requests (conformance/throttles.ts runs them): a counted request (a wrong
// password, a wrong code across new codes, an unknown card, a check), and the call that must be refused at the
// limit and admitted after the wait. Every key is the kit's own (fresh example.com addresses, usernames that do not
// exist, unknown card numbers, a caregiver invitation of its own), except the right password's account.
import type { Operation } from '../contract/operation.ts';
import { operations as allOperations } from '../contract/operations.ts';
import { PASSWORD_ACCOUNT, PASSWORD_IP, type Throttle } from '../contract/throttle.ts';
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
  /** A session of the Titular test account, signed in anew (the sandbox's clock outlives tokens). */
  holder: () => Promise<S | Error>;
  /** The portal's origin, for an invitation's link (KitOptions.portal). */
  portal?: string;
}

/** How to make a counted request of this throttle and the call that must be refused, then pass; or why it cannot. */
export async function recipeFor<S extends Session>(
  client: Client<S>,
  op: Operation,
  throttle: Throttle,
  options: ThrottleOptions<S>,
  invitation: Invitation | string = 'sin invitación de cuidador',
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
      if (throttle.rule.name === PASSWORD_ACCOUNT.name || throttle.rule.name === PASSWORD_IP.name)
        return acceptanceWithPassword(client, op, throttle, options, invitation, tag);
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
    case 'POST /beneficiaries/{id}/invitation':
    case 'POST /caregivers/grants':
      return sentByHolder(client, op, options, tag);
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
): Promise<Invitation | string> {
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
  return token ? { token, contact } : 'sin la invitación de cuidador en el buzón del sandbox';
}

/** A caregiver invitation of the kit's: its link's token and the address its codes go to. */
export interface Invitation {
  token: string;
  contact: string;
}

/**
 * An invitation accepted with an existing login, whose wrong passwords count as the password grant's (the same
 * rule, the same key). Each acceptance spends a code (the server checks it first), and a code's sends are limited
 * too (5 per 15 minutes), so two of the counted failures are acceptances and the rest wrong passwords at the grant,
 * into the same count: then the acceptance with the right code and password must be refused, and after the wait
 * accepted. A server that does not count the acceptance's failures, or keeps them apart, is found either way.
 */
function acceptanceWithPassword<S extends Session>(
  client: Client<S>,
  op: Operation,
  throttle: Throttle,
  options: ThrottleOptions<S>,
  { token, contact }: Invitation,
  tag: string,
): Recipe | string {
  const account = options.account;
  if (!account) return 'sin --throttle-account: una cuenta de prueba que el kit pueda bloquear durante la ventana y con la que aceptar';
  if (!options.sandbox && options.otpCode === undefined)
    return 'sin el código de la invitación: llega a la dirección inventada, el kit solo lo lee en el buzón del sandbox (o con --otp-code)';
  const perAccount = throttle.key.kind === 'account';
  // Whose password fails: the throttle account itself, or (per network address) logins that do not exist.
  const username = (n: number) => (perAccount ? account.username : freshEmail(`limite.${tag}.${n}`));
  const code = async (): Promise<string> => {
    await client.call(operation('POST /caregivers/invitations/{token}/otp'), { path: { token } }, null);
    if (!options.sandbox) return options.otpCode as string;
    const outbox = await client.call(operation('GET /__sandbox/outbox'), { query: { to: contact, kind: 'otp' } }, null);
    const codes = ((outbox.json ?? []) as { metadata?: { code?: string } }[]).map((m) => m.metadata?.code).filter(Boolean);
    return codes[codes.length - 1] ?? '';
  };
  const accept = async (who: string, password: string) =>
    client.call(op, { path: { token }, body: { code: await code(), username: who, password } }, null);
  return {
    counted: (n) =>
      n < 2
        ? accept(username(n), `${account.password}-mal`)
        : client.grant({ grant_type: 'password', username: username(n), password: 'Kit-mal-1' }),
    last: () => accept(account.username, account.password),
    passes: [201],
    after: 'la contraseña correcta acepta la invitación',
  };
}

/**
 * What a holder sends to someone else's address: an invitation to a beneficiary of theirs (re-sent), a caregiver's
 * access (each one invites a fresh address of the kit's). Counted per signed-in login: the Titular test account,
 * signed in anew for each call that must pass after the wait (the sandbox's clock outlives its tokens).
 */
async function sentByHolder<S extends Session>(
  client: Client<S>,
  op: Operation,
  options: ThrottleOptions<S>,
  tag: string,
): Promise<Recipe | string> {
  const first = await options.holder();
  if (first instanceof Error) return `sin ${first.message}`;
  let request: (holder: S, n: number) => CallRequest;
  if (keyOf(op) === 'POST /caregivers/grants') {
    const endsOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    request = (holder, n) => ({
      body: {
        grantor_id: holder.me,
        caregiver_name: 'Kit Límite',
        contact: freshEmail(`limite.acceso.${tag}.${n}`),
        modules: ['citas'],
        ends_on: endsOn,
      },
    });
  } else {
    // One of the holder's own beneficiaries with an e-mail, still invited if there is one (the invitation is theirs).
    const listed = await client.call(operation('GET /beneficiaries'), { query: { titular_id: first.me } }, first);
    const rows = (Array.isArray(listed.json) ? listed.json : []) as { id: string; email?: string | null; status?: string }[];
    const withEmail = rows.filter((row) => row.email);
    const beneficiary = withEmail.find((row) => row.status === 'invited') ?? withEmail[0];
    if (!beneficiary) return 'sin un beneficiario con correo del Titular de prueba al que reenviar la invitación';
    const invitationUrl = `${options.portal ?? 'http://localhost:4173'}/public/invite/`;
    request = () => ({ path: { id: beneficiary.id }, body: { invitation_url: invitationUrl } });
  }
  const passes = [op.responses[201] ? 201 : 202];
  // The calls that must be refused, then pass, each to an address of its own, apart from the counted ones.
  let n = 0;
  return {
    counted: (i) => client.call(op, request(first, i), first),
    last: async () => {
      const holder = await options.holder();
      // A holder who could not sign in anew: no answer of the operation (the line says "estado 0").
      return holder instanceof Error
        ? { status: 0, contentType: '', headers: new Headers(), json: holder.message }
        : client.call(op, request(holder, 1000 + (n += 1)), holder);
    },
    passes,
    after: keyOf(op) === 'POST /caregivers/grants' ? 'el titular vuelve a dar acceso' : 'el titular vuelve a enviar la invitación',
  };
}
