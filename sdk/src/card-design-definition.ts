import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { CardContent } from './cards/card-content.ts';
import type { CardPalette } from './cards/card-themes.ts';

/** The colour themes a card can take (spec §3). */
export const CARD_THEMES = ['violet', 'denim', 'sky', 'beach', 'thyme', 'banana', 'tangerine', 'tomato', 'doughnut', 'gravel'] as const;
export type CardTheme = (typeof CARD_THEMES)[number];

/** Addresses a card design links to, given by the page that draws the card. */
export interface CardLinks {
  /** Save Contact: the card's vCard. */
  vcardUrl: string;
  /** Name of the platform for the "Powered by" line (the white-label's). */
  platformName: string;
}

export interface CardRenderProps<Options> {
  card: CardContent;
  theme: CardTheme;
  palette: CardPalette;
  /** The design's own options (its schema's output). */
  options: Options;
  links: CardLinks;
}

/** What a card design's own panel in the card builder is given. */
export interface CardDesignPanelProps<Options> {
  /** The card's options for this design (its schema's output). */
  options: Options;
  /** The server's messages for the options, by option key ("showBio"). */
  errors: Readonly<Record<string, readonly string[]>>;
  onChange(options: Options): void;
}

/**
 * A digital business card design (Modern, Classic, Sleek, Elegant…): how a card's content is
 * drawn, server-side, without JavaScript. The builder lists the installed designs; a premium
 * one is usable only by agencies whose plan grants it, like a premium element.
 */
export interface CardDesignDefinition<Options = Record<string, unknown>> {
  /** The stored design id, e.g. "design1". */
  id: string;
  version: string;
  label: string;
  premium: boolean;
  /** The design's own options, every field with a default so `schema.parse({})` is valid. */
  schema: z.ZodType<Options>;
  Render: ComponentType<CardRenderProps<Options>>;
  /**
   * The design's options in the card builder, loaded when the design is chosen. Without one the
   * builder offers the schema's on/off options as boxes named from their keys.
   */
  Panel?: () => Promise<{ default: ComponentType<CardDesignPanelProps<Options>> }>;
  /** CSS of the design, once per page; class names prefixed with the design id. */
  css: string;
  /**
   * The font of the card's text (a CSS font-family). The lead form under the card and the page
   * a visitor sees after sending it are set in it too; `CARD_DEFAULT_FONT` when left out.
   */
  font?: string;
}

/** A design's font when it names none. */
export const CARD_DEFAULT_FONT = 'system-ui, sans-serif';

/** The font a design's card, lead form and thank-you page are set in. */
export const cardFont = (design: Pick<CardDesignDefinition<unknown>, 'font'>): string => design.font ?? CARD_DEFAULT_FONT;

// A registry holds designs with many different option types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCardDesign = CardDesignDefinition<any>;

/** Declares a card design; mistakes surface at import, with the design's id in the message. */
export function defineCardDesign<Options>(definition: CardDesignDefinition<Options>): CardDesignDefinition<Options> {
  const fail = (problem: string) => {
    throw new Error(`Card design "${definition.id}": ${problem}`);
  };
  if (!/^[a-z][a-z0-9-]*$/.test(definition.id)) fail('id must be lower-case letters, digits and hyphens');
  if (!definition.label.trim()) fail('label is required');
  if (!definition.schema.safeParse({}).success) fail('schema.parse({}) must succeed: give every option a default');
  return definition;
}
