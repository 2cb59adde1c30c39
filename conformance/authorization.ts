// The authorization probes: whatever the examples prove an owner may do, a caller who must not reach the object
// tries too. BOLA: every test account whose role the operation admits but whose person is not the owner (and,
// where the operation admits the owner's advisor, a Vendedor of another advisor; an Asesor reaches everyone),
// calling the owner's example as it is (contract/access.ts says who may). BFLA: every test account of a role the
// operation does not name. Each probe is its own line; report() counts them ("autorización: ...").
import { answerProblems } from '../contract/check.ts';
import type { Operation } from '../contract/operation.ts';
import type { Client, Reply, Session } from './client.ts';
import type { Outcome } from './kit.ts';

/** Sends the operation's example as `caller`, with `{me}` filled as `me` (the owner's person, for BOLA). */
export type SendExample = (caller: Session, me: string) => Promise<Reply>;

/** Every test account's session, once each, with its username (the lines name who probed). */
async function callers(client: Client): Promise<{ username: string; session: Session }[]> {
  const out: { username: string; session: Session }[] = [];
  for (const account of client.options.accounts) {
    const session = await client.login(account);
    if (!(session instanceof Error)) out.push({ username: account.username, session });
  }
  return out;
}

/** A refusal: 403 (or 404, which tells nothing of the object either), its body as the operation documents it. */
function refusalProblems(op: Operation, reply: Reply): string[] {
  if (reply.status !== 403 && reply.status !== 404) return [`estado ${reply.status}, se esperaba 403: FUGA`];
  return answerProblems(op, reply.status, reply.contentType, reply.json);
}

export async function probeAuthorization(client: Client, outcomes: Outcome[], op: Operation, owner: Session, send: SendExample) {
  const name = `${op.method.toUpperCase()} ${op.path}`;
  const push = (what: string, problems: string[], probe: Outcome['probe']) =>
    outcomes.push({ name: what, operation: name, probe, status: problems.length ? 'fallo' : 'ok', detail: problems.join('; ') });
  const all = await callers(client);
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
