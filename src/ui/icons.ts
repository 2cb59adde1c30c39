// The only door to lucide-react: named re-exports keep the bundle to the icons a screen really draws
// (an icon listed here but never imported costs nothing). Add an icon here rather than importing
// lucide-react elsewhere, so the set stays visible and consistent.
// Icons are decorative by default: lucide sets aria-hidden unless an aria-* prop or title is given.
export {
  // Design-system components
  Check,
  ChevronDown,
  ChevronRight,
  CircleCheck,
  CircleExclamationPoint,
  CloudOff,
  Inbox,
  Info,
  RotateCw,
  TriangleExclamationPoint,
  X,
  // Shell and side menu (spec §2: one per menu entry, install and sign-out)
  ArrowLeft,
  BadgeCheck,
  CalendarDays,
  ChartColumn,
  CreditCard,
  Download,
  FileHeart,
  Gift,
  House,
  IdCard,
  LifeBuoy,
  LogOut,
  MapPin,
  Menu,
  UserRound,
  Users,
  Wallet,
  // Forms
  Eye,
  EyeOff,
  Lock,
  Mail,
  Phone,
} from 'lucide-react';
export type { LucideIcon as IconComponent } from 'lucide-react';
