import type { CardTheme } from '../card-design-definition.ts';
import { readableOn } from '../render/contrast.ts';

/** A theme's colours: `accent` behind buttons and headers, `soft` behind the card's body. */
export interface CardPalette {
  accent: string;
  /** Text and icons drawn on the accent: black or white, whichever reads better. */
  onAccent: string;
  soft: string;
  text: string;
}

const ACCENTS: Record<CardTheme, { accent: string; soft: string }> = {
  violet: { accent: '#6d28d9', soft: '#f5f3ff' },
  denim: { accent: '#1e40af', soft: '#eff6ff' },
  sky: { accent: '#0369a1', soft: '#f0f9ff' },
  beach: { accent: '#0f766e', soft: '#f0fdfa' },
  thyme: { accent: '#3f6212', soft: '#f7fee7' },
  banana: { accent: '#facc15', soft: '#fefce8' },
  tangerine: { accent: '#c2410c', soft: '#fff7ed' },
  tomato: { accent: '#b91c1c', soft: '#fef2f2' },
  doughnut: { accent: '#be185d', soft: '#fdf2f8' },
  gravel: { accent: '#374151', soft: '#f9fafb' },
};

/** The colours of `theme` (spec §3's ten), each readable on the others. */
export function cardPalette(theme: CardTheme): CardPalette {
  const { accent, soft } = ACCENTS[theme];
  return { accent, onAccent: readableOn(accent, '#ffffff'), soft, text: '#111827' };
}

