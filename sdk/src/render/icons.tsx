import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  Award,
  BookOpen,
  Briefcase,
  Calendar,
  Camera,
  ChartColumn,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  CircleCheck,
  CircleHelp,
  Clock,
  Coffee,
  CreditCard,
  DollarSign,
  Download,
  Gift,
  Globe,
  GraduationCap,
  Heart,
  House,
  Image,
  Info,
  Link,
  Lock,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  Minus,
  Music,
  Pause,
  Percent,
  Phone,
  Play,
  Plus,
  Rocket,
  Search,
  Send,
  Settings,
  Share2,
  ShieldCheck,
  ShoppingCart,
  Sparkles,
  Star,
  Tag,
  ThumbsUp,
  TrendingUp,
  TriangleAlert,
  Truck,
  Upload,
  User,
  Users,
  Video,
  X,
  Zap,
  type IconNode,
} from 'lucide';
import { IconSvg, svgA11y } from './icon-svg.tsx';

/**
 * The line icons elements may show, from Lucide (ISC licence). A curated set keeps the
 * designer bundle small; published pages get inline SVG and no icon font.
 */
const ICONS = {
  'arrow-down': ArrowDown,
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  'arrow-up': ArrowUp,
  award: Award,
  'book-open': BookOpen,
  briefcase: Briefcase,
  calendar: Calendar,
  camera: Camera,
  chart: ChartColumn,
  check: Check,
  'check-circle': CircleCheck,
  'chevron-down': ChevronDown,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'chevron-up': ChevronUp,
  clock: Clock,
  coffee: Coffee,
  'credit-card': CreditCard,
  dollar: DollarSign,
  download: Download,
  gift: Gift,
  globe: Globe,
  'graduation-cap': GraduationCap,
  heart: Heart,
  help: CircleHelp,
  home: House,
  image: Image,
  info: Info,
  link: Link,
  lock: Lock,
  mail: Mail,
  'map-pin': MapPin,
  menu: Menu,
  message: MessageCircle,
  minus: Minus,
  music: Music,
  pause: Pause,
  percent: Percent,
  phone: Phone,
  play: Play,
  plus: Plus,
  rocket: Rocket,
  search: Search,
  send: Send,
  settings: Settings,
  share: Share2,
  shield: ShieldCheck,
  'shopping-cart': ShoppingCart,
  sparkles: Sparkles,
  star: Star,
  tag: Tag,
  'thumbs-up': ThumbsUp,
  'trending-up': TrendingUp,
  truck: Truck,
  upload: Upload,
  user: User,
  users: Users,
  video: Video,
  warning: TriangleAlert,
  x: X,
  zap: Zap,
} satisfies Record<string, IconNode>;

export type IconName = keyof typeof ICONS;
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICONS, name);
}

export interface IconProps {
  name: string;
  size?: number;
  color?: string;
  strokeWidth?: number;
  /** A label makes the icon an image for screen readers; without one it is decorative. */
  label?: string;
  className?: string;
}

/** An inline SVG icon; an unknown name renders nothing rather than failing the page. */
export function Icon({ name, size = 24, color = 'currentColor', strokeWidth = 2, label, className }: IconProps) {
  if (!isIconName(name)) return null;
  return <IconSvg node={ICONS[name]} size={size} color={color} strokeWidth={strokeWidth} className={className} {...svgA11y(label)} />;
}
