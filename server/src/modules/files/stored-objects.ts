import type { Db } from '../../db/database.ts';
import type { Storage } from '../../services/storage.ts';

/**
 * Removes the stored objects of `keys` that no file row references any more (copies of a
 * website share their objects). Call after the rows are gone. A failed removal only leaves an
 * orphan object behind, so it is reported, not thrown.
 */
export async function releaseStoredObjects(db: Db, storage: Storage, keys: readonly string[], onError: (key: string, error: unknown) => void = () => {}): Promise<void> {
  if (keys.length === 0) return;
  const unique = [...new Set(keys)];
  const stillUsed = new Set(
    (await db.selectFrom('files').select('storage_key').where('storage_key', 'in', unique).execute()).map((row) => row.storage_key),
  );
  for (const key of unique) {
    if (stillUsed.has(key)) continue;
    try {
      await storage.delete(key);
    } catch (error) {
      onError(key, error);
    }
  }
}
