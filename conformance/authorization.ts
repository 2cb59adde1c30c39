// The authorization probes: whatever the examples prove an owner may do, a caller who must not reach the object
// tries too. BOLA: every test account whose role the operation admits but whose person is not the owner (and,
// where the operation admits the owner's advisor, a Vendedor of another advisor; an Asesor reaches everyone),
// calling the owner's example as it is (contract/access.ts says who may). BFLA: every test account of a role the
// operation does not name. Between beneficiaries: each Beneficiario test account on the objects of every other one
// of another holder, and on that holder's (probeBeneficiaries). Each probe is its own line; report() counts them
// ("autorización: ...").
import { answerProblems } from '../contract/check.ts';
import type { Operation } from '../contract/operation.ts';

// What the probes need of the kit's session, reply and outcome, said here so that this file depends on neither
// client.ts nor kit.ts (kit.ts calls it: the boundaries forbid a cycle).
interface Session {
  token: string;
  me: string;
  role: string;
}
interface Reply {
  status: number;
  contentType: string;
  json: unknown;
}
export interface ProbeOutcome {
  name: string;
  operation: string;
  probe: 'bola' | 'bfla';
  status: 'ok' | 'fallo' | 'omitida';
  detail: string;
}

/** A test account's session, with its username (the lines name who probed). */
export interface Caller<S extends Session = Session> {
  username: string;
  session: S;
}

/** Sends the operation's example as `caller`, with `{me}` and `{role}` filled as `owner`'s (another's, for BOLA). */
export type SendExample<S extends Session> = (caller: S, owner: Session) => Promise<Reply>;

/** A refusal: 403 (or 404, which tells nothing of the object either), its body as the operation documents it. */
function refusalProblems(op: Operation, reply: Reply): string[] {
  if (reply.status !== 403 && reply.status !== 404) return [`estado ${reply.status}, se esperaba 403: FUGA`];
  return answerProblems(op, reply.status, reply.contentType, reply.json);
}

export async function probeAuthorization<S extends Session>(
  all: Caller<S>[],
  outcomes: { push(...items: ProbeOutcome[]): number },
  op: Operation,
  owner: S,
  send: SendExample<S>,
) {
  const name = `${op.method.toUpperCase()} ${op.path}`;
  const push = (what: string, problems: string[], probe: ProbeOutcome['probe']) =>
    outcomes.push({ name: what, operation: name, probe, status: problems.length ? 'fallo' : 'ok', detail: problems.join('; ') });
  const admitted = (session: Session) => !op.roles || op.roles.includes(session.role);

  // BFLA: one probe per role the operation does not name.
  if (op.roles) {
    const seen = new Set<string>();
    for (const { session } of all) {
      if (admitted(session) || seen.has(session.role)) continue;
      seen.add(session.role);
      // The refused caller names itself where the example names a person: the refusal is about the role.
      push(`${name} rol ${session.role}`, refusalProblems(op, await send(session, session)), 'bfla');
    }
    if (!seen.size) {
      const detail = `sin cuenta de prueba de un rol distinto de ${op.roles.join(' o ')}`;
      outcomes.push({ name: `${name} rol`, operation: name, probe: 'bfla', status: 'omitida', detail });
    }
  }

  // BOLA: the owner's object, asked for by everyone admitted who is not its owner nor reaches it by right.
  const { access } = op;
  if (!access) return;
  const strangers = all.filter(
    ({ session }) =>
      admitted(session) &&
      session.me !== owner.me &&
      session.token !== owner.token &&
      // An Asesor reaches every customer where the advisor's relation counts. The test Vendedors must not have sold
      // the member test accounts, and be of different advisors (docs/contract.md), so any other one is a stranger.
      !(access.reach.includes('advisor') && session.role === 'Asesor'),
  );
  if (!strangers.length) {
    outcomes.push({
      name: `${name} ajeno`,
      operation: name,
      probe: 'bola',
      status: 'omitida',
      detail: `sin una cuenta de prueba admitida que no sea la dueña (${access.reach.includes('advisor') ? 'un Vendedor de otro asesor' : 'otra persona'})`,
    });
    return;
  }
  for (const { username, session } of strangers) {
    push(`${name} ajeno, como ${username} (${session.role})`, refusalProblems(op, await send(session, owner)), 'bola');
  }
}

/** A Beneficiario test account and the holder test account whose beneficiary it is. */
export interface BeneficiaryOf<S extends Session = Session> {
  beneficiary: Caller<S>;
  holder: Caller<S>;
}

/**
 * Which Beneficiario test account belongs to which Titular test account, as the server says: each holder's
 * beneficiaries (GET /beneficiaries, `list`) name the beneficiary's person (its id, or its e-mail, the login).
 */
export async function beneficiariesOf<S extends Session>(
  all: Caller<S>[],
  list: (holder: S) => Promise<Reply>,
): Promise<BeneficiaryOf<S>[]> {
  const pairs: BeneficiaryOf<S>[] = [];
  const beneficiaries = all.filter(({ session }) => session.role === 'Beneficiario');
  for (const holder of all.filter(({ session }) => session.role === 'Titular')) {
    const reply = await list(holder.session);
    const rows = reply.status === 200 && Array.isArray(reply.json) ? (reply.json as { id?: unknown; email?: unknown }[]) : [];
    for (const beneficiary of beneficiaries) {
      const named = rows.some(
        (row) => row.id === beneficiary.session.me || String(row.email ?? '').toLowerCase() === beneficiary.username.toLowerCase(),
      );
      if (named && !pairs.some((pair) => pair.beneficiary === beneficiary)) pairs.push({ beneficiary, holder });
    }
  }
  return pairs;
}

/**
 * BOLA between members: each Beneficiario test account calls the example on the person of every other
 * Beneficiario test account of another holder, and on that holder; each must be refused. Only where the example's
 * owner can be anyone (`{me}`, kit.ts puts it there for a person's id) and the operation admits a Beneficiario
 * (else the role check refuses it, BFLA); a probe the owner's own loop already made is not made twice.
 */
export async function probeBeneficiaries<S extends Session>(
  pairs: BeneficiaryOf<S>[],
  outcomes: { push(...items: ProbeOutcome[]): number },
  op: Operation,
  owner: S,
  send: SendExample<S>,
) {
  const name = `${op.method.toUpperCase()} ${op.path}`;
  if (!op.access || (op.roles && !op.roles.includes('Beneficiario'))) return;
  const push = (what: string, problems: string[]) =>
    outcomes.push({ name: what, operation: name, probe: 'bola', status: problems.length ? 'fallo' : 'ok', detail: problems.join('; ') });
  const crossed = pairs.flatMap((a) => pairs.filter((b) => b.holder.session.me !== a.holder.session.me).map((b) => [a, b] as const));
  if (!crossed.length) {
    outcomes.push({
      name: `${name} entre beneficiarios`,
      operation: name,
      probe: 'bola',
      status: 'omitida',
      detail: 'sin dos cuentas de prueba Beneficiario de titulares distintos, cada una en la lista de beneficiarios de su titular',
    });
    return;
  }
  for (const [{ beneficiary: a }, { beneficiary: b, holder }] of crossed) {
    const as = `como ${a.username} (Beneficiario)`;
    if (b.session.me !== owner.me)
      push(`${name} de otro beneficiario (${b.username}), ${as}`, refusalProblems(op, await send(a.session, b.session)));
    // A holder is no beneficiary: where the id names a beneficiary, only the beneficiary's record is theirs to probe.
    if (holder.session.me !== owner.me && op.access.kind !== 'beneficiary')
      push(
        `${name} del titular de otro beneficiario (${holder.username}), ${as}`,
        refusalProblems(op, await send(a.session, holder.session)),
      );
  }
}
