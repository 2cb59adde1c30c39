import type { User } from './types.ts';
import { DEMO_ACCOUNTS } from '../../../../contract/accounts/demo-accounts.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';

/** The demo logins, one per row of the contract's table (docs/sandbox.md describes them), in its order. */
export function seedUsers(): User[] {
  return DEMO_ACCOUNTS.map((account) => ({
    id: account.userId,
    email: account.username,
    password: DEMO_PASSWORD,
    customerIds: [...account.customerIds],
  }));
}
