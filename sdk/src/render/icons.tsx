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
import { createElement, type SVGProps } from 'react';

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

/** How screen readers see an inline SVG: an image named `label`, or, without one, nothing (decorative). */
export function svgA11y(label: string | undefined): Pick<SVGProps<SVGSVGElement>, 'role' | 'aria-label' | 'aria-hidden' | 'focusable'> {
  return label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: 'false' };
}

/** An inline SVG icon; an unknown name renders nothing rather than failing the page. */
export function Icon({ name, size = 24, color = 'currentColor', strokeWidth = 2, label, className }: IconProps) {
  if (!isIconName(name)) return null;
  return <IconSvg node={ICONS[name]} size={size} color={color} strokeWidth={strokeWidth} className={className} {...svgA11y(label)} />;
}

/** A Lucide icon's shapes drawn as an inline SVG of `size` pixels; decorative unless given a role and label. */
export function IconSvg({
  node,
  size = 24,
  color = 'currentColor',
  strokeWidth = 2,
  ...rest
}: { node: IconNode; size?: number; color?: string; strokeWidth?: number } & Omit<SVGProps<SVGSVGElement>, 'color' | 'strokeWidth'>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color}
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...svgA11y(undefined)}
      {...rest}
    >
      {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
