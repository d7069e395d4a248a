import { cardContentSchema } from '@tessera/sdk';
import { cardLinkHrefs, drawCard } from '@tessera/sdk/testing';
import { describe, expect, it } from 'vitest';
import { cardDesigns } from '../manifest.ts';

/** What every installed card design must do, whatever it looks like. */
describe.each(cardDesigns.map((design) => [design.id, design] as const))('card design %s', (id, design) => {
  it('has options that all have defaults, and CSS scoped by its id', () => {
    expect(design.schema.safeParse({}).success).toBe(true);
    expect(design.css).toContain(`.ts-${id}`);
  });

  it("shows the person's details and a tap-to-act link per channel, in the card's order", () => {
    const html = drawCard(design);
    for (const text of ['Ann Baker', 'Head baker', 'Corner Bakery', 'src="/uploads/ann.jpg"', 'alt="Ann Baker"']) expect(html).toContain(text);
    expect(cardLinkHrefs(html).slice(0, 5)).toEqual(['mailto:ann@example.test', 'tel:+12133734253', 'https://wa.me/12133734253', 'https://instagram.com/cornerbakery', '/card/ann/vcard']);
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
    expect(html).not.toContain('<script');
  });

  it('saves the contact through the vCard, says who powers it, and both can be turned off', () => {
    const html = drawCard(design, {}, 'gravel');
    expect(html).toContain('href="/card/ann/vcard"');
    expect(html).toContain('Save Contact');
    expect(html).toContain('Powered by Acme Sites');
    const quiet = drawCard(design, {}, 'gravel', cardContentSchema.parse({ name: 'Ann', button: { show: false }, powered_by: false }));
    expect(quiet).not.toContain('Save Contact');
    expect(quiet).not.toContain('Powered by');
    expect(quiet).not.toContain('<ul');
  });

  it('aligns the card as its settings say', () => {
    expect(drawCard(design, {}, 'sky', cardContentSchema.parse({ name: 'Ann', align: 'left' }))).toContain('text-align:left');
  });
});

describe('the installed card designs', () => {
  // An outside design installed beside them must not fail this: the spec's four are among the installed ones.
  it('hold the four of the spec, Elegant the premium one', () => {
    expect(cardDesigns.map((design) => [design.id, design.label, design.premium])).toEqual(
      expect.arrayContaining([
        ['design1', 'Modern', false],
        ['design2', 'Classic', false],
        ['design3', 'Sleek', false],
        ['design4', 'Elegant', true],
      ]),
    );
  });
});
