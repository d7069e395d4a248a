import { describe, expect, it } from 'vitest';
import { URL_INVALID_MESSAGE, isValidUrl, normalizeLink, urlRule, urlSchema } from './url.ts';

describe('isValidUrl', () => {
  it('accepts hosts containing a dot, with or without a scheme', () => {
    for (const url of [
      'example.com',
      'www.example.com',
      'http://example.com',
      'https://shop.example.co.uk/path/to?x=1&y=2#top',
      'HTTPS://EXAMPLE.COM',
      'example.com:8080/admin',
      'my-site.io/',
      '192.168.0.1',
      'münchen.de',
    ]) {
      expect(isValidUrl(url), url).toBe(true);
    }
  });

  it('accepts localhost only with a port', () => {
    expect(isValidUrl('localhost:3000')).toBe(true);
    expect(isValidUrl('http://localhost:5173/preview')).toBe(true);
    expect(isValidUrl('localhost')).toBe(false);
    expect(isValidUrl('http://localhost/')).toBe(false);
  });

  it('refuses hosts without a dot, broken labels, other schemes and whitespace', () => {
    for (const url of [
      '',
      'example',
      'https://intranet/page',
      'example.',
      '.example.com',
      'exa mple.com',
      'example.com/a b',
      '-example.com',
      'example-.com',
      'example..com',
      'ftp://example.com',
      'https//example.com',
      'https://',
      'example.com:port',
    ]) {
      expect(isValidUrl(url), url).toBe(false);
    }
  });

  it('gives a message through the rule and the schema', () => {
    expect(urlRule('nope')).toBe(URL_INVALID_MESSAGE);
    expect(urlRule('example.com')).toBeNull();
    expect(urlSchema.parse(' https://example.com /x ')).toBe('https://example.com/x');
    expect(urlSchema.safeParse('nope').error?.issues[0]?.message).toBe(URL_INVALID_MESSAGE);
  });
});

describe('normalizeLink', () => {
  it('puts the base prefix before a path starting with /', () => {
    expect(normalizeLink('/about', '/sites/acme')).toBe('/sites/acme/about');
    expect(normalizeLink('/about', 'https://acme.com/')).toBe('https://acme.com/about');
    expect(normalizeLink('/', 'https://acme.com')).toBe('https://acme.com/');
    expect(normalizeLink('/about')).toBe('/about');
  });

  it('keeps a bare # and in-page anchors', () => {
    expect(normalizeLink('#', '/base')).toBe('#');
    expect(normalizeLink('#pricing', '/base')).toBe('#pricing');
  });

  it('prefixes https:// to a link without an http scheme', () => {
    expect(normalizeLink('example.com')).toBe('https://example.com');
    expect(normalizeLink(' www.example.com/a ')).toBe('https://www.example.com/a');
    expect(normalizeLink('httpbin.org')).toBe('https://httpbin.org');
    expect(normalizeLink('//cdn.example.com/x.js')).toBe('https://cdn.example.com/x.js');
  });

  it('keeps links that already have a scheme', () => {
    expect(normalizeLink('http://example.com')).toBe('http://example.com');
    expect(normalizeLink('https://example.com/x')).toBe('https://example.com/x');
    expect(normalizeLink('HTTPS://EXAMPLE.COM')).toBe('HTTPS://EXAMPLE.COM');
    expect(normalizeLink('mailto:jane@example.com')).toBe('mailto:jane@example.com');
    expect(normalizeLink('tel:+12133734253')).toBe('tel:+12133734253');
  });

  it('keeps an empty link empty', () => {
    expect(normalizeLink('')).toBe('');
    expect(normalizeLink('   ', '/base')).toBe('');
  });
});
