import { cardLeadFormSchema, type Card, type CardLeadForm, type CreateCardBody } from '@tessera/core';
import { cardContentSchema, type CardChannel, type CardContent, type CardTheme } from '@tessera/sdk';
import { rowKey } from '../../../../ui/reorder/row-key.ts';

/** A channel row of the builder: its entry and a key that follows it while it is dragged. */
export interface ChannelDraft {
  key: string;
  type: CardChannel;
  value: string;
  label: string;
}

/** What the card builder edits; saved as one PUT (or POST for a new card). */
export interface CardDraft {
  design: string;
  theme: CardTheme;
  content: Omit<CardContent, 'channels'>;
  channels: ChannelDraft[];
  options: Record<string, unknown>;
  custom_url: string;
  redirect: string;
  show_lead_form: boolean;
  lead_form: CardLeadForm;
}

export const newChannel = (type: CardChannel): ChannelDraft => ({ key: rowKey(), type, value: '', label: '' });

/** A stored card, or the defaults of a new one (the SDK's content defaults, design1, violet). */
export function toCardDraft(card?: Card): CardDraft {
  const { channels, ...content } = cardContentSchema.parse(card?.content ?? {});
  return {
    design: card?.design ?? 'design1',
    theme: card?.theme ?? 'violet',
    content,
    channels: channels.map((channel) => ({ key: rowKey(), ...channel })),
    options: card?.options ?? {},
    custom_url: card?.custom_url ?? '',
    redirect: card?.redirect ?? '',
    show_lead_form: card?.show_lead_form ?? false,
    lead_form: card?.lead_form ?? cardLeadFormSchema.parse({}),
  };
}

/** The content the designs draw, channels in the builder's order. */
export const draftContent = (draft: CardDraft): CardContent => ({ ...draft.content, channels: draft.channels.map(({ type, value, label }) => ({ type, value, label })) });

/** The body of the save; a new card without an address gets one made from its name. */
export function toCardBody(draft: CardDraft): CreateCardBody {
  return {
    design: draft.design,
    theme: draft.theme,
    content: draftContent(draft),
    options: draft.options,
    ...(draft.custom_url.trim() ? { custom_url: draft.custom_url } : {}),
    redirect: draft.redirect,
    show_lead_form: draft.show_lead_form,
    lead_form: draft.lead_form,
  } as CreateCardBody;
}
