import { getCountries, getExampleNumber } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import {
  IGNORED_PHONE_COUNTRIES,
  PHONE_COUNTRIES,
  PHONE_INVALID_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  normalizePhone,
  phoneNumberSchema,
  phoneRule,
  validatePhone,
} from './phone.ts';

describe('offered phone countries', () => {
  it('offers every country but IO, NR, SH, SX, TK and WF', () => {
    expect([...IGNORED_PHONE_COUNTRIES]).toEqual(['IO', 'NR', 'SH', 'SX', 'TK', 'WF']);
    for (const ignored of IGNORED_PHONE_COUNTRIES) expect(PHONE_COUNTRIES).not.toContain(ignored);
    expect(PHONE_COUNTRIES).toEqual(expect.arrayContaining(['US', 'CA', 'GB', 'DE', 'FR', 'IN', 'AU']));
    expect(PHONE_COUNTRIES).toHaveLength(getCountries().length - 6);
  });
});

describe('validatePhone', () => {
  it('accepts valid international numbers, however they are spaced', () => {
    expect(validatePhone('+1 213 373 4253')).toBeNull();
    expect(validatePhone('+12133734253')).toBeNull();
    expect(validatePhone('+1 (416) 555-0123')).toBeNull();
    expect(validatePhone('+44 20 7946 0958')).toBeNull();
    expect(validatePhone(' +49 151 23456789 ')).toBeNull();
  });

  it('refuses text that is not a valid number', () => {
    expect(validatePhone('+1 213 373 425')).toBe(PHONE_INVALID_MESSAGE);
    expect(validatePhone('+1 999 373 4253')).toBe(PHONE_INVALID_MESSAGE);
    expect(validatePhone('hello')).toBe(PHONE_INVALID_MESSAGE);
    expect(validatePhone('+44')).toBe(PHONE_INVALID_MESSAGE);
  });

  it('needs at least 6 characters, not counting spaces', () => {
    expect(validatePhone('+1234')).toBe(PHONE_INVALID_MESSAGE);
    expect(validatePhone('+1 2 3 4')).toBe(PHONE_INVALID_MESSAGE);
    expect(normalizePhone('+1 2 3')).toBeNull();
  });

  it('works in international mode: a number without its + and country code is refused', () => {
    expect(validatePhone('2133734253')).toBe(PHONE_INVALID_MESSAGE);
    expect(validatePhone('(213) 373-4253')).toBe(PHONE_INVALID_MESSAGE);
    expect(validatePhone('0012133734253')).toBe(PHONE_INVALID_MESSAGE);
  });

  it('refuses valid numbers of the six countries it does not offer', () => {
    for (const country of IGNORED_PHONE_COUNTRIES) {
      const example = getExampleNumber(country, examples)!;
      expect(example.isValid()).toBe(true);
      expect(validatePhone(example.number)).toBe(PHONE_INVALID_MESSAGE);
    }
    // Sint Maarten shares +1 with the US and Canada.
    expect(validatePhone('+1 721 520 5678')).toBe(PHONE_INVALID_MESSAGE);
  });

  it('accepts the example mobile number of every offered country', () => {
    const refused = PHONE_COUNTRIES.filter((country) => {
      const example = getExampleNumber(country, examples);
      return example !== undefined && validatePhone(example.number) !== null;
    });
    expect(refused).toEqual([]);
  });

  it('lets an empty field pass unless required', () => {
    expect(validatePhone('')).toBeNull();
    expect(validatePhone('   ')).toBeNull();
    expect(validatePhone('', { required: true })).toBe(PHONE_REQUIRED_MESSAGE);
    expect(validatePhone(' ', { required: true })).toBe(PHONE_REQUIRED_MESSAGE);
    expect(validatePhone('+12133734253', { required: true })).toBeNull();
  });

  it('without the phone rule checks only the required rule', () => {
    expect(validatePhone('not a number', { phone: false })).toBeNull();
    expect(validatePhone('', { phone: false, required: true })).toBe(PHONE_REQUIRED_MESSAGE);
    expect(phoneRule({ phone: false })('12')).toBeNull();
    expect(phoneRule()('12')).toBe(PHONE_INVALID_MESSAGE);
  });
});

describe('normalizePhone', () => {
  it('gives the E.164 form of a valid number', () => {
    expect(normalizePhone('+1 (213) 373-4253')).toBe('+12133734253');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('+44 20 7946')).toBeNull();
  });
});

describe('phoneNumberSchema', () => {
  it('is required and carries the same messages', () => {
    expect(phoneNumberSchema.parse(' +1 213 373 4253 ')).toBe('+1 213 373 4253');
    expect(phoneNumberSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual([PHONE_REQUIRED_MESSAGE]);
    expect(phoneNumberSchema.safeParse('+1 999').error?.issues.map((i) => i.message)).toEqual([PHONE_INVALID_MESSAGE]);
    expect(phoneNumberSchema.safeParse(12133734253).success).toBe(false);
  });
});
