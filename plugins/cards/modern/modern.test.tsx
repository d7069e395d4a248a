import { drawCard } from '@tessera/sdk/testing';
import { describe, expect, it } from 'vitest';
import design from './index.ts';

/** What Modern draws its own way (what every design must do is in ../card-designs.test.tsx). */
describe('Modern', () => {
  it('draws the photo as a circle unless asked for a rounded square, and the channels as icon buttons named for screen readers', () => {
    expect(drawCard(design)).toContain('ts-design1__photo ts-design1__photo--round');
    expect(drawCard(design, { roundPhoto: false })).not.toContain('ts-design1__photo--round');
    expect(drawCard(design)).toContain('aria-label="E-mail"');
    expect(drawCard(design)).toContain('background:#6d28d9');
  });
});
