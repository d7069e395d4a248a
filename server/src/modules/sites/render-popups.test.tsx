import { createElementNode, createPopupNode, createRowNode, createSectionNode, type IdFactory, type PageDocument } from '@tessera/core';
import { elements } from '@tessera/plugins';
import { describe, expect, it } from 'vitest';
import { createElementRegistry } from '../../plugins/plugin-host.ts';
import { createPageRenderer } from './render-page.tsx';

/** The renderer answering only the page's HTML, as visitors get it. */
function htmlRenderer(...args: Parameters<typeof createPageRenderer>) {
  const render = createPageRenderer(...args);
  return (...page: Parameters<typeof render>) => render(...page).html;
}

function ids(): IdFactory {
  let n = 0;
  return (kind) => `${kind}-${++n}`;
}

/** A page with a button that opens a popup holding a headline; the popup opens by itself after 3 s too. */
function pageWithPopup(): PageDocument {
  const id = ids();
  const popup = createPopupNode([createRowNode([100], id)], id);
  popup.options = { ...popup.options, AutomaticTrigger: true, TriggerDelay: 3, CanvasPosition: 'center' };
  popup.style = { ...popup.style, ElementTitle: 'Newsletter' };
  popup.rows[0]!.columns[0]!.elements.push(createElementNode('headline', { text: 'Inside the popup', tag: 'h2' }, id));
  const section = createSectionNode('section', [createRowNode([100], id)], id);
  section.rows[0]!.columns[0]!.elements.push(createElementNode('button', { button: { ActionType: 'popup', PopupId: popup.id, Text: 'Open it' } }, id));
  return { schemaVersion: 1, sections: [section], popups: [popup], settings: { TextColor: '#333333', CustomCss: 'h2 { letter-spacing: 1px }' } };
}

const render = htmlRenderer(createElementRegistry(elements), { popups: 'popups.js?v=0123456789' });
const meta = { title: 'Popups', description: '' };

describe('popups on the published page', () => {
  it('renders each popup as a closed, labelled dialog with its rows, a close button and its trigger', () => {
    const html = render(pageWithPopup(), meta);
    expect(html).toMatch(/<dialog id="popup-\d+" class="ts-popup ts-popup--center ts-popup--fade" aria-label="Newsletter" data-popup="" data-popup-trigger="3">/);
    expect(html).toContain('<button type="button" class="ts-popup__close" aria-label="Close" data-popup-close="">×</button>');
    expect(html).toMatch(/<dialog[^>]*>.*<h2[^>]*>Inside the popup<\/h2>.*<\/dialog><\/main>/s);
    expect(html).toMatch(/data-popup-open="popup-\d+" aria-haspopup="dialog"/);
  });

  it('loads the popups island and the popup CSS only on a page with popups', () => {
    const html = render(pageWithPopup(), meta);
    expect(html).toContain('<script type="module" src="/_islands/popups.js?v=0123456789"></script>');
    expect(html).toContain('.ts-popup::backdrop');
    const plain = render({ schemaVersion: 1, sections: [] }, meta);
    expect(plain).not.toContain('<script');
    expect(plain).not.toContain('ts-popup');
  });

  it('applies the page settings and the custom CSS scoped to the page, last', () => {
    const html = render(pageWithPopup(), meta);
    expect(html).toMatch(/\.ts-page\{color:#333333\}\.ts-page h2\{letter-spacing:1px\}<\/style>/);
  });
});
