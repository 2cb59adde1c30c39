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
import { RATE_LIMITED, type Throttle } from '../contract/throttle.ts';
import { freshEmail, freshTag } from './fresh.ts';
import {
  byKey,
  caregiverInvitation,
  keyOf,
  operation,
  recipeFor,
  type Client,
  type Invitation,
  type Reply,
  type Session,
  type ThrottleOptions,
} from './throttle-recipes.ts';

interface ThrottleOutcome {
  name: string;
  operation: string;
  status: 'ok' | 'fallo' | 'omitida';
  detail: string;
  throttle: true;
}

/** The sandbox's account for the password probes: a demo account no other check of the kit signs in as. */
export const SANDBOX_THROTTLE_ACCOUNT = 'oportunidad@demo.es';

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
  // One per throttle: a probe that ends in an acceptance spends its invitation.
  const invitations = new Map<string, Invitation | string>();
  for (const op of limited)
    if (keyOf(op).startsWith('POST /caregivers/invitations/'))
      for (const { rule } of op.throttles ?? [])
        invitations.set(
          `${keyOf(op)} ${rule.name}`,
          await caregiverInvitation(client, options, freshEmail(`limite.cuidador.${freshTag()}`)),
        );

  for (const op of limited) {
    for (const throttle of op.throttles ?? []) {
      const { rule } = throttle;
      const name = `${keyOf(op)} límite ${rule.name} (${rule.limit} ${rule.counts === 'failures' ? 'fallos' : 'peticiones'} por ${KEY_WORDS[throttle.key.kind]} en ${windowWords(rule.windowSeconds)})`;
      if (!options.sandbox && !options.enabled) {
        push(op, name, 'omitida', `bloquea ${KEY_WORDS[throttle.key.kind]} del kit durante la ventana: se prueba con --throttles`);
        continue;
      }
      // A window longer than the kit waits would lock the Titular test account (its invitations, its grants) for
      // hours on a provider's server, and the next run with it: only the sandbox's clock is moved that far.
      if (!options.sandbox && rule.windowSeconds > LONGEST_REAL_WAIT) {
        push(
          op,
          name,
          'omitida',
          `su ventana (${windowWords(rule.windowSeconds)}) bloquearía al Titular de prueba: se prueba contra el sandbox`,
        );
        continue;
      }
      if (options.readOnly && op.method !== 'get') {
        push(op, name, 'omitida', '--read-only: no escribe en el servidor');
        continue;
      }
      // Every count of an earlier probe (or check) out of the window: this one starts from nothing.
      if (options.sandbox) await wait(rule.windowSeconds);
      const recipe = await recipeFor(client, op, throttle, options, invitations.get(`${keyOf(op)} ${rule.name}`));
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

/** The longest window the kit waits out on another server (the password's and the codes'). */
const LONGEST_REAL_WAIT = 15 * 60;

/** A window as the line says it: minutes up to an hour, then hours. */
const windowWords = (seconds: number): string => (seconds < 3600 ? `${seconds / 60} min` : `${seconds / 3600} h`);

const KEY_WORDS = { account: 'cuenta', address: 'dirección', ip: 'dirección de red', caller: 'quien llama' } as const;
