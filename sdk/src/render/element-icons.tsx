import {
  Calendar,
  ChevronDown,
  CircleHelp,
  ClipboardList,
  Clock,
  Code,
  CreditCard,
  Heading,
  Heading1,
  Heading2,
  Heading3,
  IdCard,
  Image,
  Images,
  LayoutGrid,
  LetterText,
  Link,
  ListChecks,
  ListOrdered,
  MapPin,
  Menu,
  MessageSquareQuote,
  Mic,
  Music,
  Newspaper,
  Pilcrow,
  Podcast,
  Presentation,
  Quote,
  Receipt,
  RectangleHorizontal,
  Share2,
  ShoppingCart,
  Sparkles,
  SquareCheck,
  Star,
  TextCursorInput,
  TicketPercent,
  Timer,
  Tv,
  Type,
  Video,
  type IconNode,
} from 'lucide';
import { IconSvg } from './icon-svg.tsx';

/**
 * The Lucide icons an element (or app) may name in its `icon` to be drawn in the palette, by
 * their Lucide names. Kept apart from the icons elements show on pages, so the palette's needs
 * do not grow the Icon element's choices.
 */
const ELEMENT_ICONS = {
  calendar: Calendar,
  'chevron-down': ChevronDown,
  'circle-help': CircleHelp,
  'clipboard-list': ClipboardList,
  clock: Clock,
  code: Code,
  'credit-card': CreditCard,
  heading: Heading,
  'heading-1': Heading1,
  'heading-2': Heading2,
  'heading-3': Heading3,
  'id-card': IdCard,
  image: Image,
  images: Images,
  'layout-grid': LayoutGrid,
  'letter-text': LetterText,
  link: Link,
  'list-checks': ListChecks,
  'list-ordered': ListOrdered,
  'map-pin': MapPin,
  menu: Menu,
  'message-square-quote': MessageSquareQuote,
  mic: Mic,
  music: Music,
  newspaper: Newspaper,
  pilcrow: Pilcrow,
  podcast: Podcast,
  presentation: Presentation,
  quote: Quote,
  receipt: Receipt,
  'rectangle-horizontal': RectangleHorizontal,
  'share-2': Share2,
  'shopping-cart': ShoppingCart,
  sparkles: Sparkles,
  'square-check': SquareCheck,
  star: Star,
  'text-cursor-input': TextCursorInput,
  'ticket-percent': TicketPercent,
  timer: Timer,
  tv: Tv,
  type: Type,
  video: Video,
} satisfies Record<string, IconNode>;

export type ElementIconName = keyof typeof ELEMENT_ICONS;
export const ELEMENT_ICON_NAMES = Object.keys(ELEMENT_ICONS) as ElementIconName[];

export function isElementIconName(name: string): name is ElementIconName {
  return Object.hasOwn(ELEMENT_ICONS, name);
}

/**
 * An element's palette icon: the Lucide icon it names, or the first letter of its label when it
 * names none this SDK ships (so an outside plugin with a typo still shows something).
 */
export function ElementIcon({ name, label, size = 18 }: { name: string | undefined; label: string; size?: number }) {
  if (name === undefined || !isElementIconName(name)) return <span data-icon-fallback="">{label.slice(0, 1).toUpperCase()}</span>;
  return <IconSvg node={ELEMENT_ICONS[name]} size={size} data-icon={name} />;
}
