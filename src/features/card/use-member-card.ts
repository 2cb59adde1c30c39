import { useEffect, useState } from 'react';
import { whenConfigReady } from '../../core/config-ready.ts';
import { ApiError, errorText } from '../../core/errors.ts';
import { readUserData } from '../../core/session-cookies.ts';
import { getMemberCard, type MemberCard } from './api/get-member-card.ts';
import { saveCard, savedCard } from './card-copy.ts';

export type CardState =
  | { status: 'loading' }
  | { status: 'ready'; card: MemberCard; savedAt?: string }
  | { status: 'none' }
  | { status: 'error'; message: string };

/** The card from the API; without network (or configuration), the copy saved on the last visit. */
export function useMemberCard(): { state: CardState; retry: () => void; retrying: boolean } {
  const [state, setState] = useState<CardState>({ status: 'loading' });
  const [retrying, setRetrying] = useState(false);

  const load = () => {
    const user = readUserData();
    if (!user) return;
    whenConfigReady()
      .then(() => getMemberCard(user.id))
      .then(
        (card) => {
          saveCard(card);
          setState({ status: 'ready', card });
        },
        (error: unknown) => {
          const status = error instanceof ApiError ? error.status : undefined;
          if (status === 404) return setState({ status: 'none' });
          // Offline (no answer at all, or no configuration): the saved copy is still the person's card.
          const copy = status === undefined ? savedCard(user.id) : null;
          setState(copy ? { status: 'ready', card: copy.card, savedAt: copy.savedAt } : { status: 'error', message: errorText(error) });
        },
      )
      .finally(() => setRetrying(false));
  };

  useEffect(load, []);
  return { state, retry: () => { setRetrying(true); load(); }, retrying };
}
