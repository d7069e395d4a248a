import { renderToStaticMarkup } from 'react-dom/server';
import type { AnyCardDesign, CardLinks, CardTheme } from '../card-design-definition.ts';
import { cardContentSchema, type CardContent } from '../cards/card-content.ts';
import { cardPalette } from '../cards/card-themes.ts';

/** A card with every kind of detail and one channel of each kind of link, for design tests. */
export const SAMPLE_CARD: CardContent = cardContentSchema.parse({
  name: 'Ann Baker',
  title: 'Head baker',
  company: 'Corner Bakery',
  bio: 'Bakes bread before dawn.',
  photo: '/uploads/ann.jpg',
  channels: [
    { type: 'email', value: 'ann@example.test' },
    { type: 'call', value: '+1 213 373 4253' },
    { type: 'whatsapp', value: '+1 213 373 4253' },
    { type: 'instagram', value: 'instagram.com/cornerbakery', label: 'Our bakes' },
    { type: 'contact' },
  ],
});

export const SAMPLE_CARD_LINKS: CardLinks = { vcardUrl: '/card/ann/vcard', platformName: 'Acme Sites' };

/** A card design's HTML as the public card page draws it: `options` through the design's schema, the theme's palette. */
export function drawCard(design: AnyCardDesign, options: Record<string, unknown> = {}, theme: CardTheme = 'violet', card: CardContent = SAMPLE_CARD): string {
  const Render = design.Render;
  return renderToStaticMarkup(<Render card={card} theme={theme} palette={cardPalette(theme)} options={design.schema.parse(options)} links={SAMPLE_CARD_LINKS} />);
}

/** The addresses the card's links go to, in order (React's image preloads left out). */
export const cardLinkHrefs = (html: string): string[] => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]!);
