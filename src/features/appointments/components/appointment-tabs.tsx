import { css } from 'goober';
import { Link, useLocation } from 'wouter';
import { vars } from '../../../ui/tokens.ts';
import { appointmentTexts as t } from '../../../i18n/appointments.ts';
import { paths, withinArea } from '../../../core/routing/paths.ts';

const { color, space, radius, font } = vars;
// At 150 % text on a 320 px phone the three labels do not fit one row: a tab moves to a second row rather than
// being squeezed below its word's width.
const bar = css`display:flex;flex-wrap:wrap;gap:${space[1]};padding:${space[1]};margin-bottom:${space[4]};background:${color.surfaceMuted};border-radius:${radius.md};`;
const tab = css`
  flex:1;display:flex;align-items:center;justify-content:center;min-height:40px;border-radius:${radius.sm};
  color:${color.text};font-weight:600;font-size:${font.sm};text-decoration:none;
  &[aria-current=page]{background:${color.surface};color:${color.primary};box-shadow:${vars.shadow.sm};}
`;

const TABS = [
  [withinArea(paths.appointments), t.tabs.book],
  [withinArea(paths.upcomingAppointments), t.tabs.upcoming],
  [withinArea(paths.pastAppointments), t.tabs.past],
] as const;

/** The three places of the appointments area, as a small navigation under the title. */
export function AppointmentTabs() {
  const [location] = useLocation();
  return (
    <nav aria-label={t.tabs.label} className={bar}>
      {TABS.map(([href, label]) => (
        <Link key={href} href={href} className={tab} aria-current={location === href ? 'page' : undefined}>
          {label}
        </Link>
      ))}
    </nav>
  );
}
