import { seedSales, type SeedStore } from './seed.ts';
import type { Advisor, Sale, WelcomeToken } from './types.ts';

export interface SalesState {
  /** The sales force (seed.ts): its advisors and their sales. */
  advisors: Advisor[];
  sales: Sale[];
  /** One-use links of a sold customer's welcome, to choose their password (welcome.ts). */
  welcomes: Map<string, WelcomeToken>;
}

/**
 * The advisors and their sales. Seeding them also adds the generated customers, their charges and beneficiaries to
 * the accounts, payments and beneficiaries slices, so those come first in domains/index.ts.
 */
export function salesState(store: SeedStore): SalesState {
  return { ...seedSales(store, Date.now()), welcomes: new Map() };
}
