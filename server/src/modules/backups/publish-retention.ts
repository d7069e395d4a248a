import { PUBLISH_BACKUP_DAYS, PUBLISH_BACKUPS_KEPT } from '@tessera/core';
import type { Db } from '../../db/database.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DatedBackup {
  id: number;
  created_at: Date;
}

/**
 * The publish backups the retention rule keeps: the last PUBLISH_BACKUPS_KEPT, and the newest of
 * each UTC day within the last PUBLISH_BACKUP_DAYS days, so a busy day of publishing cannot push
 * last week's restore points out.
 */
export function publishBackupsKept(backups: readonly DatedBackup[], now: Date): Set<number> {
  const newestFirst = [...backups].sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id);
  const kept = new Set(newestFirst.slice(0, PUBLISH_BACKUPS_KEPT).map((backup) => backup.id));
  const since = now.getTime() - PUBLISH_BACKUP_DAYS * DAY_MS;
  const days = new Set<string>();
  for (const backup of newestFirst) {
    if (backup.created_at.getTime() < since) break;
    const day = backup.created_at.toISOString().slice(0, 10);
    if (!days.has(day)) {
      days.add(day);
      kept.add(backup.id);
    }
  }
  return kept;
}

/** Deletes the website's publish backups the rule does not keep; other kinds keep their own settings. Answers how many went. */
export async function prunePublishBackups(db: Db, landingId: number, now: Date): Promise<number> {
  const rows = await db.selectFrom('backup_records').select(['id', 'created_at']).where('landing_id', '=', landingId).where('kind', '=', 'publish').execute();
  const kept = publishBackupsKept(rows, now);
  const dropped = rows.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (dropped.length === 0) return 0;
  await db.deleteFrom('backup_records').where('kind', '=', 'publish').where('id', 'in', dropped).execute();
  return dropped.length;
}
