import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Deps, SandboxEnv } from '../env.ts';
import type { Fault } from '../../../contract/harness/schemas.ts';
import { ConnectionDrop, jsonError } from '../errors.ts';
import { isTestControl } from './request-log.ts';

function pathPattern(pattern: string): RegExp {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`);
}

export const faultMatches = (fault: Fault, method: string, path: string): boolean =>
  (fault.method === '*' || fault.method === method) && pathPattern(fault.path).test(path);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Applies the first armed fault that matches; preflights and the test controls are never faulted. */
export function faultInjection(deps: Deps) {
  return createMiddleware<SandboxEnv>(async (c, next) => {
    const { method, path } = c.req;
    if (method === 'OPTIONS' || isTestControl(path)) return next();
    const fault = deps.store.faults.find((f) => faultMatches(f, method, path));
    if (!fault) return next();
    fault.remaining -= 1;
    if (fault.remaining <= 0) deps.store.faults = deps.store.faults.filter((f) => f !== fault);
    if (fault.delay_ms) {
      const run = deps.store.run;
      await sleep(fault.delay_ms);
      // Reset meanwhile: the test that armed the delay is over (its page closed), so the request ends as a dropped
      // connection instead of reading or writing the next test's fresh seed.
      if (deps.store.run !== run) throw new ConnectionDrop();
    }
    if (fault.drop && fault.after) {
      // The service did its work; only the answer is lost (what makes a client retry a payment that went through).
      await next();
      throw new ConnectionDrop();
    }
    if (fault.drop) throw new ConnectionDrop();
    if (fault.status) {
      return jsonError(c, fault.status as ContentfulStatusCode, 'sandbox_fault', `Error simulado por el sandbox (${fault.status}).`);
    }
    return next();
  });
}
