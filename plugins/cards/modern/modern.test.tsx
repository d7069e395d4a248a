import { cardContentSchema, cardPalette, type CardTheme } from '@tessera/sdk';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import design from './index.ts';

const card = cardContentSchema.parse({
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
const links = { vcardUrl: '/card/ann/vcard', platformName: 'Acme Sites' };
const draw = (options: Record<string, unknown>, theme: CardTheme, content = card) =>
  renderToStaticMarkup(<design.Render card={content} theme={theme} palette={cardPalette(theme)} options={design.schema.parse(options)} links={links} />);

describe('design1 modern', () => {
  it('is design1, free, with options that all have defaults', () => {
    expect(design).toMatchObject({ id: 'design1', premium: false });
    expect(design.schema.safeParse({}).success).toBe(true);
    expect(design.css).toContain('.ts-design1');
  });

  it("shows the person's details and a tap-to-act link per channel, in the card's order", () => {
    const html = draw({}, 'violet');
    for (const text of ['Ann Baker', 'Head baker', 'Corner Bakery', 'src="/uploads/ann.jpg"', 'alt="Ann Baker"']) expect(html).toContain(text);
    const hrefs = [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs.slice(0, 5)).toEqual(['mailto:ann@example.test', 'tel:+12133734253', 'https://wa.me/12133734253', 'https://instagram.com/cornerbakery', '/card/ann/vcard']);
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
  });

  it('saves the contact through the vCard, says who powers it, and both can be turned off', () => {
    expect(draw({}, 'gravel')).toContain('href="/card/ann/vcard"');
    expect(draw({}, 'gravel')).toContain('Save contact');
    expect(draw({}, 'gravel')).toContain('Powered by Acme Sites');
    const quiet = cardContentSchema.parse({ name: 'Ann', button: { show: false }, powered_by: false });
    const html = draw({}, 'gravel', quiet);
    expect(html).not.toContain('Save contact');
    expect(html).not.toContain('Powered by');
    expect(html).not.toContain('<ul');
  });

  it('aligns the card as its settings say', () => {
    expect(draw({}, 'sky', cardContentSchema.parse({ name: 'Ann', align: 'left' }))).toContain('text-align:left');
  });

  it('draws the photo as a circle unless asked for a rounded square, and the channels as icon buttons named for screen readers', () => {
    expect(draw({}, 'violet')).toContain('ts-design1__photo ts-design1__photo--round');
    expect(draw({ roundPhoto: false }, 'violet')).not.toContain('ts-design1__photo--round');
    expect(draw({}, 'violet')).toContain('aria-label="E-mail"');
    expect(draw({}, 'violet')).toContain('background:#6d28d9');
  });
});
