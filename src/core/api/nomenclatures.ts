import { requireConfig } from '../config.ts';
import { ApiError, errorText } from '../errors.ts';
import { request } from '../http/client.ts';

export interface NomenclatureItem {
  code: string;
  name: string;
}

export type NomenclatureList =
  | 'document-types-titular'
  | 'document-types-beneficiary'
  | 'civil-statuses'
  | 'relationships'
  | 'genders';

export async function getNomenclature(list: NomenclatureList): Promise<NomenclatureItem[]> {
  try {
    return (await request<NomenclatureItem[]>({ url: `${requireConfig().url}/nomenclatures/${list}` })).data;
  } catch (error) {
    throw new ApiError(errorText(error), error);
  }
}
