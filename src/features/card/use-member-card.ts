import { errorStatus } from '../../core/errors/error-message.ts';
import { useRemote, withTimeout, type RemoteCall } from '../../core/loading/use-remote.ts';
import { useUser } from '../../core/session/user.ts';
import { getMemberCard, type MemberCard } from './api/get-member-card.ts';
import { saveCard, savedCard } from './card-copy.ts';

export interface ShownCard {
  card: MemberCard;
  /** Set when the card is the copy saved on the last visit, shown because the network is not there. */
  savedAt?: string;
}

/** The card from the API (a 404 is "no card yet"); without network (or configuration), the copy saved on the last visit. */
export function useMemberCard(): RemoteCall<ShownCard> {
  const id = useUser()?.id ?? '';
  return useRemote(
    async () => {
      try {
        const card = await withTimeout(getMemberCard(id));
        saveCard(card);
        return { card };
      } catch (error) {
        const copy = errorStatus(error) === undefined ? savedCard(id) : null;
        if (copy) return { card: copy.card, savedAt: copy.savedAt };
        throw error;
      }
    },
    id,
    { afterConfig: true, notFoundAsEmpty: true },
  );
}
