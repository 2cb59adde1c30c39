// [3/9] The shell of the other demo accounts (pending, validation, opportunity, the sales staff, a login with
// several persons); the check is support/shell-accounts.ts.
import { accountExpectations } from './support/account-expectations.ts';
import { describeShellAccounts } from './support/shell-accounts.ts';

describeShellAccounts(accountExpectations.slice(6));
