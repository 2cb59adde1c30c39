// Everything registerSale chooses from, loaded together (one retry for all): the nomenclatures the registration
// uses, the plans with their prices, the headquarters and the advisors the caller may sell for.
import { getNomenclature } from '../../api/get-nomenclature.ts';
import { listHeadquarters, type Headquarters } from '../../api/list-headquarters.ts';
import { listPlans, type Plan } from '../../api/list-plans.ts';
import type { NomenclatureList } from '../../api/types.ts';
import type { SelectOption } from '../../ui/select.tsx';
import { listAdvisors } from './api/list-advisors.ts';
import type { SalesAdvisor } from './api/types.ts';
import { useRemote } from '../../core/loading/use-remote.ts';

const NAMES = [
  'document-types-titular',
  'document-types-beneficiary',
  'civil-statuses',
  'genders',
  'relationships',
] as const satisfies readonly NomenclatureList[];
export type SaleListName = (typeof NAMES)[number];

export interface SaleLists {
  options: Record<SaleListName, SelectOption[]>;
  plans: Plan[];
  headquarters: Headquarters[];
  /** Empty for a Vendedor (the sale is theirs); every advisor for an Asesor, who picks one. */
  advisors: SalesAdvisor[];
}

async function loadLists(): Promise<SaleLists> {
  const [lists, plans, headquarters, advisors] = await Promise.all([
    Promise.all(NAMES.map((name) => getNomenclature(name))),
    listPlans(),
    listHeadquarters(),
    listAdvisors(),
  ]);
  const options = Object.fromEntries(
    NAMES.map((name, i) => [name, (lists[i] ?? []).map((item) => ({ value: item.code, label: item.name }))]),
  );
  return { options: options as SaleLists['options'], plans, headquarters, advisors: advisors.some((a) => a.own) ? [] : advisors };
}

export const useSaleLists = () => useRemote(loadLists, 'sale-lists');
