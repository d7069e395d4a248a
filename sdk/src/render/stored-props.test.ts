import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buttonOptionSchema } from '../options/button-option.ts';
import { parseStoredProps } from './stored-props.ts';

const schema = z.object({ title: z.string().max(20).default('Title'), button: buttonOptionSchema.prefault({}), tags: z.array(z.string().max(3)).default([]) });

describe('parseStoredProps', () => {
  it('parses valid props as the schema does', () => {
    expect(parseStoredProps(schema, { title: 'Hi' })).toEqual(schema.parse({ title: 'Hi' }));
  });

  it('lets a refused stored value give way to its default and keeps everything else', () => {
    const stored = { title: 'Kept', button: { Text: 'Buy now', CustomLink: 'https://<svg onload=alert(1)>' } };
    const props = parseStoredProps(schema, stored);
    expect(props.title).toBe('Kept');
    expect(props.button.Text).toBe('Buy now');
    expect(props.button.CustomLink).toBe('');
    expect(stored.button.CustomLink).toBe('https://<svg onload=alert(1)>');
  });

  it('drops refused items of a list', () => {
    expect(parseStoredProps(schema, { tags: ['ok', 'too long', 'yes'] }).tags).toEqual(['ok', 'yes']);
  });

  it('throws when props cannot be made valid', () => {
    expect(() => parseStoredProps(z.object({ id: z.string() }), { id: 7 })).toThrow();
    expect(() => parseStoredProps(schema, 'not an object')).toThrow();
  });
});
