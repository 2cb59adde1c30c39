// The side-menu table of docs/specification.md, section 2, as data; addresses from paths.ts, `roles` from
// roles.ts (the specification's spellings vary; matching is
// case-insensitive, module-access.ts). `status` decides whether an entry exists at all.
import { HOLDER_ROLES, MEMBER_ROLES, ROLE } from './roles.ts';
import { menuTexts as t } from '../../i18n/menu.ts';
import { paths } from '../routing/paths.ts';
import { moduleAreas as area } from './module-areas.ts';
import type { ModuleIcon } from '../../ui/module-icons.ts';
import type { CaregiverModule } from '#contract/caregivers/scope.ts';

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
  /**
   * The module a member can open to a caregiver that this entry is (issue 31, contract/caregivers/scope.ts): the
   * one map from grants to the menu. An entry without it is closed to a caregiver whatever the grant.
   */
  caregiver?: CaregiverModule;
}

export const menuItems: readonly MenuItem[] = [
  {
    id: 'citas',
    title: t.citas,
    route: paths.appointments,
    area: area.appointments,
    roles: MEMBER_ROLES,
    icon: 'calendar',
    status: 'enabled',
    caregiver: 'citas',
  },
  {
    id: 'soporte',
    title: t.soporte,
    route: paths.support,
    area: area.support,
    roles: MEMBER_ROLES,
    icon: 'help',
    status: 'enabled',
    caregiver: 'soporte',
  },
  {
    id: 'misPagos',
    title: t.misPagos,
    route: paths.myPayments,
    area: area.myPayments,
    roles: [ROLE.holder, ROLE.beneficiary],
    icon: 'wallet',
    status: 'enabled',
    caregiver: 'pagos',
  },
  { id: 'perfil', title: t.perfil, route: paths.profile, area: area.profile, roles: MEMBER_ROLES, icon: 'user', status: 'enabled' },
  {
    id: 'carne',
    title: t.carne,
    route: paths.card,
    area: area.card,
    roles: MEMBER_ROLES,
    icon: 'card',
    status: 'enabled',
    caregiver: 'carne',
  },
  {
    id: 'historia',
    title: t.historia,
    route: paths.medicalHistory,
    area: area.medicalRecord,
    roles: MEMBER_ROLES,
    icon: 'record',
    status: 'enabled',
    caregiver: 'historia_clinica',
  },
  {
    id: 'suscripcion',
    title: t.suscripcion,
    route: paths.subscription,
    area: area.subscription,
    roles: HOLDER_ROLES,
    icon: 'subscription',
    status: 'enabled',
  },
  {
    id: 'beneficios',
    title: t.beneficios,
    route: paths.services,
    area: area.benefits,
    roles: MEMBER_ROLES,
    icon: 'gift',
    status: 'enabled',
  },
  // A leftover of the source system: no roles (so "no roles = open to all" would show it to everyone) and it
  // points at appointments. Kept as data, switched off.
  {
    id: 'resumenMisVentas',
    title: t.resumenMisVentas,
    route: paths.appointments,
    area: area.appointments,
    roles: [],
    icon: 'chart',
    status: 'disabled',
  },
  {
    id: 'resumenVentas',
    title: t.resumenVentas,
    route: paths.salesSummary,
    area: area.salesSummary,
    roles: [ROLE.seller],
    icon: 'chart',
    status: 'enabled',
  },
  { id: 'clientes', title: t.clientes, route: paths.clients, area: area.clients, roles: [ROLE.advisor], icon: 'users', status: 'enabled' },
  {
    id: 'sedes',
    title: t.sedes,
    route: paths.headquarters,
    area: area.headquarters,
    roles: MEMBER_ROLES,
    icon: 'building',
    status: 'enabled',
  },
];
