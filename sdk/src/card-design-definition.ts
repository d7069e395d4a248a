import type { ComponentType } from 'react';

/** The colour themes a card can take (spec §3). */
export const CARD_THEMES = ['violet', 'denim', 'sky', 'beach', 'thyme', 'banana', 'tangerine', 'tomato', 'doughnut', 'gravel'] as const;
export type CardTheme = (typeof CARD_THEMES)[number];

export interface CardRenderProps<Settings> {
  settings: Settings;
  theme: CardTheme;
}

/** A digital business card design (Modern, Classic, Sleek, Elegant…). */
export interface CardDesignDefinition<Settings = Record<string, unknown>> {
  /** The stored design id, e.g. "design1". */
  id: string;
  version: string;
  label: string;
  Render: ComponentType<CardRenderProps<Settings>>;
}

export function defineCardDesign<Settings>(definition: CardDesignDefinition<Settings>): CardDesignDefinition<Settings> {
  if (!definition.id || !definition.label) throw new Error(`Card design "${definition.id}": id and label are required`);
  return definition;
}
