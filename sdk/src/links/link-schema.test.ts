import { describe, expect, it } from 'vitest';
import { isSitePath, LINK_CHARACTERS_MESSAGE } from '@tessera/core/rules';
import { buttonOptionSchema } from '../options/button-option.ts';
import { isAbsoluteWebUrl, isUsableLink, linkSchema, pathOrUrlSchema } from './link-schema.ts';

const GARBAGE = ['<svg onload="alert(1)">', 'https://<svg onload=alert(1)>', 'https://a.test/a b', 'https://a.test/"x"', "/about'", 'example.com/`x`', 'https://a.test/\u0007', 'a.test/\ttab'];

describe('linkSchema', () => {
  it('takes web addresses with or without scheme, paths, #sections and mail, phone and SMS links', () => {
    for (const link of ['', 'example.com', 'https://a.test/x?y=1', '/about', '#top', 'mailto:a@b.test', 'tel:+441234', 'sms:+441234']) {
      expect(linkSchema.safeParse(link).success, link).toBe(true);
    }
    expect(linkSchema.parse('  /about ')).toBe('/about');
    expect(linkSchema.parse(undefined)).toBe('');
    expect(linkSchema.default('/').parse(undefined)).toBe('/');
  });

  it('refuses script links and overlong links', () => {
    for (const link of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x']) expect(isUsableLink(link), link).toBe(false);
    expect(linkSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(linkSchema.safeParse(`https://a.test/${'x'.repeat(2048)}`).success).toBe(false);
  });
});

describe('link characters', () => {
  it('refuses spaces, quotes, angle brackets and control characters in every link field with one clear message', () => {
    const fields = [linkSchema, pathOrUrlSchema('Use a file address'), buttonOptionSchema.shape.CustomLink];
    for (const schema of fields) {
      for (const link of GARBAGE) {
        const result = schema.safeParse(link);
        expect(result.success, link).toBe(false);
        expect(result.error?.issues.map((issue) => issue.message), link).toEqual([LINK_CHARACTERS_MESSAGE]);
      }
    }
  });

  it('still takes encoded addresses', () => {
    expect(linkSchema.parse('https://a.test/a%20b?q=%22x%22')).toBe('https://a.test/a%20b?q=%22x%22');
    expect(buttonOptionSchema.shape.CustomLink.parse('/pricing#plans')).toBe('/pricing#plans');
  });
});

describe('pathOrUrlSchema', () => {
  const loose = pathOrUrlSchema('Use a file address');
  const strict = pathOrUrlSchema('Use an http(s) address', { requireScheme: true });

  it('takes nothing, a path on this site, or a checked web address', () => {
    for (const url of ['', '/uploads/a.mp3', 'https://cdn.test/a.mp3', 'cdn.test/a.mp3']) expect(loose.safeParse(url).success, url).toBe(true);
    for (const url of ['//cdn.test/a.mp3', 'javascript:alert(1)', 'not an address', 'mailto:a@b.test']) expect(loose.safeParse(url).success, url).toBe(false);
  });

  it('wants the http(s) scheme when asked, and names the field in its message', () => {
    expect(strict.safeParse('https://cdn.test/a.mp3').success).toBe(true);
    expect(strict.safeParse('/uploads/a.mp3').success).toBe(true);
    const result = strict.safeParse('cdn.test/a.mp3');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Use an http(s) address');
  });

  it('tells site paths from protocol-relative addresses', () => {
    expect(isSitePath('/a/b')).toBe(true);
    expect(isSitePath('//host/a')).toBe(false);
    expect(isAbsoluteWebUrl('https://a.test')).toBe(true);
    expect(isAbsoluteWebUrl('a.test')).toBe(false);
    expect(isAbsoluteWebUrl('ftp://a.test')).toBe(false);
  });
});
