import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, loadSecretsKey } from './secret-box.ts';

describe('secret box', () => {
  it('opens what it sealed, never shows the secret in the sealed text, and refuses another key or an altered value', () => {
    const box = createSecretBox(randomBytes(32));
    const sealed = box.seal('sk_test_connected_account_token');
    expect(sealed).not.toContain('sk_test');
    expect(box.open(sealed)).toBe('sk_test_connected_account_token');
    expect(box.seal('same')).not.toBe(box.seal('same'));
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
    const parts = sealed.split('.');
    const data = Buffer.from(parts[3]!, 'base64url');
    data[0] = data[0]! ^ 1;
    expect(() => box.open([...parts.slice(0, 3), data.toString('base64url')].join('.'))).toThrow();
  });

  it('keeps a generated key in the data dir for the owner only and reads the same one on the next start', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-secrets-'));
    const first = loadSecretsKey({ dataDir });
    expect(loadSecretsKey({ dataDir })).toEqual(first);
    expect(statSync(join(dataDir, 'secrets.key')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dataDir, 'secrets.key'), 'utf8')).toBe(first.toString('hex'));
  });

  it('takes the key from the environment first and refuses one of the wrong size', () => {
    const key = randomBytes(32);
    expect(loadSecretsKey({ envKey: key.toString('hex'), dataDir: '/nonexistent' })).toEqual(key);
    expect(loadSecretsKey({ envKey: key.toString('base64'), dataDir: '/nonexistent' })).toEqual(key);
    expect(() => loadSecretsKey({ envKey: 'short', dataDir: '/nonexistent' })).toThrow(/32 bytes/);
  });
});
