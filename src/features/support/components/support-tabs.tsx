import { Link, useRoute } from 'wouter';
import { supportTexts as t } from '../../../i18n/support.ts';
import { tabs } from '../styles.ts';
import { paths, withinArea } from '../../../core/routing/paths.ts';

const TABS = [
  { href: withinArea(paths.support), label: t.faqTab },
  { href: withinArea(paths.contact), label: t.contactTab },
  { href: withinArea(paths.pqrs), label: t.pqrTab },
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
