// The conformance kit: every documented operation that has an example runs against a server, and each answer is
// judged by the contract (check.ts): status, body shape (closed: no undocumented field, none missing), ISO dates,
// integer cents, a Spanish error message. Where the operation names roles it also checks that another role is
// refused with 403, that no token gives 401, and, for calls taking an Idempotency-Key, that the same key gives
// the same answer. The operations an example cannot reach (an appointment, a payment, a sale...) run in
// scenarios (scenarios.ts), each step fed with what the earlier ones returned. It talks HTTP through the `fetch`
// it is given, so a test can put a faulty server behind it.
import { answerProblems } from '../contract/check.ts';
import { fillExample, type Example, type ExampleOwner, type Operation } from '../contract/operation.ts';
import { Client, type Session } from './client.ts';
import { sandboxOnlyReason } from './coverage.ts';
import { demoAccount } from '../contract/accounts/demo-accounts.ts';
import { closingScenarios, runScenarios, startScenarios } from './scenarios.ts';
import { beneficiariesOf, probeAuthorization, probeBeneficiaries, type BeneficiaryOf, type Caller } from './authorization.ts';
import { beneficiariesOperations } from '../contract/beneficiaries/operations.ts';
import { probeThrottles, SANDBOX_THROTTLE_ACCOUNT } from './throttles.ts';
import type { KitOptions, Outcome } from './kit-types.ts';

// The kit's entry point keeps naming its types: run.ts, the unit tests and a provider's own script import them here.
export type { Account, KitOptions, Outcome } from './kit-types.ts';

const keyOf = (op: Operation): string => `${op.method.toUpperCase()} ${op.path}`;

/** The example names its owner by `{me}` (a path parameter it leaves out is `{me}` too): any person can be put there. */
const namesItsOwner = (op: Operation, example: Example): boolean =>
  JSON.stringify([example.path, example.query, example.body, example.headers]).includes('{me}') ||
  [...op.path.matchAll(/\{(\w+)\}/g)].some(([, name]) => example.path?.[name!] === undefined);

/**
 * The example, with its owner as `{me}`: as it is when it names its owner so; else, where the id its `access`
 * reads is a person's (a customer, a beneficiary, whose record is theirs), with that id put as `{me}`. Undefined
 * for an id of anything else (a charge, a payment): no person's id can stand for it.
 */
function ownerAsMe(op: Operation, example: Example): Example | undefined {
  if (namesItsOwner(op, example)) return example;
  const access = op.access;
  if (!access || (access.kind !== 'customer' && access.kind !== 'beneficiary')) return undefined;
  if (access.in === 'body')
    return typeof example.body === 'object' && example.body !== null
      ? { ...example, body: { ...example.body, [access.name]: '{me}' } }
      : undefined;
  return { ...example, [access.in]: { ...example[access.in], [access.name]: '{me}' } };
}

export async function runKit(operations: Operation[], options: KitOptions): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const client = new Client(options, outcomes);
  // Against the sandbox: its seeded state first (so two runs give the same result), then the sign-in calls.
  await startScenarios(client, outcomes);

  /** Every test account's session, with its username, for the authorization probes. */
  async function callers(): Promise<Caller<Session>[]> {
    const out: Caller<Session>[] = [];
    for (const account of options.accounts) {
      const session = await client.login(account);
      if (!(session instanceof Error)) out.push({ username: account.username, session });
    }
    return out;
  }

  /** Which Beneficiario test account is whose (GET /beneficiaries of each Titular one), asked once. */
  let pairs: Promise<BeneficiaryOf<Session>[]> | undefined;
  const list = beneficiariesOperations.find((op) => op.method === 'get' && op.path === '/beneficiaries') as Operation;
  const beneficiaryPairs = async () =>
    (pairs ??= callers().then((all) => beneficiariesOf(all, (holder) => client.call(list, { query: { titular_id: holder.me } }, holder))));

  async function call(
    op: Operation,
    example: Example,
    session: Session | null,
    owner: ExampleOwner,
    extraHeaders: Record<string, string> = {},
  ) {
    const path = Object.fromEntries(
      [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, String(fillExample(example.path?.[name!] ?? '{me}', owner))]),
    );
    return client.call(
      op,
      {
        path,
        query: example.query ? (fillExample(example.query, owner) as Record<string, string>) : undefined,
        headers: { ...(fillExample(example.headers ?? {}, owner) as Record<string, string>), ...extraHeaders },
        body: example.body === undefined ? undefined : fillExample(example.body, owner),
      },
      session,
    );
  }

  for (const op of operations) {
    const name = keyOf(op);
    const judge = (what: string, problems: string[]) =>
      outcomes.push({ name: what, operation: name, status: problems.length ? 'fallo' : 'ok', detail: problems.join('; ') });
    const example = op.example;
    if (!example) continue;
    const notHere = sandboxOnlyReason(op);
    if (notHere && !options.sandbox) {
      outcomes.push({ name, operation: name, status: 'no aplica', detail: notHere });
      continue;
    }
    if (options.readOnly && op.method !== 'get') {
      outcomes.push({ name, operation: name, status: 'omitida', detail: '--read-only: no escribe en el servidor' });
      continue;
    }
    const session = op.auth === 'bearer' ? await client.sessionFor(example.account) : null;
    if (session instanceof Error) {
      outcomes.push({ name, operation: name, status: 'omitida', detail: session.message });
      continue;
    }
    const me: ExampleOwner = { me: session?.me ?? '', role: session?.role ?? '' };
    const first = await call(
      op,
      example,
      session,
      me,
      op.parameters?.some((p) => p.name === 'Idempotency-Key') ? { 'Idempotency-Key': `kit-${Date.now()}-${outcomes.length}` } : {},
    );
    const problems = first.status === example.status ? [] : [`estado ${first.status}, se esperaba ${example.status}`];
    const shape = answerProblems(op, first.status, first.contentType, first.json);
    // Another server's test account may not be in the example's state: a documented 409 then says so, no mismatch.
    const state = options.demoPassword === undefined ? demoAccount(example.account)?.state : undefined;
    if (state && first.status === 409 && problems.length && !shape.length) {
      const message = (first.json as { message?: string }).message;
      outcomes.push({
        name,
        operation: name,
        status: 'omitida',
        detail: `la cuenta de prueba ${session?.role ?? ''} no está ${state} como ${example.account}: 409 («${message}»)`,
      });
    } else judge(name, [...problems, ...shape]);

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
    // Who must not reach it: every role it does not name (BFLA), every admitted caller who is not the owner (BOLA).
    if (session && (op.roles || op.access))
      await probeAuthorization(await callers(), outcomes, op, session, (caller, owner) => call(op, example, caller, owner));
    // And each beneficiary on another holder's beneficiary and on that holder, where the example's owner is `{me}`.
    const onAnyone = session && op.access ? ownerAsMe(op, example) : undefined;
    if (session && onAnyone)
      await probeBeneficiaries(await beneficiaryPairs(), outcomes, op, session, (caller, owner) => call(op, onAnyone, caller, owner));
  }

  // The operations no example reaches, in scenarios; then whatever is still unchecked says why.
  await runScenarios(client, outcomes, operations);
  // Last: the limits, which lock what they probe for a window (the sandbox's clock is then moved past it).
  await probeThrottles(client, outcomes, operations, {
    sandbox: options.sandbox ?? false,
    enabled: options.throttles ?? false,
    readOnly: options.readOnly ?? false,
    otpCode: options.otpCode,
    // The sandbox's own when none is given: a demo account no other check signs in as.
    account:
      options.throttleAccount ??
      (options.sandbox && options.demoPassword !== undefined
        ? { username: SANDBOX_THROTTLE_ACCOUNT, password: options.demoPassword }
        : undefined),
    holder: () => client.renew('titular@demo.es'),
    portal: options.portal,
  });
  // The very last: a session's whole lifetime on the sandbox's clock (scenarios.ts).
  await runScenarios(client, outcomes, operations, closingScenarios);
  const reached = new Set(outcomes.map((o) => o.operation));
  for (const op of operations) {
    const name = keyOf(op);
    if (reached.has(name)) continue;
    const notHere = sandboxOnlyReason(op);
    outcomes.push(
      notHere
        ? { name, operation: name, status: 'no aplica', detail: notHere }
        : { name, operation: name, status: 'omitida', detail: 'ningún ejemplo ni escenario del kit la ejecuta' },
    );
  }
  return outcomes;
}

/** One line per check, then the operations and the checks in numbers; `failed` is what the exit code says. */
export function report(outcomes: Outcome[]): { lines: string[]; failed: number } {
  const mark = { ok: 'ok       ', fallo: 'FALLO    ', omitida: 'omitida  ', 'no aplica': 'no aplica' } as const;
  const lines = outcomes.map((o) => `${mark[o.status]} ${o.name}${o.detail ? `: ${o.detail}` : ''}`);
  const count = (status: Outcome['status']) => outcomes.filter((o) => o.status === status).length;
  const failed = count('fallo');
  const afterFailure = outcomes.filter((o) => o.status === 'omitida' && o.afterFailure).length;

  // The reasons of the omissions, once each: a step not run for want of an earlier one counts under that one's reason.
  const reasons = new Map<string, number>();
  for (const o of outcomes) {
    if (o.status !== 'omitida') continue;
    const reason = o.detail.replace(/^no se ejecutó «[^»]*»: /, '');
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  if (reasons.size) lines.push('omitidas, por motivo:', ...[...reasons].map(([reason, n]) => `  ${n} × ${reason}`));

  // Authorization, before the two summaries (the contract's is the last line): the operations probed and the probes that reached what they must not (each a leak).
  const probes = outcomes.filter((o) => o.probe && (o.status === 'ok' || o.status === 'fallo'));
  const probed = new Set(probes.map((o) => o.operation)).size;
  const leaks = probes.filter((o) => o.status === 'fallo').length;
  lines.push(
    `autorización: ${probed} operaciones probadas, ${probes.length} pruebas (${probes.filter((o) => o.probe === 'bola').length} de objeto ajeno, ${probes.filter((o) => o.probe === 'bfla').length} de rol), ${leaks} fugas`,
  );
  const limits = outcomes.filter((o) => o.throttle && (o.status === 'ok' || o.status === 'fallo'));
  lines.push(
    `límites: ${new Set(limits.map((o) => o.name.replace(/ tras la espera$/, ''))).size} probados, ${limits.length} pruebas, ${limits.filter((o) => o.status === 'fallo').length} fallos`,
  );
  // By operation: checked (every check of it ran), in part (some omitted), omitted, or not the provider's.
  const byOperation = new Map<string, Set<Outcome['status']>>();
  for (const o of outcomes) if (o.operation) byOperation.set(o.operation, (byOperation.get(o.operation) ?? new Set()).add(o.status));
  const ops = [...byOperation.values()];
  const ran = (s: Set<Outcome['status']>) => s.has('ok') || s.has('fallo');
  const opsFailed = ops.filter((s) => s.has('fallo')).length;
  const opsChecked = ops.filter((s) => ran(s) && !s.has('omitida')).length;
  const opsPart = ops.filter((s) => ran(s) && s.has('omitida')).length;
  const opsOmitted = ops.filter((s) => !ran(s) && s.has('omitida')).length;
  const opsNotHere = ops.filter((s) => !ran(s) && !s.has('omitida') && s.has('no aplica')).length;
  lines.push(
    `operaciones: ${opsChecked} comprobadas, ${opsPart} en parte, ${opsOmitted} omitidas, ${opsNotHere} no aplican (solo del sandbox)` +
      `${opsFailed ? `; ${opsFailed} con fallos` : ''}`,
  );
  lines.push(
    `contrato: ${count('ok')} comprobaciones correctas, ${failed} fallos, ${count('omitida')} omitidas` +
      ` (${afterFailure} por un fallo anterior), ${count('no aplica')} no aplican (solo del sandbox)`,
  );
  return { lines, failed };
}
