// The kit's own shapes (the accounts it signs in with, its options, one outcome), in a leaf module: kit.ts
// assembles the scenarios and the client, and they name these types; were the types in kit.ts, every scenario
// file would import the module that imports it, a cycle (docs/decisions/014-boundaries-by-dependency-cruiser.md).
export interface Account {
  username: string;
  password: string;
}

export interface KitOptions {
  /** {base}: the main API. */
  api: string;
  /** {accessControlAPI}: the configuration exchange and OTP; default the API. */
  accessControl?: string;
  /** {formUrlBackend}: the profile form's values; default the API. */
  formBackend?: string;
  /** The client's credentials; without them, the ones the configuration exchange gives the portal. */
  clientId?: string;
  clientSecret?: string;
  /**
   * The test accounts, one per role (Titular, Beneficiario, Vendedor, Asesor): each example runs with the one
   * whose token carries the role of the demo account it names, and the refusals with one of another role.
   */
  accounts: Account[];
  /**
   * Against the sandbox: run each example as the very demo account it names (with this password), since its
   * state matters (En Mora, a pending payment...).
   */
  demoPassword?: string;
  /**
   * The server is the sandbox: the kit may use its test controls (/__sandbox/*: reset first, read the outbox,
   * settle a charge) and its card gateway's pages. Against any other server they are "no aplica".
   */
  sandbox?: boolean;
  /** The portal's origin the server accepts in return_url, confirmation and invitation links; default http://localhost:4173. */
  portal?: string;
  /** A one-time code the server accepts for any address (a test environment's fixed OTP), if it has one. */
  otpCode?: string;
  /** Only GET: nothing is created on a server that keeps what it is sent. */
  readOnly?: boolean;
  /**
   * Against another server, probe the throttles too (conformance/throttles.ts): they lock the kit's own network
   * address and `throttleAccount` for each window, and wait each Retry-After out. The sandbox is always probed.
   */
  throttles?: boolean;
  /** The account the password grant's probe locks for its window and then signs in as (the sandbox: its own). */
  throttleAccount?: Account;
  fetch?: typeof fetch;
}

export interface Outcome {
  /** `GET /offers`, plus what was checked when it is not the example itself (`rol`, `sin token`, `idempotencia`). */
  name: string;
  /** `no aplica`: an operation of the sandbox only (its test controls, its card gateway), not of a provider's server. */
  status: 'ok' | 'fallo' | 'omitida' | 'no aplica';
  detail: string;
  /** The operation checked (`POST /appointments`), for the summary by operation. */
  operation?: string;
  /** Omitted because an earlier step failed. */
  afterFailure?: boolean;
  /** An authorization probe (authorization.ts): another person's object (bola) or a role not named (bfla). */
  probe?: 'bola' | 'bfla';
  /** A throttle probe (throttles.ts). */
  throttle?: boolean;
}
