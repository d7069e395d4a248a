import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Seals secrets kept at rest (connected payment accounts' OAuth tokens) with AES-256-GCM. A
 * sealed value names its format version so the key or cipher can change later.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the value was not sealed with this key or was altered. */
  open(sealed: string): string;
}

const VERSION = 'v1';

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secrets key must be 32 bytes.');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Not a sealed secret.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The key from TESSERA_SECRETS_KEY (64 hex digits or 32 bytes in base64), else one generated
 * on first start and kept, readable by the owner only, in the data dir. It is deliberately not
 * in the database, so a copy of the database alone does not open the secrets. Several servers
 * sharing one database must all be given the same TESSERA_SECRETS_KEY.
 */
export function loadSecretsKey(options: { envKey?: string; dataDir: string }): Buffer {
  if (options.envKey) return parseKey(options.envKey);
  const file = join(options.dataDir, 'secrets.key');
  if (existsSync(file)) return parseKey(readFileSync(file, 'utf8').trim());
  mkdirSync(dirname(file), { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return key;
}

export function parseKey(text: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('TESSERA_SECRETS_KEY must be 32 bytes: 64 hex digits or base64.');
  return key;
}
