import { SOCIAL_NETWORKS, type LandingSettingsBody } from '@tessera/core';
import type { LandingDetail } from '../../../../api/website-settings-api.ts';
import type { PickedImage } from '../../../../designer/media/image-picker.ts';

export const OWNER_FIELDS = [
  { key: 'name', label: 'Owner name' },
  { key: 'title', label: 'Owner job title' },
  { key: 'email', label: 'Owner e-mail', type: 'email' },
  { key: 'phone', label: 'Owner phone', type: 'tel' },
] as const;

export const BUSINESS_FIELDS = [
  { key: 'name', label: 'Business name' },
  { key: 'email', label: 'Business e-mail', type: 'email' },
  { key: 'phone', label: 'Business phone', type: 'tel' },
  { key: 'address', label: 'Address' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'postal_code', label: 'Postal code' },
  { key: 'country', label: 'Country' },
] as const;

const SOCIAL_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  whatsapp: 'WhatsApp',
};

export const SOCIAL_FIELDS = SOCIAL_NETWORKS.map((key) => ({ key, label: SOCIAL_LABELS[key], type: 'url' }));

export const LEGAL_FIELDS = [
  { key: 'privacy', label: 'Privacy link label' },
  { key: 'privacy_url', label: 'Privacy policy address', type: 'url' },
  { key: 'service', label: 'Terms link label' },
  { key: 'service_url', label: 'Terms of service address', type: 'url' },
] as const;

/** What the settings form edits: the body itself, the meta image with its measured size when the picker knew it. */
export type SettingsForm = LandingSettingsBody;

export function toSettingsForm(detail: LandingDetail): SettingsForm {
  const { meta_image, ...settings } = detail.settings;
  const size = meta_image?.width && meta_image.height ? { width: meta_image.width, height: meta_image.height } : {};
  return { ...settings, title: detail.title, description: detail.description, meta_image: meta_image ? { url: meta_image.url, ...size } : null };
}

/** A picked image as the meta image: its size goes along so the server checks 16:9 too; an AI image's is not known (0). */
export function toMetaImage({ url, width, height }: PickedImage): SettingsForm['meta_image'] {
  return width > 0 && height > 0 ? { url, width, height } : { url };
}
