import { createColumnNode, createElementNode, createRowNode, createSectionNode, CURRENT_SCHEMA_VERSION, type PageDocument, type SectionNode } from '@tessera/core';
import type { BlogPostCopy, PageCopy, SiteCopy } from '../../services/ai-text.ts';

/** Turns AI copy into page designs built of the text elements; the plugins' schemas fill in every other prop. */

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const paragraph = (text: string) => createElementNode('paragraph', { content: `<p>${escapeHtml(text)}</p>` });
const headline = (text: string, tag: 'h1' | 'h2' | 'h3') => createElementNode('headline', { text, tag });

function section(elements: ReturnType<typeof createElementNode>[]): SectionNode {
  const row = createRowNode([100]);
  row.columns = [createColumnNode(100, elements)];
  return createSectionNode('section', [row]);
}

export function pageCopyDesign(copy: PageCopy): PageDocument {
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    sections: [
      section([headline(copy.headline, 'h1'), paragraph(copy.intro)]),
      ...copy.sections.map((part) => section([headline(part.heading, 'h2'), paragraph(part.text)])),
    ],
  };
}

/**
 * An AI-written blog post's design: its sections only. The post's page shows its title (as the
 * page's h1) and its excerpt above the design, so the design does not repeat them.
 */
export function blogPostDesign(copy: Pick<BlogPostCopy, 'sections'>): PageDocument {
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    sections: copy.sections.map((part) => section([headline(part.heading, 'h2'), paragraph(part.text)])),
  };
}

/** The home page of an AI-written site; `contactRef` is the page its button leads to. */
export function siteHomeDesign(copy: SiteCopy, contactRef: number): PageDocument {
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    sections: [
      section([
        headline(copy.tagline, 'h1'),
        paragraph(copy.intro),
        createElementNode('button', { button: { Text: copy.call_to_action, PageId: contactRef } }),
      ]),
      section([headline('What we offer', 'h2'), ...copy.services.flatMap((service) => [headline(service.title, 'h3'), paragraph(service.text)])]),
      section([headline('About us', 'h2'), paragraph(copy.about)]),
    ],
  };
}

export function siteContactDesign(businessName: string): PageDocument {
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    sections: [section([headline(`Contact ${businessName}`, 'h1'), createElementNode('form', {})])],
  };
}
