// The parts of home that its prerendered shell (home-shell.tsx) and the live screen (home-page.tsx) both draw,
// from one markup, so the live screen replaces the shell without moving anything.
import { css } from 'goober';
import { Link } from 'wouter';
import type { MenuItem } from '../../../core/access/menu-items.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { vars } from '../../../ui/tokens.ts';
import { moduleIcons } from '../../../ui/module-icons.ts';
import { homeTexts as t } from '../../../i18n/home.ts';

const { color, space, radius, shadow, font } = vars;

const grid = css`display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:${space[3]};`;
const tile = css`
  display:flex;flex-direction:column;gap:${space[2]};height:100%;min-height:96px;padding:${space[4]};
  background:${color.surface};color:${color.text};border-radius:${radius.md};box-shadow:${shadow.sm};
  font-weight:600;text-decoration:none;&:hover{background:${color.primarySoft};}& svg{color:${color.primary};}
`;
const heading = css`font-size:${font.lg};margin-top:${space[2]};`;
/**
 * One alert with a title, a message and a button, as it lays out in the home's column on a phone and on a desktop
 * (at most about 400 px wide: the message takes two lines): what nearly every member sees first. At 7.5rem the
 * holder's "¡Tu cuenta está activa!" (178 px at 360, 412 and 1280 px wide) pushed the tiles 58 px down when it came:
 * Lighthouse's one layout shift on /home, CLS 0.040. In rem, so it grows with the member's text size.
 */
const alertPlaceholder = css`height:11.125rem;`;
const tileSkeleton = css`display:block;height:100%;min-height:96px;border-radius:${radius.md};`;

function Tile({ item }: { item: MenuItem }) {
  const Icon = moduleIcons[item.icon];
  return (
    <Link href={`~${item.route}`} className={tile}>
      <Icon size={28} aria-hidden="true" />
      {item.title}
    </Link>
  );
}

/** Holds the place of the alert a member's record decides, until every call has answered. */
export const AlertPlaceholder = () => <Skeleton className={alertPlaceholder} />;

export const ServicesHeading = () => <h2 className={heading}>{t.shortcuts}</h2>;

export interface ServiceGridProps {
  /** Tiles the role opens, first; then those the record decides (modulesByRole). */
  byRole: readonly MenuItem[];
  byRecord: readonly MenuItem[];
  /** The modules the record opened; null while it is loading (the record's tiles are placeholders). */
  enabled: readonly MenuItem[] | null;
  /** The shell's grid for one role, shown by its page's style only when the cookie names that role. */
  shellRole?: string;
}

// A tile the record closes leaves the end of the grid, never a gap that moves the others.
export function ServiceGrid({ byRole, byRecord, enabled, shellRole }: ServiceGridProps) {
  // In the shell each tile names its caregiver module ("" for none), so the page's style can keep an acting
  // caregiver's grid to the modules granted (core/browser/prerendered-scripts.ts homeShellCss).
  const shellModule = (item: MenuItem) => (shellRole === undefined ? undefined : (item.caregiver ?? ''));
  return (
    <ul className={grid} aria-label={t.shortcuts} aria-busy={!enabled} data-shell-role={shellRole}>
      {byRole
        .filter((item) => !enabled || enabled.includes(item))
        .map((item) => (
          <li key={item.id} data-shell-module={shellModule(item)}>
            <Tile item={item} />
          </li>
        ))}
      {byRecord.map((item) =>
        !enabled ? (
          <li key={item.id} data-shell-module={shellModule(item)}>
            <Skeleton className={tileSkeleton} />
          </li>
        ) : enabled.includes(item) ? (
          <li key={item.id}>
            <Tile item={item} />
          </li>
        ) : null,
      )}
    </ul>
  );
}
