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

describe('design3 sleek', () => {
  it('is design3, free, with options that all have defaults', () => {
    expect(design).toMatchObject({ id: 'design3', premium: false });
    expect(design.schema.safeParse({}).success).toBe(true);
    expect(design.css).toContain('.ts-design3');
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

  it('draws the card in the theme colour with readable text, channels as named pills or icons only', () => {
    expect(draw({}, 'banana')).toContain('background:#facc15;color:#000000');
    expect(draw({}, 'tomato')).toContain('background:#b91c1c;color:#ffffff');
    expect(draw({}, 'sky')).toContain('ts-design3__pills');
    expect(draw({ channelNames: false }, 'sky')).toContain('ts-design3__icons');
    expect(draw({ channelNames: false }, 'sky')).toContain('aria-label="Call"');
  });
});
