// Access control matches the menu: a screen of a module the user may not use does not render; the user
// goes home, where an alert says why (docs/specification.md, sections 4 and 6).
import { paths } from '../../core/routing/paths.ts';
import { useEffect, type ReactNode } from 'react';
import { useLatest } from '../../core/hooks/use-latest.ts';
import { useLocation, useRouter } from 'wouter';
import { useCustomer } from '../../api/current-customer.ts';
import { useUser } from '../../core/session/user.ts';
import { CustomerError } from '../../features/home/components/customer-error.tsx';
import { menuItems } from '../../core/access/menu-items.ts';
import { hasRole, moduleDenial, moduleForPath } from '../../core/access/module-access.ts';
import { accessSubject } from '../../core/access/subject.ts';
import { setAccessNotice, type AccessNotice } from '../../core/access/access-notice.ts';
import { Loading } from './lazy-area.tsx';
import { shellTexts as t } from '../../i18n/shell.ts';

/** `roles`: a screen outside the menu that only some roles may open (the route table's `roles`). */
export function ModuleGuard({
  children,
  roles,
  title = t.restrictedScreen,
  offline,
}: {
  children: ReactNode;
  roles?: readonly string[] | undefined;
  title?: string | undefined;
  offline?: boolean | undefined;
}) {
  const [location] = useLocation();
  const { base } = useRouter();
  const customer = useCustomer();
  const granted = useUser()?.acting?.modules;
  const module = moduleForPath(menuItems, `${base}${location}`);
  if (!module && !roles) return <>{children}</>;
  if (!customer || customer.status === 'loading') return <Loading />;
  if (customer.status === 'error' && offline && !navigator.onLine) return <>{children}</>;
  if (customer.status === 'error' || !customer.value) return <CustomerError message={customer.error} />;
  const subject = accessSubject(customer.value, granted);
  if (roles && !hasRole(roles, subject)) return <Blocked notice={{ module: title, denial: 'role' }} />;
  const denial = module ? moduleDenial(module, subject) : null;
  if (denial === null) return <>{children}</>;
  return <Blocked notice={denial === 'off' || !module ? undefined : { module: module.title, denial }} />;
}

/** Leaves the notice for home before going there (not during render: it is a store update). */
function Blocked({ notice }: { notice: AccessNotice | undefined }) {
  const [, navigate] = useLocation();
  const leave = useLatest(() => {
    if (notice) setAccessNotice(notice);
    navigate(`~${paths.home}`, { replace: true });
  });
  // Once, on the way out.
  useEffect(() => leave.current(), [leave]);
  return null;
}
