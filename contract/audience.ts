// Who builds an operation. A provider's server answers every operation of the contract but two kinds, which only
// the sandbox has: its test controls (under /__sandbox/, docs/sandbox.md) and its hosted card gateway, a stand-in
// for Bold's (under /gateway/, docs/payments.md). Said here once: the two OpenAPI documents (document.ts) and the
// conformance kit's "no aplica" read it.
import type { Operation } from './operation.ts';

/** The path prefix of each kind of sandbox-only operation. */
export const SANDBOX_ONLY_PREFIXES = { control: '/__sandbox/', gateway: '/gateway/' } as const;

export type SandboxOnly = keyof typeof SANDBOX_ONLY_PREFIXES;

/** The kind of sandbox-only operation `op` is; undefined: a provider builds it. */
export function sandboxOnly(op: Pick<Operation, 'path'>): SandboxOnly | undefined {
  return (Object.keys(SANDBOX_ONLY_PREFIXES) as SandboxOnly[]).find((kind) => op.path.startsWith(SANDBOX_ONLY_PREFIXES[kind]));
}
