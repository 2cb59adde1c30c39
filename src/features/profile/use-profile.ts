import { isBeneficiary } from '../../core/access/roles.ts';
import { useRemote, type RemoteCall } from '../../core/loading/use-remote.ts';
import { useUser } from '../../core/session/user.ts';
import { getNomenclature } from '../../api/get-nomenclature.ts';
import type { FormValues, NomenclatureItem } from '../../api/types.ts';
import { getProfileValues } from './api/get-profile-values.ts';

export interface ProfileLists {
  documentTypes: NomenclatureItem[];
  genders: NomenclatureItem[];
  civilStatuses: NomenclatureItem[];
}

export interface ProfileData {
  saved: FormValues;
  lists: ProfileLists;
}

/** The saved answers and the lists of the selects; a beneficiary picks from the beneficiary document types. */
export function useProfile(): RemoteCall<ProfileData> {
  const user = useUser();
  const id = user?.id ?? '';
  const beneficiary = user ? isBeneficiary(user.role) : false;
  return useRemote(
    async () => {
      const [saved, documentTypes, genders, civilStatuses] = await Promise.all([
        getProfileValues(id),
        getNomenclature(beneficiary ? 'document-types-beneficiary' : 'document-types-titular'),
        getNomenclature('genders'),
        getNomenclature('civil-statuses'),
      ]);
      return { saved, lists: { documentTypes, genders, civilStatuses } };
    },
    id,
    { afterConfig: true },
  );
}
