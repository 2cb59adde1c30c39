// The scenarios' runner: a scenario ("escenario") is a sequence of steps, each one call of a documented operation
// checked like an example (status, body against the schema, Spanish error, 401 without a token, 403 for another
// role, the same answer for the same Idempotency-Key), fed with what earlier steps returned. A step that lacks a
// value an earlier step should have given is not run and says why: that step failed (a skip caused by a failure),
// was skipped, or the value cannot be had on this server (a token that only reaches a mailbox).
import { randomUUID } from 'node:crypto';
import { answerProblems } from '../contract/check.ts';
import type { Operation } from '../contract/operation.ts';
import { operations as allOperations } from '../contract/operations.ts';
import type { CallRequest, Client, Reply, Session } from './client.ts';
import type { Account, Outcome } from './kit-types.ts';

const byKey = new Map(allOperations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op]));

/** The operation `POST /appointments`; throws on a name the contract does not have (a mistake in a scenario). */
export function operation(key: string): Operation {
  const op = byKey.get(key);
  if (!op) throw new Error(`contrato: el kit nombra una operación que no existe: ${key}`);
  return op;
}

/** Whether a call may change what the server keeps: any but GET, except signing in (the configuration, the tokens). */
export const writes = (op: Operation): boolean => op.method !== 'get' && op.path !== '/clients/frontend' && op.path !== '/oauth2/token';

export const takesIdempotencyKey = (op: Operation): boolean => op.parameters?.some((p) => p.name === 'Idempotency-Key') ?? false;

/** A documented answer that is not JSON (a PDF, a page): its media type must be one the contract names. */
export function mediaProblems(op: Operation, status: number, contentType: string): string[] {
  const answer = op.responses[status];
  if (typeof answer !== 'object' || !answer.content) return [];
  // A schema is the JSON answer (openapi.ts publishes it as application/json beside the other types).
  const types = [...(answer.schema ? ['application/json'] : []), ...Object.keys(answer.content)];
  return types.some((type) => contentType.startsWith(type))
    ? []
    : [`se esperaba ${types.join(' o ')} y llegó ${contentType || 'un cuerpo sin tipo'}`];
}

/** Why a step did not run. */
class NotRun extends Error {
  constructor(
    readonly reason: string,
    readonly afterFailure: boolean,
  ) {
    super(reason);
  }
}

interface Entry {
  value?: unknown;
  /** Why there is no value. */
  reason?: string;
  afterFailure?: boolean;
}

export interface Check extends CallRequest {
  /** `POST /appointments`. */
  op: string;
  /** Who calls; null: no token (a public operation). */
  as: Session | null;
  status: number;
  /** Other statuses that are a documented answer for the account's state (409: not in arrears): judged, not failed. */
  also?: number[];
  /** Words after the operation in the report (`reserva soltada`). */
  label?: string;
  /** What else the answer must say (a documented effect); each string is a problem. */
  expect?: (reply: Reply) => string[];
  /**
   * The refusals (401 without a token, 403 for another role): by default for the operations no example runs
   * (the examples' loop checks the others).
   */
  refusals?: boolean;
}

export interface StepOptions {
  /** Words after the operation in the report (`reserva soltada`), for its checks and when it does not run. */
  label?: string;
  /** The values this step gives to later ones: missing when it fails or is skipped, with the reason. */
  gives?: string[];
  /**
   * Runs only against the sandbox (a test control, the card gateway's pages). Elsewhere it is neither run nor
   * reported, and each value it gives is missing for this reason.
   */
  sandboxOnly?: string;
}

export class Scenario {
  private readonly values = new Map<string, Entry>();
  private failed = false;
  private label: string | undefined;

  constructor(
    readonly title: string,
    readonly client: Client,
    private readonly outcomes: Outcome[],
  ) {}

  get sandbox(): boolean {
    return this.client.options.sandbox ?? false;
  }

  /** A value of an earlier step; throws (the step is reported as not run) when it is missing. */
  need<T>(key: string): T {
    const entry = this.values.get(key);
    if (entry && entry.value !== undefined && entry.reason === undefined) return entry.value as T;
    throw new NotRun(entry?.reason ?? `falta «${key}»`, entry?.afterFailure ?? false);
  }

  /** A value for the cleanup: there even when the step that gave it failed on the shape of its answer. */
  forCleanup<T>(key: string): T {
    const entry = this.values.get(key);
    if (entry?.value !== undefined) return entry.value as T;
    return this.need<T>(key);
  }

  /** A value for later steps; undefined sets nothing (the step then did not give it). */
  set(key: string, value: unknown): void {
    if (value !== undefined) this.values.set(key, { value });
  }

  /** The value cannot be had here: the steps that need it say `reason`. */
  lack(key: string, reason: string): void {
    this.values.set(key, { reason, afterFailure: false });
  }

  /** Stops the running step: it is reported as skipped for `reason` (not a failure). */
  skip(reason: string): never {
    throw new NotRun(reason, false);
  }

  /** The session of a demo account (against another server: the test account of its role), or of `account`. */
  async session(demo: string | Account): Promise<Session> {
    const session = typeof demo === 'string' ? await this.client.sessionFor(demo) : await this.client.login(demo);
    if (session instanceof Error) throw new NotRun(session.message, false);
    return session;
  }

  private push(outcome: Outcome): void {
    this.outcomes.push(outcome);
  }

  private name(key: string, label?: string): string {
    return `${this.title} › ${key}${label ? ` ${label}` : ''}`;
  }

  /**
   * One step: `run` makes its calls through `check` and sets what it gives. It is reported once per check; when
   * it does not run, once, under the operation `op`, with the reason.
   */
  async step(op: string, options: StepOptions, run: () => Promise<void>): Promise<void> {
    const gives = options.gives ?? [];
    if (options.sandboxOnly !== undefined && !this.sandbox) {
      for (const key of gives) this.lack(key, options.sandboxOnly);
      return;
    }
    this.failed = false;
    this.label = options.label;
    try {
      if (this.client.options.readOnly && writes(operation(op))) this.skip('--read-only: no escribe en el servidor');
      await run();
    } catch (error) {
      if (!(error instanceof NotRun)) {
        // An answer the step could not read (no id where one was due): a failure, unless a check said so already.
        if (!this.failed)
          this.push({
            name: this.name(op, options.label),
            operation: op,
            status: 'fallo',
            detail: `el kit no pudo leer la respuesta: ${String(error)}`,
          });
        this.failed = true;
      } else {
        this.push({
          name: this.name(op, options.label),
          operation: op,
          status: 'omitida',
          detail: error.reason,
          afterFailure: error.afterFailure,
        });
        for (const key of gives) {
          if (this.values.get(key)?.value === undefined)
            this.values.set(key, {
              reason: error.reason.startsWith('no se ejecutó') ? error.reason : `no se ejecutó «${op}»: ${error.reason}`,
              afterFailure: error.afterFailure,
            });
        }
        return;
      }
    }
    for (const key of gives) {
      const entry = this.values.get(key);
      if (this.failed && entry?.value !== undefined)
        this.values.set(key, { ...entry, reason: `no se ejecutó: falló «${op}»`, afterFailure: true });
      else if (!entry)
        this.values.set(key, {
          reason: this.failed ? `no se ejecutó: falló «${op}»` : `no se ejecutó: «${op}» no dio ${key}`,
          afterFailure: this.failed,
        });
    }
  }

  /** One call checked against the contract, with its refusals and idempotency; the reply of the call itself. */
  async check(check: Check): Promise<Reply> {
    const call = { ...check, label: check.label ?? this.label };
    const op = operation(call.op);
    const { client } = this;
    const refusals = call.refusals ?? !op.example;
    const judge = (label: string | undefined, problems: string[]) => {
      this.push({
        name: this.name(call.op, label),
        operation: call.op,
        status: problems.length ? 'fallo' : 'ok',
        detail: problems.join('; '),
      });
      return problems.length === 0;
    };
    const refusal = (reply: Reply, status: number) =>
      reply.status === status
        ? answerProblems(op, status, reply.contentType, reply.json)
        : [`estado ${reply.status}, se esperaba ${status}${said(reply)}`];

    const idempotent = takesIdempotencyKey(op);
    // A refusal carries a key of its own too: who may call is what it tests, not a missing header.
    const withKey = (key: string): CallRequest => (idempotent ? { ...call, headers: { ...call.headers, 'Idempotency-Key': key } } : call);
    if (refusals && op.auth === 'bearer') {
      judge([call.label, 'sin token'].filter(Boolean).join(' '), refusal(await client.call(op, withKey(`kit-${randomUUID()}`), null), 401));
    }
    if (refusals && op.roles && call.as) {
      const other = await client.accountWithRole(op.roles, true);
      if (other instanceof Error)
        this.push({ name: this.name(call.op, 'rol'), operation: call.op, status: 'omitida', detail: other.message });
      else
        judge(
          [call.label, `rol ${other.role}`].filter(Boolean).join(' '),
          refusal(await client.call(op, withKey(`kit-${randomUUID()}`), other), 403),
        );
    }

    const request = withKey(`kit-${randomUUID()}`);
    const reply = await client.call(op, request, call.as);
    const expected = reply.status === call.status || (call.also ?? []).includes(reply.status);
    const problems = expected ? [] : [`estado ${reply.status}, se esperaba ${call.status}${said(reply)}`];
    problems.push(
      ...answerProblems(op, reply.status, reply.contentType, reply.json),
      ...mediaProblems(op, reply.status, reply.contentType),
    );
    if (!problems.length && call.expect && reply.status === call.status) problems.push(...call.expect(reply));
    if (!judge(call.label, problems)) this.failed = true;

    if (idempotent) {
      // The same key again: the same answer, so the same object and no second effect (a second payment, a second sale).
      const again = await client.call(op, request, call.as);
      judge(
        [call.label, 'idempotencia'].filter(Boolean).join(' '),
        again.status === reply.status && again.text === reply.text
          ? []
          : [`la misma clave dio ${reply.status} y luego ${again.status}${again.text === reply.text ? '' : ' con otro cuerpo'}`],
      );
    }
    return reply;
  }
}

/** The server's own words, when an answer was not the one expected: what the provider's team reads first. */
function said(reply: Reply): string {
  const message = (reply.json as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? ` («${message}»)` : '';
}
