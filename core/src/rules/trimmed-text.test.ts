import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTextInputRules, ruleNames, stripsWhitespace, stripWhitespace } from './trimmed-text.ts';

describe('whitespace-stripping text rules', () => {
  it('strips every whitespace character for email, customurl and subdomain', () => {
    expect(applyTextInputRules(' jane @ example.com ', ['email'])).toBe('jane@example.com');
    expect(applyTextInputRules('my site\t.com\n', 'required|customurl')).toBe('mysite.com');
    expect(applyTextInputRules('my shop', ['subdomain'])).toBe('myshop');
    expect(applyTextInputRules('a\u00a0b\u2003c\u3000d\ufeffe', 'email')).toBe('abcde');
  });

  it('leaves text of other rules alone', () => {
    expect(applyTextInputRules(' Jane Doe ', ['required'])).toBe(' Jane Doe ');
    expect(applyTextInputRules('hello world', 'include:hello')).toBe('hello world');
    expect(applyTextInputRules('a b', [])).toBe('a b');
    expect(applyTextInputRules('a b', 'emails')).toBe('a b');
  });

  it('reads rule names from arrays and |-separated strings, ignoring parameters', () => {
    expect(ruleNames('required|include:word| email ')).toEqual(['required', 'include', 'email']);
    expect(ruleNames(['subdomain', ''])).toEqual(['subdomain']);
    expect(stripsWhitespace('required|subdomain')).toBe(true);
    expect(stripsWhitespace(['customurl:x'])).toBe(true);
    expect(stripsWhitespace('required|include:email')).toBe(false);
  });

  it('keeps zero-width spaces, which are not whitespace', () => {
    expect(stripWhitespace('a\u200bb')).toBe('a\u200bb');
  });
});

const textArb = fc.string({ unit: fc.oneof(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2028', '\u3000', '\ufeff'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })) });

describe('whitespace-stripping properties', () => {
  it('never leaves whitespace and keeps every other character in order', () => {
    fc.assert(
      fc.property(textArb, fc.constantFrom('email', 'customurl', 'subdomain'), (text, rule) => {
        const result = applyTextInputRules(text, [rule]);
        expect(result).not.toMatch(/\s/);
        expect(result).toBe([...text].filter((ch) => !/\s/.test(ch)).join(''));
      }),
    );
  });

  it('is idempotent and leaves text without whitespace unchanged', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        const once = stripWhitespace(text);
        expect(stripWhitespace(once)).toBe(once);
        if (!/\s/.test(text)) expect(once).toBe(text);
      }),
    );
  });
});
