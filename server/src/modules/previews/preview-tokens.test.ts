import { describe, expect, it } from 'vitest';
import { PREVIEW_TOKEN_TTL_SECONDS, PreviewTokens } from './preview-tokens.ts';

describe('preview tokens', () => {
  it('grant their own subject and session until they expire', () => {
    let now = new Date('2026-01-01T10:00:00Z');
    const tokens = new PreviewTokens(Buffer.from('a-test-secret'), () => now);
    const { token, expiresAt } = tokens.issue('template:5:page:2', 41);
    expect(tokens.verify(token, 'template:5:page:2')).toEqual({ subject: 'template:5:page:2', sessionId: 41, expiresAt });
    expect(tokens.verify(token, 'template:5:page:1')).toBeUndefined();
    expect(tokens.verify(token, 'page-template:5')).toBeUndefined();
    now = new Date(now.getTime() + PREVIEW_TOKEN_TTL_SECONDS * 1000);
    expect(tokens.verify(token, 'template:5:page:2')).toBeUndefined();
  });

  it('are refused under another secret', () => {
    const now = () => new Date('2026-01-01T10:00:00Z');
    const { token } = new PreviewTokens(Buffer.from('one-secret'), now).issue('page:3', 1);
    expect(new PreviewTokens(Buffer.from('another-secret'), now).verify(token, 'page:3')).toBeUndefined();
  });
});
