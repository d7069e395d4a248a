import { describe, expect, it } from 'vitest';
import { wordsInMain } from './design-words.ts';

const page = (main: string) => `<!doctype html><html><head><title>Not counted here</title><style>.a{}</style></head><body><main class="ts-page">${main}</main></body></html>`;

describe('wordsInMain', () => {
  it('counts the words of the main content only, blocks and line breaks parting words', () => {
    expect(wordsInMain(page('<h2>Three little words</h2><p>and<br/>four <b>more</b> here</p>'))).toBe(7);
  });

  it('reads entities as the visitor sees them and skips punctuation, scripts and styles', () => {
    expect(wordsInMain(page('<p>Crumb &amp; Co don&#x27;t&nbsp;bake — ever</p><script>var a = "not words";</script><style>.b{color:red}</style>'))).toBe(5);
  });

  it('finds the main content whatever else its tag carries', () => {
    expect(wordsInMain('<body><header>Site name</header><main id="content" class="ts-page" tabindex="-1"><p>Two words</p></main><footer>Legal</footer></body>')).toBe(2);
  });

  it('answers 0 for a page without main content', () => {
    expect(wordsInMain('<html><body><p>Outside</p></body></html>')).toBe(0);
  });
});
