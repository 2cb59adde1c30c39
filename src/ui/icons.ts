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
export { default as ALargeSmall } from './icons/a-large-small.ts';
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
// Member screens (profile, subscription, card)
export { default as Pencil } from './icons/pencil.ts';
export { default as Printer } from './icons/printer.ts';
export { default as Send } from './icons/send.ts';
export { default as Sparkles } from './icons/sparkles.ts';
export { default as UserCheck } from './icons/user-check.ts';
export { default as UserPlus } from './icons/user-plus.ts';
export { default as UserX } from './icons/user-x.ts';
export { default as Trash } from './icons/trash.ts';
export { default as CirclePlus } from './icons/circle-plus.ts';
// Member services: offers, headquarters, help centre and PQR
export { default as Clock } from './icons/clock.ts';
export { default as Copy } from './icons/copy.ts';
export { default as ExternalLink } from './icons/external-link.ts';
export { default as LocateFixed } from './icons/locate-fixed.ts';
export { default as MessageCircle } from './icons/message-circle.ts';
export { default as Navigation } from './icons/navigation.ts';
export { default as Paperclip } from './icons/paperclip.ts';
export { default as Search } from './icons/search.ts';
export { default as SearchX } from './icons/search-x.ts';
export { default as Tag } from './icons/tag.ts';
export { default as Video } from './icons/video.ts';
