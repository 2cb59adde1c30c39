import type { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { Profile } from './domains/accounts/state.ts';
import type { Store } from './store.ts';
import type { ResolvedOptions } from './options.ts';

export interface Bearer {
  sub: string;
  email: string;
  profiles: Profile[];
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
