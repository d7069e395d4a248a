import { isValidEmail, isValidUrl, normalizePhone } from '@tessera/core/rules';
import { z } from 'zod';
import type { BrandName } from '../render/brand-icons.tsx';
import type { IconName } from '../render/icons.tsx';

/** The Save Contact button's words unless the card says otherwise (the product's default copy). */
export const SAVE_CONTACT_LABEL = 'Save Contact';

/** The contact channels of a card (spec §3), in the order the builder offers them. */
export const CARD_CHANNELS = ['email', 'text', 'call', 'facebook', 'whatsapp', 'contact', 'facetime', 'website', 'linkedin', 'instagram', 'twitter', 'youtube', 'tiktok', 'snapchat'] as const;
export type CardChannel = (typeof CARD_CHANNELS)[number];

type ValueKind = 'email' | 'phone' | 'phone-or-email' | 'url' | 'none';

interface ChannelLook {
  label: string;
  /** What the value is: checked by it, and followed by it. */
  kind: ValueKind;
  /** A brand mark of the SDK's set, or an icon. */
  mark: { brand: BrandName } | { icon: IconName };
}

const CHANNELS: Record<CardChannel, ChannelLook> = {
  email: { label: 'E-mail', kind: 'email', mark: { icon: 'mail' } },
  text: { label: 'Text', kind: 'phone', mark: { icon: 'message' } },
  call: { label: 'Call', kind: 'phone', mark: { icon: 'phone' } },
  facebook: { label: 'Facebook', kind: 'url', mark: { brand: 'facebook' } },
  whatsapp: { label: 'WhatsApp', kind: 'phone', mark: { brand: 'whatsapp' } },
  contact: { label: SAVE_CONTACT_LABEL, kind: 'none', mark: { icon: 'user' } },
  facetime: { label: 'FaceTime', kind: 'phone-or-email', mark: { icon: 'video' } },
  website: { label: 'Website', kind: 'url', mark: { icon: 'globe' } },
  linkedin: { label: 'LinkedIn', kind: 'url', mark: { brand: 'linkedin' } },
  instagram: { label: 'Instagram', kind: 'url', mark: { brand: 'instagram' } },
  twitter: { label: 'X (Twitter)', kind: 'url', mark: { brand: 'x' } },
  youtube: { label: 'YouTube', kind: 'url', mark: { brand: 'youtube' } },
  tiktok: { label: 'TikTok', kind: 'url', mark: { brand: 'tiktok' } },
  snapchat: { label: 'Snapchat', kind: 'url', mark: { brand: 'snapchat' } },
};

export const channelLabel = (channel: CardChannel): string => CHANNELS[channel].label;
export const channelMark = (channel: CardChannel): ChannelLook['mark'] => CHANNELS[channel].mark;

const withScheme = (value: string) => (/^https?:\/\//i.test(value) ? value : `https://${value}`);

/** Why `value` is no good for `channel` (spec §5 e-mail, phone and URL rules), or null. */
export function channelValueError(channel: CardChannel, value: string): string | null {
  const kind = CHANNELS[channel].kind;
  const trimmed = value.trim();
  if (kind === 'none') return null;
  if (!trimmed) return `The ${CHANNELS[channel].label} field is required.`;
  if (kind === 'email') return isValidEmail(trimmed) ? null : 'E-mail format is invalid.';
  if (kind === 'phone') return normalizePhone(trimmed) ? null : 'Phone number is invalid.';
  if (kind === 'phone-or-email') return normalizePhone(trimmed) || isValidEmail(trimmed) ? null : 'Enter a phone number or an e-mail address.';
  return isValidUrl(withScheme(trimmed)) ? null : 'URL format is invalid.';
}

/**
 * Where tapping a channel goes: mailto:, sms:, tel:, wa.me, facetime:, a web address, or (the
 * "contact" channel) the card's vCard. Only for a value `channelValueError` accepts.
 */
export function channelHref(channel: CardChannel, value: string, card: { vcardUrl: string }): string {
  const trimmed = value.trim();
  switch (CHANNELS[channel].kind) {
    case 'none':
      return card.vcardUrl;
    case 'email':
      return `mailto:${trimmed}`;
    case 'phone': {
      const phone = normalizePhone(trimmed) ?? trimmed;
      if (channel === 'whatsapp') return `https://wa.me/${phone.replace(/\D/g, '')}`;
      return `${channel === 'text' ? 'sms' : 'tel'}:${phone}`;
    }
    case 'phone-or-email':
      return `facetime:${normalizePhone(trimmed) ?? trimmed}`;
    case 'url':
      return withScheme(trimmed);
  }
}

/** One entry of a card's IconList: a channel, its value, and an optional label shown instead of the channel's. */
export const cardChannelSchema = z
  .object({
    type: z.enum(CARD_CHANNELS, { error: 'Choose one of the contact channels.' }),
    value: z.string().trim().max(2048, 'At most 2048 characters.').default(''),
    label: z.string().trim().max(60, 'At most 60 characters.').default(''),
  })
  .superRefine((entry, context) => {
    const error = channelValueError(entry.type, entry.value);
    if (error) context.addIssue({ code: 'custom', path: ['value'], message: error });
  });
export type CardChannelEntry = z.infer<typeof cardChannelSchema>;
