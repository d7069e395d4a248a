import { drawCard } from '@tessera/sdk/testing';
import { describe, expect, it } from 'vitest';
import design from './index.ts';

/** What Elegant draws its own way (what every design must do is in ../card-designs.test.tsx). */
describe('Elegant', () => {
  it('draws thin rules in the theme colour unless asked not to', () => {
    expect(drawCard(design, {}, 'thyme')).toContain('border-color:#3f6212');
    expect(drawCard(design, { rules: false }, 'thyme')).not.toContain('ts-design4__rule');
  });
});
