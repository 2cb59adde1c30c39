import { useRemote, type RemoteCall } from '../../core/loading/use-remote.ts';
import { useUser } from '../../core/session/user.ts';
import { listBeneficiaries } from '../../api/list-beneficiaries.ts';
import { getNomenclature } from '../../api/get-nomenclature.ts';
import type { Beneficiary, NomenclatureItem } from '../../api/types.ts';
import { getSubscription } from './api/get-subscription.ts';
import type { Subscription } from './api/types.ts';

export interface SubscriptionData {
  subscription: Subscription;
  beneficiaries: Beneficiary[];
  relationships: NomenclatureItem[];
}

/**
 * The subscription, with its beneficiaries and the relationship names when `withBeneficiaries` (the summary):
 * the screen shows all of it or an error. `reload` refreshes it in place after a change (the list stays on screen);
 * when that fails, the call runs again as a retry and ends in its error state.
 */
export function useSubscription(withBeneficiaries = true): RemoteCall<SubscriptionData> & { reload: () => Promise<void> } {
  const id = useUser()?.id ?? '';
  const fetchAll = async (): Promise<SubscriptionData> => {
    const [subscription, beneficiaries, relationships] = await Promise.all([
      getSubscription(id),
      withBeneficiaries ? listBeneficiaries(id) : [],
      withBeneficiaries ? getNomenclature('relationships') : [],
    ]);
    return { subscription, beneficiaries, relationships };
  };
  const remote = useRemote(fetchAll, `${id}:${withBeneficiaries}`, { afterConfig: true });
  const reload = (): Promise<void> => fetchAll().then(remote.set, () => remote.retry());
  return { ...remote, reload };
}
