import { getNomenclature } from '../../api/get-nomenclature.ts';
import type { NomenclatureItem, NomenclatureList } from '../../api/types.ts';
import type { SelectOption } from '../../ui/select.tsx';
import { useRemote } from '../../core/loading/use-remote.ts';

export type Lists<K extends NomenclatureList> = Record<K, SelectOption[]>;

const options = (items: NomenclatureItem[]): SelectOption[] => items.map((i) => ({ value: i.code, label: i.name }));

/** The nomenclature lists a form needs, loaded together (one retry for all). */
export function useNomenclatures<K extends NomenclatureList>(names: readonly K[]) {
  return useRemote(
    async () => {
      const lists = await Promise.all(names.map((name) => getNomenclature(name)));
      return Object.fromEntries(names.map((name, i) => [name, options(lists[i] ?? [])])) as Lists<K>;
    },
    names.join(),
    { afterConfig: true },
  );
}
