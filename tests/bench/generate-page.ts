import { createElementNode, createRowNode, createSectionNode, type PageDocument } from '@tessera/core';
import { standaloneElements } from '@tessera/plugins';

/**
 * The manifest's static text elements, the bulk of a real landing page: what the designer and
 * save benches fill pages with (an outside text element is measured too).
 */
export const LANDING_PAGE_KEYS: readonly string[] = standaloneElements.filter((element) => element.category === 'text' && !element.island).map((element) => element.id);

/** A page of `count` elements laid out as sections of rows with three columns, as a long landing page would be. */
export function generatePage(count: number, elementKeys: readonly string[]): PageDocument {
  const sections = [];
  let made = 0;
  while (made < count) {
    const row = createRowNode([33.33, 33.33, 33.34]);
    for (const column of row.columns) {
      for (let i = 0; i < 4 && made < count; i++, made++) {
        const key = elementKeys[made % elementKeys.length]!;
        column.elements.push(createElementNode(key, key === 'headline' ? { text: `Headline number ${made}`, tag: made % 3 === 0 ? 'h2' : 'h3' } : {}));
      }
    }
    sections.push(createSectionNode('section', [row]));
  }
  return { schemaVersion: 1, sections };
}
