import { describe, expect, it } from 'vitest';
import { includeRule, includeRuleMessage } from './include-rule.ts';

describe('includeRule', () => {
  it('passes text that contains the word', () => {
    const rule = includeRule('agency');
    expect(rule('agency')).toBeNull();
    expect(rule('my agency site')).toBeNull();
    expect(rule('agencyname')).toBeNull();
  });

  it("fails with 'The field required {word}' otherwise", () => {
    expect(includeRule('agency')('my site')).toBe('The field required agency');
    expect(includeRule('{{name}}')('Hello there')).toBe('The field required {{name}}');
    expect(includeRule('agency')('')).toBe('The field required agency');
    expect(includeRuleMessage('$&')).toBe('The field required $&');
  });

  it('is case-sensitive', () => {
    expect(includeRule('Agency')('my agency')).toBe('The field required Agency');
  });

  it('passes every text for an empty word', () => {
    expect(includeRule('')('')).toBeNull();
  });
});
