import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE, findInputProblem, MALFORMED_TEXT_MESSAGE, MAX_NESTING_DEPTH, NESTED_TOO_DEEPLY_MESSAGE } from './input-limits.ts';

function nested(levels: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < levels; level++) value = { a: value };
  return value;
}

describe('findInputProblem', () => {
  it('accepts ordinary text with tabs and line breaks, emoji, and values at the depth limit', () => {
    expect(findInputProblem({ name: 'Café 🍰', notes: 'one\ttwo\r\nthree', list: [1, true, null] })).toBeUndefined();
    expect(findInputProblem(nested(MAX_NESTING_DEPTH))).toBeUndefined();
  });

  it('names the field holding U+0000 or another control character', () => {
    expect(findInputProblem({ fields: [{ value: 'ok' }, { value: 'a\u0000b' }] })).toEqual({ field: 'fields.1.value', message: CONTROL_CHARACTER_MESSAGE });
    expect(findInputProblem({ name: 'bell\u0007' }, { prefix: 'query' })).toEqual({ field: 'query.name', message: CONTROL_CHARACTER_MESSAGE });
    expect(findInputProblem('\u001f')).toEqual({ field: '_', message: CONTROL_CHARACTER_MESSAGE });
  });

  it('refuses a key with a control character on the object that holds it', () => {
    expect(findInputProblem({ props: { 'x\u0000': 1 } })).toEqual({ field: 'props', message: CONTROL_CHARACTER_MESSAGE });
  });

  it('refuses a lone surrogate, which PostgreSQL refuses in jsonb', () => {
    expect(findInputProblem({ title: 'a\ud800b' })).toEqual({ field: 'title', message: MALFORMED_TEXT_MESSAGE });
    expect(findInputProblem({ title: '\udc00' })).toEqual({ field: 'title', message: MALFORMED_TEXT_MESSAGE });
  });

  it('refuses nesting past the limit, even 100,000 levels deep, without overflowing the stack', () => {
    const tooDeep = findInputProblem(nested(MAX_NESTING_DEPTH + 1));
    expect(tooDeep?.message).toBe(NESTED_TOO_DEEPLY_MESSAGE);
    expect(tooDeep?.field).toBe(Array(MAX_NESTING_DEPTH).fill('a').join('.'));
    expect(findInputProblem(nested(100_000))?.message).toBe(NESTED_TOO_DEEPLY_MESSAGE);
  });
});
