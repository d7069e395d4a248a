import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import faq from './index.ts';

const items = [
  { question: 'Is it <free>?', answer: '<p>Yes, <strong>always</strong>.</p><script>alert(1)</script>' },
  { question: 'Who is it for?', answer: '<p>Everyone.</p>' },
];

describe('faq element', () => {
  it('starts with three questions, the first one open, one open at a time', () => {
    expect(defaultProps(faq)).toMatchObject({ icon: 'plus', openFirst: true, allowMultiple: false, fontFamily: '', questionColor: '', questionFontSize: 18, answerFontSize: 16 });
    expect(defaultProps(faq).items).toHaveLength(3);
  });

  it('renders each question as a <details> disclosure that works without JavaScript', () => {
    const html = renderElement(faq, { items }, { id: 'element-4' });
    expect(html.match(/<details class="ts-faq__item" name="element-4-faq"/g)).toHaveLength(2);
    expect(html).toContain('<details class="ts-faq__item" name="element-4-faq" open=""');
    expect(html.match(/ open=""/g)).toHaveLength(1);
    expect(html).toContain('<summary class="ts-faq__question" aria-controls="element-4-answer-0"');
    expect(html).toContain('<span>Is it &lt;free&gt;?</span>');
    expect(html).toContain('<div id="element-4-answer-0" class="ts-faq__answer">');
    expect(html).toContain('><p>Yes, <strong>always</strong>.</p></div></div></details>');
    expect(html).not.toContain('script');
    // aria-expanded would go stale as the visitor toggles without JavaScript; the island adds it.
    expect(html).not.toContain('aria-expanded');
  });

  it('on the canvas shows every answer and marks each question and answer for editing in place; the published page carries no marks', () => {
    const canvas = renderElement(faq, { items, openFirst: false }, { id: 'element-4', mode: 'canvas' });
    expect(canvas).not.toContain('<details');
    expect(canvas).not.toContain('<summary');
    expect(canvas.match(/class="ts-faq__answer-body"/g)).toHaveLength(2);
    expect(canvas).toContain('<span data-ts-text="items.1.question">Who is it for?</span>');
    expect(canvas).toContain('data-ts-text="items.0.answer"');
    expect(renderElement(faq, { items }, { id: 'element-4' })).not.toContain('data-ts-text');
  });

  it('lets several answers open, starts all closed, and applies its colours, fonts and icon', () => {
    const html = renderElement(faq, {
      items,
      allowMultiple: true,
      openFirst: false,
      icon: 'chevron',
      questionColor: '#111111',
      answerColor: '#222222',
      borderColor: '#333333',
      fontFamily: 'Lora',
      questionFontSize: 20,
      answerFontSize: 15,
    });
    expect(html).not.toContain('name=');
    expect(html).not.toContain('open=""');
    expect(html).toContain('data-icon="chevron"');
    expect(html).toContain('border-top:1px solid #333333');
    expect(html).toContain('border-bottom:1px solid #333333');
    expect(html).toContain('color:#111111;font-size:20px');
    expect(html).toContain('color:#222222;font-size:15px');
    expect(html).toContain('font-family:&quot;Lora&quot;, Georgia, serif');
    expect(html).toContain('<path d="m6 9 6 6 6-6"'); // Lucide chevron-down
  });

  it('gives the island only what it needs', () => {
    expect(faq.island).toBe('@tessera/element-faq/island');
    expect(faq.islandProps!(faq.props.parse({ items }))).toEqual({ allowMultiple: false });
    expect(faq.baseCss).toContain('.ts-faq__question::-webkit-details-marker{display:none}');
  });

  it('refuses empty questions, an empty list and unknown icons', () => {
    const result = checkProps(faq, { items: [{ question: '', answer: '' }], icon: 'arrow' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['icon', 'items.0.question']);
    const empty = checkProps(faq, { items: [] });
    expect(empty.ok).toBe(false);
  });

  it('has a panel with the questions, their answers and the options', async () => {
    const Panel = await loadPanel(faq);
    const html = renderToStaticMarkup(<Panel id="element-1" props={faq.props.parse({ items })} onChange={() => {}} />);
    expect(html).toContain('value="Is it &lt;free&gt;?"');
    expect(html).toContain('>Yes, always.</textarea>');
    for (const label of ['Add question', 'Open the first answer', 'Allow several open answers', 'Question colour', 'Answer colour', 'Divider colour', 'Question font size'])
      expect(html).toContain(label);
  });
});
