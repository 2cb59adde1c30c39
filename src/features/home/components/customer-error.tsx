import { loadCustomer } from '../../../api/current-customer.ts';
import { currentUser } from '../../../core/session/user.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { shellTexts as t } from '../../../i18n/shell.ts';

/** The customer record could not be loaded: say so, with the error's text, and offer to load it again. */
export function CustomerError({ message }: { message: string | null }) {
  const retry = () => {
    const user = currentUser();
    if (user) void loadCustomer(user, true);
  };
  return <ErrorState title={t.customerErrorTitle} message={message} retryLabel={t.retry} onRetry={retry} />;
}
