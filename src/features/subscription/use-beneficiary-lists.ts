import { useEffect, useState } from 'react';
import { errorText } from '../../core/errors.ts';
import { getNomenclature } from '../../api/get-nomenclature.ts';
import type { NomenclatureItem } from '../../api/types.ts';
import { inSpanish } from '../../i18n/spec-errors.ts';
import type { Loadable } from './use-subscription.ts';

export interface BeneficiaryLists {
  documentTypes: NomenclatureItem[];
  genders: NomenclatureItem[];
}

/** The beneficiary's document types and the genders, for the form's selects. */
export function useBeneficiaryLists(): { lists: Loadable<BeneficiaryLists>; retry: () => void } {
  const [lists, setLists] = useState<Loadable<BeneficiaryLists>>({ status: 'loading' });
  const load = () => {
    Promise.all([getNomenclature('document-types-beneficiary'), getNomenclature('genders')]).then(
      ([documentTypes, genders]) => setLists({ status: 'ready', value: { documentTypes, genders } }),
      (error: unknown) => setLists({ status: 'error', message: inSpanish(errorText(error)) }),
    );
  };
  useEffect(load, []);
  const retry = () => {
    setLists({ status: 'loading' });
    load();
  };
  return { lists, retry };
}
