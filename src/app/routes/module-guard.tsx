// Access control matches the menu: a screen of a module the user may not use does not render; the user
// goes home, where an alert says why (spec sections 4 and 6).
import { paths } from '../../core/paths.ts';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useRouter } from 'wouter';
import { useCustomer } from '../../core/customer.ts';
import { CustomerError } from '../customer-error.tsx';
import { menuItems } from '../menu/menu-items.ts';
import { moduleDenial, moduleForPath } from '../menu/module-access.ts';
import { accessSubject } from '../menu/subject.ts';
import { setAccessNotice, type AccessNotice } from '../access-notice.ts';
import { Loading } from './lazy-area.tsx';

export function ModuleGuard({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { base } = useRouter();
  const customer = useCustomer();
  const module = moduleForPath(menuItems, `${base}${location}`);
  if (!module) return <>{children}</>;
  if (!customer || customer.status === 'loading') return <Loading />;
  if (customer.status === 'error' || !customer.value) return <CustomerError message={customer.error} />;
  const denial = moduleDenial(module, accessSubject(customer.value));
  if (denial === null) return <>{children}</>;
  return <Blocked notice={denial === 'off' ? undefined : { module: module.title, denial }} />;
}

/** Leaves the notice for home before going there (not during render: it is a store update). */
function Blocked({ notice }: { notice: AccessNotice | undefined }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (notice) setAccessNotice(notice);
    navigate(`~${paths.home}`, { replace: true });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on the way out
  return null;
}
