import { describe, expect, it } from 'vitest';
import { firstRuleMessage, ruleSchema } from './rule.ts';
import { includeRule } from './include-rule.ts';

const required = (value: string) => (value === '' ? 'Required.' : null);

describe('firstRuleMessage', () => {
  it('gives the first broken rule in order, or null when all pass', () => {
    const rules = [required, includeRule('shop')];
    expect(firstRuleMessage('', rules)).toBe('Required.');
    expect(firstRuleMessage('site', rules)).toBe('The field required shop');
    expect(firstRuleMessage('my shop', rules)).toBeNull();
    expect(firstRuleMessage('', [])).toBeNull();
  });
});

describe('ruleSchema', () => {
  it('fails with the rule message and parses to the normalised text', () => {
    const schema = ruleSchema(includeRule('shop'), (value) => value.toLowerCase());
    expect(schema.parse('My SHOP')).toBe('my shop');
    expect(schema.safeParse('site').error?.issues).toEqual([expect.objectContaining({ code: 'custom', message: 'The field required shop', path: [] })]);
  });

  it('validates the raw text when there is no normaliser', () => {
    const schema = ruleSchema(required);
    expect(schema.parse(' ')).toBe(' ');
    expect(schema.safeParse('').success).toBe(false);
    expect(schema.safeParse(undefined).success).toBe(false);
  });
});
