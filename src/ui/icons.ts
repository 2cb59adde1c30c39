// The only door to lucide-react. Each icon comes from its own module (lucide-react/icons/<name>), so the
// bundle holds exactly the icons a screen draws and neither Vite nor Vitest has to parse the 3,800-icon
// barrel. Screens import these names from here; an icon listed but never imported costs nothing.
// Icons are decorative by default: lucide sets aria-hidden unless an aria-* prop or title is given.

// Design-system components
export { default as Check } from 'lucide-react/icons/check';
export { default as ChevronDown } from 'lucide-react/icons/chevron-down';
export { default as ChevronRight } from 'lucide-react/icons/chevron-right';
export { default as CircleCheck } from 'lucide-react/icons/circle-check';
export { default as CircleExclamationPoint } from 'lucide-react/icons/circle-exclamation-point';
export { default as CloudOff } from 'lucide-react/icons/cloud-off';
export { default as Inbox } from 'lucide-react/icons/inbox';
export { default as Info } from 'lucide-react/icons/info';
export { default as RotateCw } from 'lucide-react/icons/rotate-cw';
export { default as TriangleExclamationPoint } from 'lucide-react/icons/triangle-exclamation-point';
export { default as X } from 'lucide-react/icons/x';

// Shell and side menu (spec §2: one per menu entry, install and sign-out)
export { default as ArrowLeft } from 'lucide-react/icons/arrow-left';
export { default as BadgeCheck } from 'lucide-react/icons/badge-check';
export { default as CalendarDays } from 'lucide-react/icons/calendar-days';
export { default as ChartColumn } from 'lucide-react/icons/chart-column';
export { default as CreditCard } from 'lucide-react/icons/credit-card';
export { default as Download } from 'lucide-react/icons/download';
export { default as FileHeart } from 'lucide-react/icons/file-heart';
export { default as Gift } from 'lucide-react/icons/gift';
export { default as House } from 'lucide-react/icons/house';
export { default as IdCard } from 'lucide-react/icons/id-card';
export { default as LifeBuoy } from 'lucide-react/icons/life-buoy';
export { default as LogOut } from 'lucide-react/icons/log-out';
export { default as MapPin } from 'lucide-react/icons/map-pin';
export { default as Menu } from 'lucide-react/icons/menu';
export { default as UserRound } from 'lucide-react/icons/user-round';
export { default as Users } from 'lucide-react/icons/users';
export { default as Wallet } from 'lucide-react/icons/wallet';

// Forms
export { default as Eye } from 'lucide-react/icons/eye';
export { default as EyeOff } from 'lucide-react/icons/eye-off';
export { default as Lock } from 'lucide-react/icons/lock';
export { default as Mail } from 'lucide-react/icons/mail';
export { default as Phone } from 'lucide-react/icons/phone';

export type { LucideIcon as IconComponent } from 'lucide-react';
