// The spec's side-menu table as data. `roles` are written as the spec writes them; matching is
// case-insensitive (module-access.ts). `status` decides whether an entry exists at all.
import { menuTexts as t } from '../../i18n/menu.ts';
import { paths } from '../paths.ts';
import type { ModuleIcon } from '../../ui/module-icons.ts';

export type MenuStatus = 'enabled' | 'disabled';
export type MenuIcon = ModuleIcon;

export interface MenuItem {
  id: string;
  title: string;
  route: string;
  /** The routes this module owns: the guard blocks them when the module is not enabled. */
  area: string;
  roles: readonly string[];
  icon: MenuIcon;
  status: MenuStatus;
}

const MEMBER_ROLES = ['Beneficiario', 'titular', 'Titular-CORPORATIVO'] as const;

export const menuItems: readonly MenuItem[] = [
  { id: 'citas', title: t.citas, route: '/home/citas/agendar', area: '/home/citas', roles: MEMBER_ROLES, icon: 'calendar', status: 'enabled' },
  { id: 'soporte', title: t.soporte, route: paths.support, area: '/home/support', roles: MEMBER_ROLES, icon: 'help', status: 'enabled' },
  { id: 'misPagos', title: t.misPagos, route: '/home/myPayments', area: '/home/myPayments', roles: ['titular', 'Beneficiario'], icon: 'wallet', status: 'enabled' },
  { id: 'perfil', title: t.perfil, route: paths.profile, area: '/home/pacientes', roles: MEMBER_ROLES, icon: 'user', status: 'enabled' },
  { id: 'carne', title: t.carne, route: '/home/carne', area: '/home/carne', roles: MEMBER_ROLES, icon: 'card', status: 'enabled' },
  { id: 'historia', title: t.historia, route: '/home/medical-record/medical-history', area: '/home/medical-record', roles: MEMBER_ROLES, icon: 'record', status: 'enabled' },
  { id: 'suscripcion', title: t.suscripcion, route: paths.subscription, area: '/home/subscription', roles: ['titular', 'Titular-CORPORATIVO'], icon: 'subscription', status: 'enabled' },
  { id: 'beneficios', title: t.beneficios, route: paths.services, area: '/home/benefits', roles: MEMBER_ROLES, icon: 'gift', status: 'enabled' },
  // A leftover of the source system: no roles (so "no roles = open to all" would show it to everyone) and it
  // points at appointments. Kept as data, switched off.
  { id: 'resumenMisVentas', title: t.resumenMisVentas, route: '/home/citas/agendar', area: '/home/citas', roles: [], icon: 'chart', status: 'disabled' },
  { id: 'resumenVentas', title: t.resumenVentas, route: '/home/mySales/advisorSummary', area: '/home/mySales/advisorSummary', roles: ['Vendedor'], icon: 'chart', status: 'enabled' },
  { id: 'clientes', title: t.clientes, route: '/home/mySales/admin', area: '/home/mySales/admin', roles: ['Asesor'], icon: 'users', status: 'enabled' },
  { id: 'sedes', title: t.sedes, route: '/home/headquarters', area: '/home/headquarters', roles: MEMBER_ROLES, icon: 'building', status: 'enabled' },
];
