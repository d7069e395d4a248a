import {
  siFacebook,
  siInstagram,
  siMessenger,
  siPinterest,
  siSnapchat,
  siTelegram,
  siThreads,
  siTiktok,
  siWhatsapp,
  siX,
  siYoutube,
} from 'simple-icons';
import { svgA11y } from './icon-svg.tsx';
import { Icon } from './icons.tsx';

/**
 * Brand logos for social links and share buttons, from Simple Icons (CC0). Named imports only,
 * so a bundler keeps just these paths out of the thousands the package holds.
 * LinkedIn is not in Simple Icons (removed at LinkedIn's request) and Lucide dropped brand
 * icons, so it is drawn as a plain "in" monogram until the product has a licensed asset.
 * E-mail is not a brand: it is Lucide's mail icon.
 */
type BrandMark = { kind: 'path'; path: string } | { kind: 'monogram'; text: string } | { kind: 'icon'; icon: string };

interface Brand {
  label: string;
  /** Hex colour, with "#". */
  color: string;
  mark: BrandMark;
}

const path = (icon: { path: string }): BrandMark => ({ kind: 'path', path: icon.path });

const BRANDS = {
  facebook: { label: 'Facebook', color: `#${siFacebook.hex}`, mark: path(siFacebook) },
  instagram: { label: 'Instagram', color: `#${siInstagram.hex}`, mark: path(siInstagram) },
  linkedin: { label: 'LinkedIn', color: '#0A66C2', mark: { kind: 'monogram', text: 'in' } },
  x: { label: 'X', color: `#${siX.hex}`, mark: path(siX) },
  youtube: { label: 'YouTube', color: `#${siYoutube.hex}`, mark: path(siYoutube) },
  tiktok: { label: 'TikTok', color: `#${siTiktok.hex}`, mark: path(siTiktok) },
  snapchat: { label: 'Snapchat', color: `#${siSnapchat.hex}`, mark: path(siSnapchat) },
  whatsapp: { label: 'WhatsApp', color: `#${siWhatsapp.hex}`, mark: path(siWhatsapp) },
  pinterest: { label: 'Pinterest', color: `#${siPinterest.hex}`, mark: path(siPinterest) },
  telegram: { label: 'Telegram', color: `#${siTelegram.hex}`, mark: path(siTelegram) },
  threads: { label: 'Threads', color: `#${siThreads.hex}`, mark: path(siThreads) },
  messenger: { label: 'Messenger', color: `#${siMessenger.hex}`, mark: path(siMessenger) },
  email: { label: 'Email', color: '#4B5563', mark: { kind: 'icon', icon: 'mail' } },
} satisfies Record<string, Brand>;

export type BrandName = keyof typeof BRANDS;
export const BRAND_NAMES = Object.keys(BRANDS) as BrandName[];

export function isBrandName(name: string): name is BrandName {
  return Object.hasOwn(BRANDS, name);
}

/** The brand's own name, e.g. "YouTube", for labels. */
export function brandLabel(name: BrandName): string {
  return BRANDS[name].label;
}

/** How a row of brand logos is coloured: each in its brand's colour, or all in one colour of the user's. */
export const BRAND_COLOR_MODES = ['brand', 'custom'] as const;
export type BrandColorMode = (typeof BRAND_COLOR_MODES)[number];

/** The brand's colour as "#rrggbb", e.g. for a circle behind a white logo. */
export function brandColor(name: BrandName): string {
  return BRANDS[name].color;
}

export interface BrandIconProps {
  name: string;
  size?: number;
  /** Defaults to the brand's colour. */
  color?: string;
  /** Replaces the brand name as the accessible label. */
  label?: string;
  /** Hides the logo from screen readers, when visible text beside it already names the brand. */
  decorative?: boolean;
  className?: string;
}

/** A brand logo as inline SVG; an unknown name renders nothing rather than failing the page. */
export function BrandIcon({ name, size = 24, color, label, decorative = false, className }: BrandIconProps) {
  if (!isBrandName(name)) return null;
  const brand: Brand = BRANDS[name];
  const fill = color ?? brand.color;
  const accessible = decorative ? undefined : (label ?? brand.label);
  if (brand.mark.kind === 'icon') return <Icon name={brand.mark.icon} size={size} color={fill} label={accessible} className={className} />;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={fill}
      className={className}
      {...svgA11y(accessible)}
    >
      {brand.mark.kind === 'path' ? (
        <path d={brand.mark.path} />
      ) : (
        <text x="12" y="17.5" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontWeight="700" fontSize="16">
          {brand.mark.text}
        </text>
      )}
    </svg>
  );
}
