import { describe, expect, it } from 'vitest';
import { readPropPath, withPropPath } from './prop-path.ts';

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
