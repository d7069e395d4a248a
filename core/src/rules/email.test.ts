import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID_MESSAGE, emailAddressSchema, emailRule, isValidEmail } from './email.ts';

describe('isValidEmail', () => {
  it('accepts local-part@domain with a top-level domain of two or more letters', () => {
    for (const email of [
      'jane@example.com',
      'jane.doe+news@mail.example.co.uk',
      'J_D-1@Example.IO',
      'x@ab.cd',
      "o'brien@example.museum",
      '"john doe"@example.com',
      'user@xn--mnchen-3ya.de',
    ]) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('accepts a bracketed IPv4 address as the domain', () => {
    expect(isValidEmail('user@[192.168.0.1]')).toBe(true);
    expect(isValidEmail('user@[255.255.255.255]')).toBe(true);
    expect(isValidEmail('user@[0.0.0.0]')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const email of [
      '',
      'jane',
      'jane@',
      '@example.com',
      'jane@example',
      'jane@example.c',
      'jane@example.c0m',
      'jane@example.123',
      'jane@@example.com',
      'jane doe@example.com',
      'jane@exa mple.com',
      '.jane@example.com',
      'jane.@example.com',
      'ja..ne@example.com',
      'jane@-example.com',
      'jane@example..com',
      'jane@192.168.0.1',
      'user@[256.1.1.1]',
      'user@[192.168.0]',
      'user@[192.168.0.1.5]',
      'jane<x>@example.com',
    ]) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });

  it('gives a message through the rule, and the schema strips whitespace first', () => {
    expect(emailRule('jane')).toBe(EMAIL_INVALID_MESSAGE);
    expect(emailRule('jane@example.com')).toBeNull();
    expect(emailAddressSchema.parse(' jane @example.com\n')).toBe('jane@example.com');
    expect(emailAddressSchema.safeParse('jane@example').error?.issues.map((i) => i.message)).toEqual([EMAIL_INVALID_MESSAGE]);
  });
});
