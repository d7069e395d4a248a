// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { tidyHtml } from './rich-text-html.ts';

describe('tidyHtml', () => {
  it('drops Lexical’s classes, pre-wrap styles, text direction and list numbers', () => {
    expect(tidyHtml('<p class="x" dir="ltr"><span style="white-space: pre-wrap;">Hi</span></p><ol><li value="1">One</li></ol>')).toBe(
      '<p>Hi</p><ol><li>One</li></ol>',
    );
  });

  it('keeps the styles the toolbar sets and unwraps the e-mail client wrappers', () => {
    expect(tidyHtml('<p style="text-align: right;"><b><strong class="b" style="white-space: pre-wrap;">Bold</strong></b> <span style="color: red; white-space: pre-wrap;">red</span></p>')).toBe(
      '<p style="text-align: right;"><strong>Bold</strong> <span style="color: red;">red</span></p>',
    );
    expect(tidyHtml('<i><em>a</em></i><u><span class="rich-text-underline">b</span></u>')).toBe('<em>a</em><u>b</u>');
  });

  it('leaves a <b> that holds more than the strong text', () => {
    expect(tidyHtml('<b><strong>a</strong>b</b>')).toBe('<b><strong>a</strong>b</b>');
  });
});
