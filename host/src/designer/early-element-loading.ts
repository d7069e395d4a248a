import { lazyElements } from 'virtual:tessera/element-catalogue';

// An element node's type, as the design's JSON spells it; anything else matched only loads a plugin early.
const ELEMENT_KEY = /"key":"([a-z0-9-]+)"/g;

/**
 * Starts loading the plugins of the element types a page's design names as soon as its answer
 * arrives, while the app's own script still downloads and starts: the designer, which waits for
 * them before it shows the page, then finds them loaded or on their way. It reads the JSON as
 * text, so the app is the one that parses it. Settles once their loading has started (or there
 * was nothing to load), so what can wait asks for its turn after them.
 */
export function startLoadingElementsOf(answer: Promise<Response>): Promise<void> {
  return answer
    .then((response) => (response.ok ? response.clone().text() : ''))
    .then((text) => {
      const named = new Set(Array.from(text.matchAll(ELEMENT_KEY), (match) => match[1]));
      for (const entry of lazyElements) if (named.has(entry.id)) entry.load().catch(() => undefined);
    })
    .catch(() => undefined);
}
