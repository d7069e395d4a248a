import { SOCIAL_NETWORKS, type LandingSettingsBody } from '@tessera/core';
import type { LandingDetail } from '../../../../api/website-settings-api.ts';

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

/** What the settings form edits; the meta image is its address only until the image picker arrives. */
export type SettingsForm = Omit<LandingSettingsBody, 'meta_image'> & { meta_image_url: string };

export function toSettingsForm(detail: LandingDetail): SettingsForm {
  const { meta_image, ...settings } = detail.settings;
  return { ...settings, title: detail.title, description: detail.description, meta_image_url: meta_image?.url ?? '' };
}

/** The PUT body; an unchanged meta image keeps its measured size so the server can keep checking 16:9. */
export function toSettingsBody({ meta_image_url, ...form }: SettingsForm, detail: LandingDetail): unknown {
  const url = meta_image_url.trim();
  const before = detail.settings.meta_image;
  const meta_image = url === '' ? null : before && before.url === url ? { url, width: before.width, height: before.height } : { url };
  return { ...form, meta_image };
}
