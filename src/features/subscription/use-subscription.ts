import { useEffect, useState } from 'react';
import { whenConfigReady } from '../../core/config-ready.ts';
import { errorText } from '../../core/errors.ts';
import { readUserData } from '../../core/session-cookies.ts';
import { listBeneficiaries } from '../../api/list-beneficiaries.ts';
import { getNomenclature } from '../../api/get-nomenclature.ts';
import type { Beneficiary, NomenclatureItem } from '../../api/types.ts';
import { inSpanish } from '../../i18n/spec-errors.ts';
import { getSubscription } from './api/get-subscription.ts';
import type { Subscription } from './api/types.ts';

export interface SubscriptionData {
  subscription: Subscription;
  beneficiaries: Beneficiary[];
  relationships: NomenclatureItem[];
}

export type Loadable<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; message: string };

/**
 * The subscription, with its beneficiaries and the relationship names when `withBeneficiaries` (the summary):
 * the screen shows all of it or an error.
 */
export function useSubscription(withBeneficiaries = true): { state: Loadable<SubscriptionData>; reload: () => Promise<void>; retry: () => void; retrying: boolean } {
  const [state, setState] = useState<Loadable<SubscriptionData>>({ status: 'loading' });
  const [retrying, setRetrying] = useState(false);

  const reload = (): Promise<void> => {
    const user = readUserData();
    if (!user) return Promise.resolve();
    return whenConfigReady()
      .then(() =>
        Promise.all([
          getSubscription(user.id),
          withBeneficiaries ? listBeneficiaries(user.id) : [],
          withBeneficiaries ? getNomenclature('relationships') : [],
        ]),
      )
      .then(
        ([subscription, beneficiaries, relationships]) => setState({ status: 'ready', value: { subscription, beneficiaries, relationships } }),
        (error: unknown) => setState({ status: 'error', message: inSpanish(errorText(error)) }),
      )
      .finally(() => setRetrying(false));
  };

  useEffect(() => {
    void reload();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on arrival; retries call reload
  const retry = () => {
    setRetrying(true);
    void reload();
  };
  return { state, reload, retry, retrying };
}
