import { elements } from '@tessera/plugins';
import { isElementIconName } from '@tessera/sdk';
import { describe, expect, it } from 'vitest';
import { installedElements } from './installed-elements.ts';

describe('installed elements', () => {
  it('are the manifest’s, apps’ included, in its order, each loading on demand as the manifest installs it', async () => {
    expect(installedElements.summaries().map(({ id }) => id)).toEqual(elements.map(({ id }) => id));
    await installedElements.load(installedElements.pendingIds());
    expect(installedElements.complete).toBe(true);
    for (const definition of elements) {
      const loaded = installedElements.get(definition.id);
      expect(loaded?.version, definition.id).toBe(definition.version);
      expect(loaded?.Render, definition.id).toBe(definition.Render);
      // An app's element is premium when its app is, and names its app, before and after it loads.
      expect(installedElements.summary(definition.id)?.premium, definition.id).toBe(definition.premium);
      expect(installedElements.summary(definition.id)?.app, definition.id).toEqual(definition.app);
      expect(loaded?.premium, definition.id).toBe(definition.premium);
      expect(loaded?.app, definition.id).toEqual(definition.app);
    }
  });

  it('each name a Lucide icon the palette draws, so none falls back to a letter', () => {
    const withoutIcon = installedElements
      .summaries()
      .filter((summary) => summary.icon === undefined || !isElementIconName(summary.icon))
      .map((summary) => `${summary.id} (${summary.icon ?? 'none'})`);
    expect(withoutIcon).toEqual([]);
  });
});
