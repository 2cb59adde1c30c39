import { apiCall } from '../core/http/client.ts';
import { apiUrl } from './base-url.ts';
import type { NomenclatureItem, NomenclatureList } from './types.ts';

/** GET {base}/nomenclatures/{list} */
export function getNomenclature(list: NomenclatureList): Promise<NomenclatureItem[]> {
  return apiCall({ url: apiUrl(`/nomenclatures/${list}`) });
}
