// mySales/{type}: advisorSummary for a Vendedor, admin for an Asesor (the menu's own guard checks which role
// may open which); any other type is a page that does not exist.
import { AdvisorSummary } from '../components/advisor-summary.tsx';
import { SalesAdmin } from '../components/sales-admin.tsx';
import { SalesNotFound } from '../components/sales-not-found.tsx';
import { salePaths } from '../../../core/routing/paths.ts';

export function MySalesPage({ params }: { params: { type?: string } }) {
  if (params.type === salePaths.mySalesTypes.advisorSummary) return <AdvisorSummary />;
  if (params.type === salePaths.mySalesTypes.admin) return <SalesAdmin />;
  return <SalesNotFound />;
}
