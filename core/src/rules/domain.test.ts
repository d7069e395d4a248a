import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DOMAIN_INVALID_MESSAGE,
  SUBDOMAIN_INVALID_MESSAGE,
  SUBDOMAIN_REQUIRED_MESSAGE,
  customDomainSchema,
  subdomainSchema,
  validateCustomDomain,
  validateSubdomain,
} from './domain.ts';

describe('validateCustomDomain', () => {
  it('accepts lowercase host names with a suffix of two or more characters', () => {
    for (const domain of ['example.com', 'shop.example.com', 'my-shop.co.uk', 'a.io', 'x.y.z.dev', '123.de', 'xn--mnchen-3ya.de', `${'a'.repeat(63)}.com`, `${'abcdefghi.'.repeat(25)}com`]) {
      expect(validateCustomDomain(domain), domain).toBeNull();
    }
  });

  it("refuses domains starting with 'www.' or 'http'", () => {
    expect(validateCustomDomain('www.example.com')).toBe(DOMAIN_INVALID_MESSAGE);
    expect(validateCustomDomain('http://example.com')).toBe(DOMAIN_INVALID_MESSAGE);
    expect(validateCustomDomain('https://example.com')).toBe(DOMAIN_INVALID_MESSAGE);
    expect(validateCustomDomain('httpbin.org')).toBe(DOMAIN_INVALID_MESSAGE);
    expect(validateCustomDomain('wwwexample.com')).toBeNull();
    expect(validateCustomDomain('my-www.example.com')).toBeNull();
  });

  it('refuses other formats with exactly the spec message', () => {
    for (const domain of [
      '',
      'example',
      'example.c',
      'Example.com',
      'example.COM',
      'exa_mple.com',
      'exa mple.com',
      'example.com.',
      '.example.com',
      'example..com',
      '-example.com',
      'example-.com',
      'example.-com',
      'example.com-',
      'example.com/path',
      'example.com:8080',
      `${'a'.repeat(64)}.com`,
      `example.${'c'.repeat(64)}`,
      `${'abcdefghi.'.repeat(25)}comx`,
    ]) {
      expect(validateCustomDomain(domain), domain).toBe('Domain format is invalid.');
    }
  });

  it('agrees with a label-by-label reference check', () => {
    const reference = (domain: string) => {
      if (domain.startsWith('www.') || domain.startsWith('http') || domain.length > 253) return false;
      const labels = domain.split('.');
      if (labels.length < 2 || labels.at(-1)!.length < 2) return false;
      return labels.every((label) => label.length >= 1 && label.length <= 63 && /^[a-z0-9-]+$/.test(label) && !label.startsWith('-') && !label.endsWith('-'));
    };
    const label = fc.string({ unit: fc.constantFrom('a', 'z', '0', '9', '-', 'w', 'h', 't', 'p', 'A', '_'), maxLength: 66 });
    const domainArb = fc.oneof(
      fc.array(label, { minLength: 1, maxLength: 5 }).map((labels) => labels.join('.')),
      fc.string({ unit: fc.constantFrom('a', '.', '-', 'w', 'h', 't', 'p', ':', '/'), maxLength: 20 }),
    );
    fc.assert(
      fc.property(domainArb, (domain) => {
        expect(validateCustomDomain(domain) === null).toBe(reference(domain));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('validateSubdomain', () => {
  it('accepts lowercase letters, digits and inner hyphens', () => {
    for (const subdomain of ['a', 'acme', 'acme-shop', 'a1', '42', 'a--b', 'a'.repeat(62)]) {
      expect(validateSubdomain(subdomain), subdomain).toBeNull();
    }
  });

  it('is required', () => {
    expect(validateSubdomain('')).toBe(SUBDOMAIN_REQUIRED_MESSAGE);
  });

  it('refuses 63 characters or more, other characters, and a hyphen at either end', () => {
    for (const subdomain of ['a'.repeat(63), 'a'.repeat(100), '-acme', 'acme-', '-', 'Acme', 'acme.shop', 'acme_shop', 'acme shop', 'café']) {
      expect(validateSubdomain(subdomain), subdomain).toBe('Subdomain format is invalid.');
    }
  });

  it('accepts exactly what the reference regex accepts', () => {
    const reference = /^(?!-)[a-z0-9-]{1,62}(?<!-)$/;
    const subdomainArb = fc.oneof(
      fc.string({ unit: fc.constantFrom('a', 'q', 'z', '0', '9', '-'), maxLength: 70 }),
      fc.string({ unit: fc.constantFrom('a', '-', 'B', '.', '_', ' ', 'é'), maxLength: 8 }),
      fc.integer({ min: 55, max: 70 }).map((n) => 'b'.repeat(n)),
    );
    fc.assert(
      fc.property(subdomainArb, (subdomain) => {
        const message = validateSubdomain(subdomain);
        expect(message === null).toBe(reference.test(subdomain));
        if (message !== null) expect(message).toBe(subdomain === '' ? SUBDOMAIN_REQUIRED_MESSAGE : SUBDOMAIN_INVALID_MESSAGE);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('domain schemas', () => {
  it('strip whitespace, then validate with the same messages', () => {
    expect(subdomainSchema.parse(' my shop ')).toBe('myshop');
    expect(subdomainSchema.safeParse('My-Shop').error?.issues.map((i) => i.message)).toEqual([SUBDOMAIN_INVALID_MESSAGE]);
    expect(subdomainSchema.safeParse('   ').error?.issues.map((i) => i.message)).toEqual([SUBDOMAIN_REQUIRED_MESSAGE]);
    expect(customDomainSchema.parse('shop.example.com ')).toBe('shop.example.com');
    expect(customDomainSchema.safeParse('www.example.com').error?.issues.map((i) => i.message)).toEqual([DOMAIN_INVALID_MESSAGE]);
  });

  it('report the message at the field path inside an object', () => {
    const result = customDomainSchema.optional().array().safeParse(['ok.com', 'bad']);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [1], message: DOMAIN_INVALID_MESSAGE })]);
  });
});
