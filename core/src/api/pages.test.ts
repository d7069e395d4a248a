import { describe, expect, it } from 'vitest';
import { createElementNode, createRowNode, createSectionNode } from '../document/node-factories.ts';
import { pageDocumentSchema } from '../document/page-document.ts';
import { pageWithDesignSchema, pageWithServerDesignSchema } from './pages.ts';

const page = { id: 1, landing_id: 2, name: 'Home', unique_name: 'home', title: '', description: '', is_home: true, version: 3, published_version: null, published_at: null, updated_at: '2026-11-30T00:00:00.000Z', updated_by_name: null };

function design() {
  const row = createRowNode([100]);
  row.columns[0]!.elements.push(createElementNode('paragraph', { text: '<p>Fresh bread</p>' }));
  return pageDocumentSchema.parse({ schemaVersion: 1, sections: [createSectionNode('section', [row])], popups: [] });
}

describe('a page as the server sends it', () => {
  it('reads a design the server parsed exactly as the full schema does', () => {
    const sent = JSON.parse(JSON.stringify({ ...page, design: design() })) as unknown;
    expect(pageWithServerDesignSchema.parse(sent)).toEqual(pageWithDesignSchema.parse(sent));
  });

  it('refuses what is not a page design, and a page without its fields', () => {
    for (const broken of [null, [], { sections: [] }, { schemaVersion: 1, sections: {} }, { schemaVersion: 1, sections: [{ rows: [] }] }, { schemaVersion: 1, sections: [], popups: [{ id: 'popup-a' }] }]) {
      expect(pageWithServerDesignSchema.safeParse({ ...page, design: broken }).success, JSON.stringify(broken)).toBe(false);
    }
    expect(pageWithServerDesignSchema.safeParse({ design: design() }).success).toBe(false);
  });
});
