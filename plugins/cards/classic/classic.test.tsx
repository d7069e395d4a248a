import { drawCard } from '@tessera/sdk/testing';
import { describe, expect, it } from 'vitest';
import design from './index.ts';

/** What Classic draws its own way (what every design must do is in ../card-designs.test.tsx). */
describe('Classic', () => {
  it('lists the channels with their names, and leaves the bio out when asked', () => {
    expect(drawCard(design, {}, 'denim')).toContain('<span>E-mail</span>');
    expect(drawCard(design, {}, 'denim')).toContain('Bakes bread');
    expect(drawCard(design, { showBio: false }, 'denim')).not.toContain('Bakes bread');
  });

  it('keeps the company readable on white in a light theme', () => {
    expect(drawCard(design, {}, 'banana')).toContain('color:#000000');
  });
});
