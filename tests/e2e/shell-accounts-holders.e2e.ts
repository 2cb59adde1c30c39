// [3/9] The shell of the first six demo accounts (holders at every payment status); the check is
// support/shell-accounts.ts.
import { accountExpectations } from './support/account-expectations.ts';
import { describeShellAccounts } from './support/shell-accounts.ts';

describeShellAccounts(accountExpectations.slice(0, 6));
