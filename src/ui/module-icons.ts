import {
  BadgeCheck,
  CalendarDays,
  ChartColumn,
  FileHeart,
  Gift,
  IdCard,
  LifeBuoy,
  MapPin,
  UserRound,
  Users,
  Wallet,
  type IconComponent,
} from './icons.ts';

/** The icon of each area of the portal, by name: the menu table (core/access/menu-items.ts) names them. */
export const moduleIcons = {
  calendar: CalendarDays,
  help: LifeBuoy,
  wallet: Wallet,
  user: UserRound,
  card: IdCard,
  record: FileHeart,
  subscription: BadgeCheck,
  gift: Gift,
  chart: ChartColumn,
  users: Users,
  building: MapPin,
} satisfies Record<string, IconComponent>;

export type ModuleIcon = keyof typeof moduleIcons;
