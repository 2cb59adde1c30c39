// The authorization probes: whatever the examples prove an owner may do, a caller who must not reach the object
// tries too. BOLA: every test account whose role the operation admits but whose person is not the owner (and,
// where the operation admits the owner's advisor, a Vendedor of another advisor; an Asesor reaches everyone),
// calling the owner's example as it is (contract/access.ts says who may). BFLA: every test account of a role the
// operation does not name. Each probe is its own line; report() counts them ("autorización: ...").
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

/** Sends the operation's example as `caller`, with `{me}` filled as `me` (the owner's person, for BOLA). */
export type SendExample<S extends Session> = (caller: S, me: string) => Promise<Reply>;

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
      push(`${name} rol ${session.role}`, refusalProblems(op, await send(session, session.me)), 'bfla');
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
    push(`${name} ajeno, como ${username} (${session.role})`, refusalProblems(op, await send(session, owner.me)), 'bola');
  }
}
