// Prices the chosen change as soon as it is chosen, and on confirmation opens its charge and goes to pay it.
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { errorMessage } from '../../core/errors.ts';
import { useUser } from '../../core/user.ts';
import { changeTexts as t } from '../../i18n/subscription.ts';
import { quoteChange } from './api/quote-change.ts';
import { openChange } from './api/open-change.ts';
import type { ChangeRequest, Quote } from './api/types.ts';
import { subscriptionPaths } from './paths.ts';

export type QuoteState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; quote: Quote } | { status: 'error'; message: string };

export function useChange(change: ChangeRequest | null) {
  const [, navigate] = useLocation();
  // Kept with the change it prices: while a newer change is being priced, the screen shows it is loading.
  const [priced, setPriced] = useState<{ key: string; state: QuoteState }>({ key: '', state: { status: 'idle' } });
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const key = change ? JSON.stringify(change) : '';
  const customerId = useUser()?.id ?? '';

  useEffect(() => {
    if (!change) return;
    let current = true;
    quoteChange(customerId, change).then(
      (q) => current && setPriced({ key, state: { status: 'ready', quote: q } }),
      (error: unknown) => current && setPriced({ key, state: { status: 'error', message: `${t.quoteError} ${errorMessage(error)}` } }),
    );
    return () => {
      current = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- the change's content, not its identity

  const confirm = async () => {
    if (!change) return;
    setConfirming(true);
    setConfirmError(null);
    try {
      await openChange(customerId, change);
      navigate(change.concept === 'upgrade' ? subscriptionPaths.payUpgrade : subscriptionPaths.payExtension);
    } catch (error) {
      setConfirmError(`${errorMessage(error)} ${t.confirmError}`);
      setConfirming(false);
    }
  };

  const quote: QuoteState = !change ? { status: 'idle' } : priced.key === key ? priced.state : { status: 'loading' };
  return { quote, confirm, confirming, confirmError };
}
