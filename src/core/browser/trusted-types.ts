// The portal's one Trusted Types policy. Its Content-Security-Policy requires Trusted Types for the DOM's script
// sinks (scripts/csp.ts, `trusted-types portal`), so the one sink it uses on purpose, the service worker's script
// URL, goes through here and may only be the portal's own worker. No imports: the build reads the name too.

interface TrustedTypePolicy {
  createScriptURL(input: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): TrustedTypePolicy;
}

export const TRUSTED_TYPES_POLICY = 'portal';

let policy: TrustedTypePolicy | null | undefined;

/**
 * The worker's URL as the browser's policy wants it: a TrustedScriptURL where Trusted Types exist, the string
 * elsewhere. Only a same-origin `workerPath` passes.
 */
export function workerScriptUrl(workerPath: string): string {
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    policy = factory
      ? factory.createPolicy(TRUSTED_TYPES_POLICY, {
          createScriptURL(input) {
            const resolved = new URL(input, location.href);
            if (resolved.origin !== location.origin || resolved.pathname !== workerPath) {
              throw new TypeError(`Script URL refused by the portal's policy: ${input}`);
            }
            return resolved.href;
          },
        })
      : null;
  }
  // A TrustedScriptURL stringifies to its URL; register() takes either.
  return policy ? (policy.createScriptURL(workerPath) as string) : workerPath;
}
