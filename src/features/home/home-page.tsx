// Home (docs/specification.md, section 4): clear all alerts, then the payment-status alert, the Completed alert and the
// invitation nudge; below them a greeting and the user's services.
import { useEffect } from 'react';
import { css } from 'goober';
import { Link } from 'wouter';
import { addAlert, clearAlerts } from '../../core/alerts.ts';
import { useCustomer } from '../../api/current-customer.ts';
import { CustomerError } from './customer-error.tsx';
import { useDocumentTitle } from '../../core/document-title.ts';
import { useUser } from '../../core/user.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { vars } from '../../ui/tokens.ts';
import { Inbox } from '../../ui/icons.ts';
import { accessTexts, homeTexts as t } from '../../i18n/home.ts';
import { menuItems } from '../../core/access/menu-items.ts';
import { enabledModules } from '../../core/access/module-access.ts';
import { moduleIcons } from '../../ui/module-icons.ts';
import { accessSubject } from '../../core/access/subject.ts';
import { takeAccessNotice } from '../../core/access/access-notice.ts';
import { AlertList } from './alert-list.tsx';
import { homeAlerts } from './home-alerts.ts';

const { color, space, radius, shadow, font } = vars;

const grid = css`display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:${space[3]};`;
const tile = css`
  display:flex;flex-direction:column;gap:${space[2]};height:100%;min-height:96px;padding:${space[4]};
  background:${color.surface};color:${color.text};border-radius:${radius.md};box-shadow:${shadow.sm};
  font-weight:600;text-decoration:none;&:hover{background:${color.primarySoft};}& svg{color:${color.primary};}
`;
const heading = css`font-size:${font.lg};margin-top:${space[2]};`;

export function HomePage() {
  useDocumentTitle(t.title);
  const user = useUser();
  const customer = useCustomer();
  const settled = customer?.settled === true;

  useEffect(() => {
    clearAlerts();
    const notice = takeAccessNotice();
    if (notice) addAlert({ type: 'warning', title: accessTexts.title, message: accessTexts[notice.denial](notice.module), close: true });
  }, []);

  useEffect(() => {
    if (!settled || !customer?.value) return;
    for (const alert of homeAlerts(customer.value, customer.formStatus, customer.beneficiaryCount)) addAlert(alert);
  }, [settled]); // eslint-disable-line react-hooks/exhaustive-deps -- decided once, when every call has answered

  const modules = customer?.value ? enabledModules(menuItems, accessSubject(customer.value)) : [];

  return (
    <>
      <PageHeader title={t.title} subtitle={user ? t.greeting(user.first_name) : undefined} />
      <AlertList />
      <h2 className={heading}>{t.shortcuts}</h2>
      {(!customer || customer.status === 'loading') && <Skeleton lines={3} height="3rem" />}
      {customer?.status === 'error' && <CustomerError message={customer.error} />}
      {customer?.status === 'ready' &&
        (modules.length > 0 ? (
          <ul className={grid} aria-label={t.shortcuts}>
            {modules.map((item) => {
              const Icon = moduleIcons[item.icon];
              return (
                <li key={item.id}>
                  <Link href={`~${item.route}`} className={tile}>
                    <Icon size={28} aria-hidden="true" />
                    {item.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        ) : (
          <EmptyState icon={Inbox} title={t.noShortcutsTitle} message={t.noShortcutsMessage} />
        ))}
    </>
  );
}
