// The portal ships a strict Content-Security-Policy with Trusted Types (scripts/csp.ts). Every browser test runs
// under it and fails on the first violation any page or frame of its context reports: the browser fires
// `securitypolicyviolation` for a blocked inline script or style, a blocked connection or frame, and a Trusted
// Types refusal alike. browserPerFile installs the guard on every context it opens and checks it after each test.
import type { BrowserContext } from 'playwright-core';

export interface Violation {
  /** The page or frame that reported it. */
  url: string;
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

export interface CspGuard {
  /** What was reported so far. */
  readonly violations: readonly Violation[];
  /** Hands over what was reported and forgets it (for a test that plants a violation on purpose). */
  take(): Violation[];
}

const BINDING = '__e2eCspViolation';

export function describeViolations(violations: readonly Violation[]): string {
  return violations
    .map((v) => `${v.directive} blocked ${v.blocked || '(inline)'} in ${v.url} at ${v.source}${v.sample ? `: ${v.sample}` : ''}`)
    .join('\n');
}

export async function guardCsp(context: BrowserContext): Promise<CspGuard> {
  const violations: Violation[] = [];
  await context.exposeBinding(BINDING, ({ frame }, report: Omit<Violation, 'url'>) => {
    violations.push({ url: frame.url(), ...report });
  });
  // Runs in every page and frame of the context before their own scripts, so nothing is reported unheard.
  await context.addInitScript((binding: string) => {
    addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
        report?.({
          directive: event.effectiveDirective || event.violatedDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        });
      },
      true,
    );
  }, BINDING);
  return {
    violations,
    take: () => violations.splice(0),
  };
}

/** Throws (failing the test) when any guard heard a violation; the message names each one. */
export function assertNoViolations(guards: readonly CspGuard[]): void {
  const all = guards.flatMap((g) => g.take());
  if (all.length > 0) throw new Error(`Content-Security-Policy / Trusted Types violations:\n${describeViolations(all)}`);
}
