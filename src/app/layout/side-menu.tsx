// The side menu (docs/specification.md, section 2): the modules this user may use, the install entry while the browser
// offers it, and sign-out. A drawer over the content: Escape or a choice closes it.
import { useEffect, useRef, useState } from 'react';
import { css } from 'goober';
import { Link, useLocation } from 'wouter';
import { useCustomer } from '../../api/current-customer.ts';
import { ALargeSmall, ChevronDown, Download, LogOut, Users } from '../../ui/icons.ts';
import { ReadingControls } from '../../ui/reading-controls.tsx';
import { cx } from '../../ui/class-names.ts';
import { ListItem } from '../../ui/list-item.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { vars } from '../../ui/tokens.ts';
import { menuTexts } from '../../i18n/menu.ts';
import { shellTexts as t } from '../../i18n/shell.ts';
import { menuItems } from '../../core/access/menu-items.ts';
import { enabledModules } from '../../core/access/module-access.ts';
import { accessSubject } from '../../core/access/subject.ts';
import { moduleIcons } from '../../ui/module-icons.ts';
import { promptInstall, useInstallAvailable } from '../install-prompt.ts';
import { signOut } from '../sign-out.ts';
import { switchPerson } from '../switch-person.ts';
import { availableProfiles } from '../../core/session/session.ts';
import { useUser } from '../../core/session/user.ts';
import { setReadingComfort, useReadingComfort } from '../../core/appearance/reading-comfort.ts';
import { readingTexts } from '../../i18n/reading.ts';
import { paths } from '../../core/routing/paths.ts';

const { color, space, shadow, z, font } = vars;

const scrim = css`position:fixed;inset:56px 0 0 0;z-index:${z.header};background:rgba(27,42,51,.4);`;
const drawer = css`
  position:fixed;top:56px;bottom:0;left:0;z-index:${z.header};width:min(320px,88%);overflow:auto;
  display:flex;flex-direction:column;background:${color.surface};box-shadow:${shadow.md};
`;
const group = css`border-bottom:1px solid ${color.border};`;
const empty = css`padding:${space[4]};color:${color.textMuted};font-size:${font.sm};`;
const loading = css`padding:${space[4]};`;
const readingPanel = css`padding:${space[2]} ${space[4]} ${space[4]};`;
// A disclosure, not a link: its chevron points down, and up while the panel is open.
const disclosure = css`color:${color.textMuted};transition:transform ${vars.motion.fast};`;
const disclosureOpen = css`transform:rotate(180deg);`;

export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const customer = useCustomer();
  const granted = useUser()?.acting?.modules;
  const installable = useInstallAvailable();
  const [location] = useLocation();
  const nav = useRef<HTMLElement>(null);
  const [reading, setReading] = useState(false);
  const comfort = useReadingComfort();

  useEffect(() => {
    if (!open) return;
    nav.current?.querySelector<HTMLElement>('a,button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      document.querySelector<HTMLElement>('[aria-controls="side-menu"]')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  const modules = customer?.value ? enabledModules(menuItems, accessSubject(customer.value, granted)) : [];

  return (
    <>
      {open && <div className={scrim} onClick={onClose} aria-hidden="true" />}
      <nav id="side-menu" ref={nav} aria-label={menuTexts.navLabel} className={drawer} hidden={!open}>
        <ul className={group}>
          {customer?.status === 'loading' && (
            <li className={loading} aria-label={t.menuLoading}>
              <Skeleton lines={4} />
            </li>
          )}
          {customer?.status === 'ready' && modules.length === 0 && <li className={empty}>{t.noModules}</li>}
          {modules.map((item) => (
            <li key={item.id}>
              <Link href={`~${item.route}`} asChild onClick={onClose}>
                <ListItem
                  title={item.title}
                  icon={moduleIcons[item.icon]}
                  aria-current={`${paths.home}${location === paths.root ? '' : location}`.startsWith(item.area) ? 'page' : undefined}
                />
              </Link>
            </li>
          ))}
        </ul>
        <ul>
          <li className={group}>
            <ListItem
              title={readingTexts.menuEntry}
              icon={ALargeSmall}
              onClick={() => setReading((open) => !open)}
              aria-expanded={reading}
              aria-controls="menu-reading"
              trailing={<ChevronDown size={20} className={cx(disclosure, reading && disclosureOpen)} />}
            />
            <div id="menu-reading" className={readingPanel} hidden={!reading}>
              <ReadingControls texts={readingTexts} value={comfort} onChange={setReadingComfort} idPrefix="menu-reading" />
            </div>
          </li>
          {availableProfiles().length > 1 && (
            <li>
              <ListItem title={menuTexts.switchPerson} icon={Users} onClick={switchPerson} />
            </li>
          )}
          {installable && (
            <li>
              <ListItem title={menuTexts.install} icon={Download} onClick={() => void promptInstall()} />
            </li>
          )}
          <li>
            <ListItem title={menuTexts.logout} icon={LogOut} onClick={signOut} />
          </li>
        </ul>
      </nav>
    </>
  );
}
