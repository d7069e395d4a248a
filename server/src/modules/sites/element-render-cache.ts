import { LruCache } from '@tessera/core';
import type { SiteContextValue } from '@tessera/sdk';
import { renderPublishedElements, type ElementToRender, type RenderedElement } from './published-element.tsx';

/** About 20 MB of a few thousand pages' elements at most: enough for re-publishing the sites being worked on. */
const LIMITS = { maxEntries: 20_000, maxWeight: 24_000_000 };

/**
 * Rendered elements by everything their render reads: the plugin and its version, the element
 * node as stored (id, props, style) and the site context (by `siteFingerprint`), so a page
 * published again renders only the elements that changed. Without a site fingerprint, and for
 * plugins whose Render reads more than that (`uncachedRender`), elements are rendered afresh.
 */
export function createElementRenderCache(limits = LIMITS) {
  const kept = new LruCache<RenderedElement>({ ...limits, weigh: (element, key) => key.length + element.html.length + element.css.length });
  return function renderElements(elements: readonly ElementToRender[], site: SiteContextValue, siteFingerprint: string | undefined): RenderedElement[] {
    // Designs are JSON (jsonb, or a request body), where equal serialisations mean equal content.
    const keys = elements.map(({ node, definition }) =>
      siteFingerprint === undefined || definition.uncachedRender ? undefined : `${definition.id}@${definition.version}\u0000${siteFingerprint}\u0000${JSON.stringify(node)}`,
    );
    const found = keys.map((key) => (key === undefined ? undefined : kept.get(key)));
    const missing = elements.filter((_, index) => !found[index]);
    if (missing.length === 0) return found as RenderedElement[];
    const fresh = renderPublishedElements(missing, site);
    let next = 0;
    return found.map((element, index) => {
      if (element) return element;
      const rendered = fresh[next++]!;
      // Failures are not kept, so every render of the page reports them.
      if (keys[index] !== undefined && !rendered.failure) kept.set(keys[index], rendered);
      return rendered;
    });
  };
}
