// Home before its script: what the prerendered /home (src/prerender.tsx) paints from its HTML alone, for a
// returning member whose browser has not run a line of the portal yet. One grid per role the side-menu table
// names; the page's own style and scripts (core/browser/prerendered-scripts.ts) show only the grid of the role in the user-data
// cookie and write the greeting. The live screen (home-page.tsx) then takes this markup's
// place with the same parts (components/services.tsx), so nothing moves.
import { AlertList } from './alert-list.tsx';
import { AlertPlaceholder, ServiceGrid, ServicesHeading } from './services.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { homeTexts as t } from '../../../i18n/home.ts';
import { menuItems } from '../../../core/access/menu-items.ts';
import { modulesByRole } from '../../../core/access/module-access.ts';
import { SHELL_ROLES } from '../../../core/browser/prerendered-scripts.ts';

export function HomeShell() {
  return (
    <>
      {/* A no-break space holds the greeting's line until the cookie's name is written in. */}
      <PageHeader title={t.title} subtitle={<span data-shell-greeting>{'\u00a0'}</span>} />
      <AlertList />
      <div data-shell-member>
        <AlertPlaceholder />
      </div>
      <ServicesHeading />
      {SHELL_ROLES.map((role) => {
        const { byRole, byRecord } = modulesByRole(menuItems, role);
        return <ServiceGrid key={role} byRole={byRole} byRecord={byRecord} enabled={null} shellRole={role} />;
      })}
    </>
  );
}
