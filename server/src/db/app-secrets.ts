import { randomBytes } from 'node:crypto';
import type { Db } from './database.ts';

/**
 * A server secret by name, created on first use. Kept in the database so every process
 * behind a load balancer signs and verifies with the same key, without any set-up.
 */
export async function loadAppSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}
