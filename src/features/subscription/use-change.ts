// Prices the chosen change as soon as it is chosen, and on confirmation opens its charge and goes to pay it.
import { useState } from 'react';
import { useLocation } from 'wouter';
import { errorMessage } from '../../core/errors/error-message.ts';
import { useRemote } from '../../core/loading/use-remote.ts';
import { useUser } from '../../core/session/user.ts';
import { changeTexts as t } from '../../i18n/subscription.ts';
import { quoteChange } from './api/quote-change.ts';
import { openChange } from './api/open-change.ts';
import type { ChangeRequest, Quote } from './api/types.ts';
import { subscriptionPaths } from '../../core/routing/paths.ts';

export type QuoteState =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; quote: Quote } | { status: 'error'; message: string };

export function useChange(change: ChangeRequest | null) {
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const key = change ? JSON.stringify(change) : '';
  const customerId = useUser()?.id ?? '';

  // Keyed by the change's content: while a newer change is being priced, the screen shows it is loading.
  const priced = useRemote(() => (change ? quoteChange(customerId, change) : Promise.resolve(null)), key);

  const confirm = async () => {
    if (!change) return;
    setConfirming(true);
    setConfirmError(null);
    try {
      await openChange(customerId, change);
      navigate(`~${change.concept === 'upgrade' ? subscriptionPaths.payUpgrade : subscriptionPaths.payExtension}`);
    } catch (error) {
      setConfirmError(`${errorMessage(error)} ${t.confirmError}`);
      setConfirming(false);
    }
  };

  const quote: QuoteState = !change
    ? { status: 'idle' }
    : priced.status === 'error' && !priced.retrying
      ? { status: 'error', message: `${t.quoteError} ${priced.error}` }
      : priced.status === 'ready' && priced.data
        ? { status: 'ready', quote: priced.data }
        : { status: 'loading' };
  return { quote, confirm, confirming, confirmError };
}
