import { useEffect, useState } from 'react';
import { whenConfigReady } from '../../core/config-ready.ts';
import { errorText } from '../../core/errors.ts';
import { readUserData } from '../../core/session-cookies.ts';
import { isBeneficiary } from '../../core/roles.ts';
import { getNomenclature } from '../../api/get-nomenclature.ts';
import type { FormValues, NomenclatureItem } from '../../api/types.ts';
import { inSpanish } from '../../i18n/spec-errors.ts';
import { getProfileValues } from './api/get-profile-values.ts';

export interface ProfileLists {
  documentTypes: NomenclatureItem[];
  genders: NomenclatureItem[];
  civilStatuses: NomenclatureItem[];
}

export type ProfileLoad =
  | { status: 'loading' }
  | { status: 'ready'; saved: FormValues; lists: ProfileLists }
  | { status: 'error'; message: string };

/** The saved answers and the lists of the selects; a beneficiary picks from the beneficiary document types. */
export function useProfile(): { state: ProfileLoad; retry: () => void; retrying: boolean } {
  const [state, setState] = useState<ProfileLoad>({ status: 'loading' });
  const [retrying, setRetrying] = useState(false);
  const load = () => {
    const user = readUserData();
    if (!user) return;
    whenConfigReady()
      .then(() =>
        Promise.all([
          getProfileValues(user.id),
          getNomenclature(isBeneficiary(user.role) ? 'document-types-beneficiary' : 'document-types-titular'),
          getNomenclature('genders'),
          getNomenclature('civil-statuses'),
        ]),
      )
      .then(
        ([saved, documentTypes, genders, civilStatuses]) => setState({ status: 'ready', saved, lists: { documentTypes, genders, civilStatuses } }),
        (error: unknown) => setState({ status: 'error', message: inSpanish(errorText(error)) }),
      )
      .finally(() => setRetrying(false));
  };
  useEffect(load, []);
  return {
    state,
    retry: () => {
      setRetrying(true);
      load();
    },
    retrying,
  };
}
