import { drawCard } from '@tessera/sdk/testing';
import { describe, expect, it } from 'vitest';
import design from './index.ts';

/** What Sleek draws its own way (what every design must do is in ../card-designs.test.tsx). */
describe('Sleek', () => {
  it('draws the card in the theme colour with readable text, channels as named pills or icons only', () => {
    expect(drawCard(design, {}, 'banana')).toContain('background:#facc15;color:#000000');
    expect(drawCard(design, {}, 'tomato')).toContain('background:#b91c1c;color:#ffffff');
    expect(drawCard(design, {}, 'sky')).toContain('ts-design3__pills');
    expect(drawCard(design, { channelNames: false }, 'sky')).toContain('ts-design3__icons');
    expect(drawCard(design, { channelNames: false }, 'sky')).toContain('aria-label="Call"');
  });
});
