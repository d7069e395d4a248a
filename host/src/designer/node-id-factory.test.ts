import { kindOfId } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { browserNodeId } from './node-id-factory.ts';

describe('browserNodeId', () => {
  it('makes ids in core format without crypto.randomUUID', () => {
    const id = browserNodeId('element');
    expect(id).toMatch(/^element-[0-9a-f]{12}$/);
    expect(kindOfId(id)).toBe('element');
    expect(browserNodeId('section')).not.toBe(browserNodeId('section'));
  });
});
