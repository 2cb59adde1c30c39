// Home (docs/specification.md, section 4): clear all alerts, then the payment-status alert, the Completed alert and the
// invitation nudge; below them a greeting and the user's services. The shell paints before any call answers:
// the greeting and the tiles the cookie's role opens come from the user-data cookie, and placeholders of the
// same size hold the alert and the tiles the customer record decides, so nothing moves when it arrives.
import { useLayoutEffect, useMemo } from 'react';
import { useLatest } from '../../../core/hooks/use-latest.ts';
import { addAlert, clearAlerts } from '../../../core/feedback/alerts.ts';
import { useCustomer } from '../../../api/current-customer.ts';
import { CustomerError } from '../components/customer-error.tsx';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { useUser } from '../../../core/session/user.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Inbox } from '../../../ui/icons.ts';
import { accessTexts, homeTexts as t } from '../../../i18n/home.ts';
import { menuItems } from '../../../core/access/menu-items.ts';
import { enabledModules, modulesByRole } from '../../../core/access/module-access.ts';
import { isMember } from '../../../core/access/roles.ts';
import { accessSubject } from '../../../core/access/subject.ts';
import { takeAccessNotice } from '../../../core/access/access-notice.ts';
import { AlertList } from '../components/alert-list.tsx';
import { AlertPlaceholder, ServiceGrid, ServicesHeading } from '../components/services.tsx';
import { homeAlerts } from '../home-alerts.ts';

export function HomePage() {
  useDocumentTitle(t.title);
  const user = useUser();
  const customer = useCustomer();
  const settled = customer?.settled === true;

  // A layout effect like the next one, so that it runs first: cleared, then pushed.
  useLayoutEffect(() => {
    clearAlerts();
    const notice = takeAccessNotice();
    if (notice) addAlert({ type: 'warning', title: accessTexts.title, message: accessTexts[notice.denial](notice.module), close: true });
  }, []);

  // Before paint: the alerts take the placeholder's place in the same frame that drops it.
  // Decided once, when every call has answered: a record reloaded later does not push its alerts again.
  // A caregiver acting for the member (issue 31) gets none of them: each is the member's own task (pay, complete
  // the profile, invite a beneficiary), and the profile and subscription are never a caregiver's.
  const latest = useLatest(customer);
  const granted = user?.acting?.modules;
  const acting = granted !== undefined;
  useLayoutEffect(() => {
    const record = latest.current;
    if (!settled || !record?.value || acting) return;
    for (const alert of homeAlerts(record.value, record.formStatus, record.beneficiaryCount)) addAlert(alert);
  }, [settled, latest, acting]);

  const role = user?.role ?? '';
  // Tiles the role opens come first, those the record decides last: one the record closes leaves the end of the
  // grid, never a gap that moves the others.
  const { byRole, byRecord } = useMemo(() => modulesByRole(menuItems, role, granted), [role, granted]);
  const ready = customer?.status === 'ready' && customer.value !== null;
  const enabled = ready ? enabledModules(menuItems, accessSubject(customer.value!, granted)) : null;
  const failed = customer?.status === 'error';
  const holdAlert = isMember(role) && !acting && !settled && !failed;

  return (
    <>
      <PageHeader title={t.title} subtitle={user ? (acting ? t.actingGreeting : t.greeting)(user.first_name) : undefined} />
      <AlertList />
      {holdAlert && <AlertPlaceholder />}
      <ServicesHeading />
      {failed && <CustomerError message={customer.error} />}
      {!failed &&
        (enabled && enabled.length === 0 ? (
          <EmptyState icon={Inbox} title={t.noShortcutsTitle} message={t.noShortcutsMessage} />
        ) : (
          <ServiceGrid byRole={byRole} byRecord={byRecord} enabled={enabled} />
        ))}
    </>
  );
}
