// The throttles, from the operations' declarations alone (contract/throttle.ts): each request finds its counts
// (the rule's name and the key's value: the account, the address, the network address, the caller), and when one
// is full the answer is 429 `rate_limited` with Retry-After, before anything else runs. A refused request adds to
// no count, so a member who presses again is told the same wait, not a longer one. Counts live in the Store
// (harness state: reset with everything else) and read the sandbox's clock, which POST /__sandbox/clock moves.
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { Deps, SandboxEnv } from '../env.ts';
import { jsonError } from '../errors.ts';
import { bodyField, pathParam } from './request-parts.ts';
import { checkAccessToken } from '../domains/accounts/tokens.ts';
import { otpAddressKey } from '../domains/accounts/otp-address.ts';
import { operationFor } from '../../../contract/check.ts';
import type { Operation } from '../../../contract/operation.ts';
import { RATE_LIMITED, waitWords, type Throttle, type ThrottleKey } from '../../../contract/throttle.ts';

/** The network address the server sees; in-process (unit tests, the kit's own sandbox) there is none, so one key. */
function networkAddress(c: Context<SandboxEnv>): string {
  return `ip:${c.env?.incoming?.socket?.remoteAddress ?? 'local'}`;
}

/** A parameter as the password grant reads it: the query, or a form-encoded body's field (the query wins). */
async function param(c: Context<SandboxEnv>, name: string): Promise<string | undefined> {
  const fromQuery = c.req.query(name);
  if (fromQuery !== undefined) return fromQuery;
  if (!(c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded')) return undefined;
  return new URLSearchParams(await c.req.text().catch(() => '')).get(name) ?? undefined;
}

/** The key's value for this request; undefined when it names none (no address given, an unknown invitation). */
async function keyValue(key: ThrottleKey, op: Operation, c: Context<SandboxEnv>, deps: Deps): Promise<string | undefined> {
  if (key.kind === 'ip') return networkAddress(c);
  if (key.kind === 'caller') {
    const match = /^Bearer\s+(\S+)$/i.exec((c.req.header('authorization') ?? '').trim());
    const check = match ? await checkAccessToken(match[1] as string, deps) : null;
    return check?.ok ? `user:${check.bearer.sub}` : networkAddress(c);
  }
  const raw =
    key.in === 'path' ? pathParam(op, c.req.path, key.name) : key.in === 'query' ? await param(c, key.name) : await bodyField(c, key.name);
  if (raw === undefined || raw.trim() === '') return undefined;
  if (key.kind === 'account') return raw.trim().toLowerCase();
  // The address an invitation's code goes to: the one the member gave, whatever the link's holder types.
  const address = key.via === 'caregiver-invitation' ? deps.store.caregiverGrants.find((g) => g.invitationToken === raw)?.contact : raw;
  return address === undefined ? undefined : otpAddressKey(address);
}

async function matches(when: Throttle['when'], c: Context<SandboxEnv>): Promise<boolean> {
  for (const [name, value] of Object.entries(when ?? {})) if ((await param(c, name)) !== value) return false;
  return true;
}

export function throttle(deps: Deps) {
  return createMiddleware<SandboxEnv>(async (c, next) => {
    const op = operationFor(c.req.method, c.req.path);
    if (!op?.throttles?.length) return next();
    const counts = deps.store.throttles;
    const now = deps.opts.now();
    const applying: { throttle: Throttle; bucket: string; hits: number[] }[] = [];
    for (const throttle of op.throttles) {
      if (!(await matches(throttle.when, c))) continue;
      const value = await keyValue(throttle.key, op, c, deps);
      if (value === undefined) continue;
      const bucket = `${throttle.rule.name}\u0000${value}`;
      // The sliding window: what is older than it no longer counts.
      const hits = (counts.get(bucket) ?? []).filter((at) => at > now - throttle.rule.windowSeconds * 1000);
      counts.set(bucket, hits);
      applying.push({ throttle, bucket, hits });
    }
    // The longest wait of the full counts: when its oldest entry that still fills it leaves the window.
    let wait = 0;
    for (const { throttle, hits } of applying) {
      const { limit, windowSeconds } = throttle.rule;
      if (hits.length < limit) continue;
      const freedAt = (hits[hits.length - limit] as number) + windowSeconds * 1000;
      wait = Math.max(wait, Math.max(1, Math.ceil((freedAt - now) / 1000)));
    }
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return jsonError(c, 429, RATE_LIMITED, `Has hecho demasiados intentos. Espera ${waitWords(wait)} y vuelve a intentarlo.`);
    }
    for (const { throttle, hits } of applying) if (throttle.rule.counts === 'requests') hits.push(now);
    await next();
    for (const { throttle, hits } of applying)
      if (throttle.rule.counts === 'failures' && (throttle.failures ?? []).includes(c.res.status)) hits.push(deps.opts.now());
  });
}
