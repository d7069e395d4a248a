import type { FieldErrors } from '@tessera/core';
import { channelLabel } from '@tessera/sdk';
import type { FieldProblem } from '../../../../ui/ErrorSummary.tsx';
import type { ChannelDraft } from './card-draft.ts';

/** The builder's fields by the names the API gives their errors (§8: 422 `{errors: {field: [message]}}`): the control's id and its label. */
const FIELDS: Record<string, [id: string, label: string]> = {
  design: ['card-design', 'Design'],
  theme: ['card-theme', 'Colour theme'],
  'content.photo': ['card-photo', 'Photo'],
  'content.cover': ['card-cover', 'Cover'],
  'content.name': ['card-name', 'Name'],
  'content.title': ['card-title', 'Job title'],
  'content.company': ['card-company', 'Company'],
  'content.bio': ['card-bio', 'Bio'],
  'content.channels': ['card-add-channel', 'Contact channels'],
  'content.button.label': ['card-button', 'Button text'],
  custom_url: ['card-url', 'Custom url'],
  redirect: ['card-redirect', 'Redirect'],
  'lead_form.title': ['card-lead-title', 'Form title'],
  'lead_form.button': ['card-lead-button', 'Button'],
  'lead_form.consent': ['card-lead-consent', 'Consent box'],
  'lead_form.disclaimer': ['card-lead-disclaimer', 'Note under the button'],
  'lead_form.fields': ['card-lead-fields', 'Fields the form asks for'],
};

/** Errors that belong to the whole card (the card limit), told beside the button rather than at a field. */
export const CARD_ERROR_KEYS = ['card'];

const CHANNEL = /^content\.channels\.(\d+)(?:\.(\w+))?$/;

/** Where a channel's error goes: its label field for the label, else its value (or, for Contact, which has none, its label). */
function channelField(channels: readonly ChannelDraft[], index: number, part: string | undefined): [id: string, label: string] {
  const channel = channels[index];
  if (!channel) return FIELDS['content.channels']!;
  const name = channelLabel(channel.type);
  const id = `card-channel-${channel.key}`;
  if (part === 'label' || channel.type === 'contact') return [`${id}-label`, `Label of ${name}`];
  return [`${id}-value`, name];
}

function fieldOf(key: string, channels: readonly ChannelDraft[]): [id: string | undefined, label: string] {
  const channel = CHANNEL.exec(key);
  if (channel) return channelField(channels, Number(channel[1]), channel[2]);
  if (key.startsWith('options.')) return ['card-options', 'Design options'];
  return FIELDS[key] ?? [undefined, key];
}

/** The card's refused fields with their controls, in the builder's order from top to bottom. */
export function cardProblems(errors: FieldErrors, channels: readonly ChannelDraft[]): FieldProblem[] {
  const order = Object.keys(FIELDS);
  const rank = (key: string) => {
    const channel = CHANNEL.exec(key);
    // A design's options sit under the theme's swatches.
    const section = order.findIndex((field) => key === field || key.startsWith(`${field}.`) || (key.startsWith('options.') && field === 'theme'));
    return [section === -1 ? order.length : section, channel ? Number(channel[1]) : 0, key.endsWith('.label') ? 1 : 0];
  };
  const before = (a: string, b: string) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
  };
  return Object.entries(errors)
    .filter(([key, messages]) => !CARD_ERROR_KEYS.includes(key) && messages.length > 0)
    .sort(([a], [b]) => before(a, b))
    .map(([key, messages]) => {
      const [id, label] = fieldOf(key, channels);
      return { key, label, message: messages[0]!, id };
    });
}
