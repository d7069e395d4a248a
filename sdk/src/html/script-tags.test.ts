import { describe, expect, it } from 'vitest';
import { parseScriptTags, scriptTagsSchema } from './script-tags.ts';

describe('parseScriptTags', () => {
  it('keeps inline and external scripts, comments and blank lines aside, written anew', () => {
    const pasted = `<!-- Analytics -->
<SCRIPT async src='https://cdn.example.com/a.js?x=1&y=2' data-site="42"></SCRIPT>
<script>
  window.dataLayer = [];
</script >`;
    expect(parseScriptTags(pasted)).toEqual({
      ok: true,
      html: '<script async src="https://cdn.example.com/a.js?x=1&amp;y=2" data-site="42"></script>\n<script>\n  window.dataLayer = [];\n</script>',
    });
  });

  it('keeps JSON-LD and module scripts', () => {
    const result = parseScriptTags('<script type="application/ld+json">{"@type":"Organization"}</script><script type="module">import "x";</script>');
    expect(result.ok).toBe(true);
  });

  it.each([
    ['<p>Hello</p>', 'Only <script> tags go here; put other markup in the HTML field.'],
    ['<script>a()</script><img src=x onerror=alert(1)>', 'Only <script> tags go here; put other markup in the HTML field.'],
    ['<script onload="alert(1)" src="https://a.example/x.js"></script>', 'The attribute "onload" is not allowed on a script tag.'],
    ['<script src="http://a.example/x.js"></script>', 'A script src must be an https:// address.'],
    ['<script src="javascript:alert(1)"></script>', 'A script src must be an https:// address.'],
    ['<script type="text/x-template">{{x}}</script>', 'Scripts of type "text/x-template" are not allowed.'],
    ['<script>a()', 'A script tag has no closing </script>.'],
    ['<script src="https://a.example/x.js">inline()</script>', 'A script with a src holds no code of its own.'],
    ['<script async', 'A script tag is not closed with ">".'],
  ])('refuses %s', (input, message) => {
    expect(parseScriptTags(input)).toEqual({ ok: false, message });
  });

  it('takes an empty value as no scripts', () => {
    expect(scriptTagsSchema().parse(undefined)).toBe('');
    expect(scriptTagsSchema().parse('  \n ')).toBe('');
  });

  it('reports a refusal as a schema issue', () => {
    const result = scriptTagsSchema().safeParse('<b>x</b>');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Only <script> tags go here; put other markup in the HTML field.');
  });
});
