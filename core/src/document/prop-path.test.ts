import { describe, expect, it } from 'vitest';
import { expandPropPattern, matchesPropPattern, readPropPath, withPropPath } from './prop-path.ts';

describe('prop paths', () => {
  it('reads and writes a nested value without touching what lies beside it', () => {
    const props = { button: { Text: 'Buy', Color: '#000' }, action: 'link' };
    expect(readPropPath(props, ['button', 'Text'])).toBe('Buy');
    expect(readPropPath(props, ['button', 'Missing', 'Deeper'])).toBeUndefined();
    expect(readPropPath(props, ['action', 'length'])).toBeUndefined();
    const changed = withPropPath(props, ['button', 'Text'], 'Order now');
    expect(changed).toEqual({ button: { Text: 'Order now', Color: '#000' }, action: 'link' });
    expect(changed.action).toBe('link');
    expect(props.button.Text).toBe('Buy');
  });
});

describe('prop paths into lists', () => {
  it('reads and writes one item of a list, copying the list and leaving the other items as they were', () => {
    const props = { items: [{ question: 'Why?', answer: '<p>Because.</p>' }, { question: 'How?', answer: '<p>So.</p>' }] };
    expect(readPropPath(props, ['items', '1', 'question'])).toBe('How?');
    expect(readPropPath(props, ['items', '7', 'question'])).toBeUndefined();
    expect(readPropPath(props, ['items', 'length'])).toBeUndefined();
    const changed = withPropPath(props, ['items', '1', 'question'], 'How long?');
    expect(changed).toEqual({ items: [{ question: 'Why?', answer: '<p>Because.</p>' }, { question: 'How long?', answer: '<p>So.</p>' }] });
    expect((changed.items as unknown[])[0]).toBe(props.items[0]);
    expect(props.items[1]!.question).toBe('How?');
  });
});

describe('prop path patterns', () => {
  it('names one path per list item where the pattern has *', () => {
    const props = { items: [{ question: 'Why?' }, { question: 'How?' }], title: 'FAQ' };
    expect(expandPropPattern(props, ['items', '*', 'question'])).toEqual([
      { path: ['items', '0', 'question'], value: 'Why?' },
      { path: ['items', '1', 'question'], value: 'How?' },
    ]);
    expect(expandPropPattern(props, ['title'])).toEqual([{ path: ['title'], value: 'FAQ' }]);
    expect(expandPropPattern({ items: [] }, ['items', '*', 'question'])).toEqual([]);
  });

  it('matches a path of the same shape, with an index where the pattern has *', () => {
    expect(matchesPropPattern(['items', '*', 'answer'], ['items', '12', 'answer'])).toBe(true);
    expect(matchesPropPattern(['items', '*', 'answer'], ['items', 'x', 'answer'])).toBe(false);
    expect(matchesPropPattern(['items', '*', 'answer'], ['items', '1', 'question'])).toBe(false);
    expect(matchesPropPattern(['items', '*', 'answer'], ['items', '1'])).toBe(false);
  });
});
