import { Link, useRoute } from 'wouter';
import { supportTexts as t } from '../../../i18n/support.ts';
import { tabs } from '../styles.ts';

const TABS = [
  { href: '/support/questions', label: t.faqTab },
  { href: '/support/contact', label: t.contactTab },
  { href: '/pqr', label: t.pqrTab },
] as const;

function Tab({ href, label }: { href: string; label: string }) {
  const [active] = useRoute(href);
  return (
    <Link href={href} aria-current={active ? 'page' : undefined}>
      {label}
    </Link>
  );
}

/** The help centre's sections, and the way into PQR. */
export function SupportTabs() {
  return (
    <nav aria-label={t.tabs} className={tabs}>
      {TABS.map((tab) => (
        <Tab key={tab.href} {...tab} />
      ))}
    </nav>
  );
}
