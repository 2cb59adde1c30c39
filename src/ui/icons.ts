// The only door to the icon set. One module per icon (icons/<name>.ts), so each chunk carries just the
// icons its screens draw; screens import the names from here. An icon listed but never used costs nothing.
export type { IconComponent, IconProps } from './icon.ts';

export { default as Check } from './icons/check.ts';
export { default as ChevronDown } from './icons/chevron-down.ts';
export { default as ChevronRight } from './icons/chevron-right.ts';
export { default as CircleCheck } from './icons/circle-check.ts';
export { default as CircleExclamationPoint } from './icons/circle-alert.ts';
export { default as CloudOff } from './icons/cloud-off.ts';
export { default as Inbox } from './icons/inbox.ts';
export { default as Info } from './icons/info.ts';
export { default as RotateCw } from './icons/rotate-cw.ts';
export { default as TriangleExclamationPoint } from './icons/triangle-alert.ts';
export { default as X } from './icons/x.ts';
// Shell and side menu (docs/specification.md, section 2: one per menu entry, install and sign-out)
export { default as ArrowLeft } from './icons/arrow-left.ts';
export { default as BadgeCheck } from './icons/badge-check.ts';
export { default as CalendarDays } from './icons/calendar-days.ts';
export { default as ChartColumn } from './icons/chart-column.ts';
export { default as CreditCard } from './icons/credit-card.ts';
export { default as Download } from './icons/download.ts';
export { default as FileHeart } from './icons/file-heart.ts';
export { default as Gift } from './icons/gift.ts';
export { default as House } from './icons/house.ts';
export { default as IdCard } from './icons/id-card.ts';
export { default as LifeBuoy } from './icons/life-buoy.ts';
export { default as LogOut } from './icons/log-out.ts';
export { default as MapPin } from './icons/map-pin.ts';
export { default as Menu } from './icons/menu.ts';
export { default as UserRound } from './icons/user-round.ts';
export { default as Users } from './icons/users.ts';
export { default as Wallet } from './icons/wallet.ts';
// Forms
export { default as Eye } from './icons/eye.ts';
export { default as EyeOff } from './icons/eye-off.ts';
export { default as Lock } from './icons/lock.ts';
export { default as Mail } from './icons/mail.ts';
export { default as Phone } from './icons/phone.ts';
