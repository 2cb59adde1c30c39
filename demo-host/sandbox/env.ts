import type { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { Acting, Profile } from './domains/accounts/types.ts';
import type { Store } from './store.ts';
import type { ResolvedOptions } from './options.ts';

export type { Acting } from './domains/accounts/types.ts';

export interface Bearer {
  /** The login that signed in: a caregiver's own, even when acting for someone. */
  sub: string;
  email: string;
  /** The persons the token acts as; a caregiver's acting token has only the member who granted. */
  profiles: Profile[];
  acting?: Acting;
  /** The session (refresh-token family) the token belongs to, when it says: a caregiver's acting session joins it. */
  sid?: string;
}

/** In-process calls have no node bindings, hence Partial. */
export interface SandboxEnv {
  Bindings: Partial<HttpBindings>;
  Variables: { bearer: Bearer };
}

export type SandboxApp = Hono<SandboxEnv>;

/** What every route module needs: the state and the resolved options. */
export interface Deps {
  store: Store;
  opts: ResolvedOptions;
}

/** `POST /__sandbox/reset`: back to the seed; a test may ask for another access-token lifetime until the next one. */
export type Reset = (accessTtlSeconds?: number) => void;
