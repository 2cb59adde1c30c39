import { useRemote, type RemoteCall } from '../../core/loading/use-remote.ts';
import { getNomenclature } from '../../api/get-nomenclature.ts';
import type { NomenclatureItem } from '../../api/types.ts';

export interface BeneficiaryLists {
  documentTypes: NomenclatureItem[];
  genders: NomenclatureItem[];
}

const loadLists = async (): Promise<BeneficiaryLists> => {
  const [documentTypes, genders] = await Promise.all([getNomenclature('document-types-beneficiary'), getNomenclature('genders')]);
  return { documentTypes, genders };
};

/** The beneficiary's document types and the genders, for the form's selects. */
export function useBeneficiaryLists(): RemoteCall<BeneficiaryLists> {
  return useRemote(loadLists, 'beneficiary-lists');
}
