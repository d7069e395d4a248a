import { isElementIconName } from '@tessera/sdk';
import { describe, expect, it } from 'vitest';
import { installedElements } from './installed-elements.ts';

describe('installed elements', () => {
  it('each name a Lucide icon the palette draws, so none falls back to a letter', () => {
    const withoutIcon = installedElements
      .list()
      .filter((definition) => definition.icon === undefined || !isElementIconName(definition.icon))
      .map((definition) => `${definition.id} (${definition.icon ?? 'none'})`);
    expect(withoutIcon).toEqual([]);
  });
});
