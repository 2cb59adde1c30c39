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
} from '../../ui/icons.ts';
import type { MenuIcon } from './menu-items.ts';

export const menuIcons: Record<MenuIcon, IconComponent> = {
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
};
