import { randomUUID } from 'node:crypto';
import { AUTOMATIC_BACKUPS_KEPT, formatFileSize, type BackupKind, type BackupRecord } from '@tessera/core';
import { dbNow, type Db } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';
import type { BackupRecordRow } from '../../db/schema-dashboard.ts';
import { notFound } from '../../http/http-error.ts';
import type { Queue } from '../../services/queue.ts';
import { readSiteContent } from '../site-content/read-content.ts';
import { siteContentSchema, type SiteContent } from '../site-content/site-content.ts';

export const AUTOMATIC_BACKUP_JOB = 'landing-backups.automatic';
const DAY_SECONDS = 24 * 60 * 60;
// pg-boss refuses an unset retryBackoff, so every option is spelled out.
const JOB_OPTIONS = { startAfterSeconds: DAY_SECONDS, retryLimit: 3, retryDelaySeconds: 600, retryBackoff: false };

export interface AutomaticBackupJob {
  landingId: number;
  /** The chain this job belongs to (landings.automatic_backup_run); jobs of an older chain stop. */
  run: string;
}

export function toBackupRecord(row: Pick<BackupRecordRow, 'id' | 'landing_id' | 'kind' | 'note' | 'size' | 'created_at' | 'snapshot'>): BackupRecord {
  const content = siteContentSchema.safeParse(row.snapshot);
  return {
    id: row.id,
    landing_id: row.landing_id,
    kind: row.kind,
    note: row.note,
    pages_count: content.success ? content.data.pages.length : 0,
    size: row.size,
    size_label: formatFileSize(row.size),
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Keeps the website's content as it is now: pages with their designs, forms, menus, keywords,
 * settings and prompts. Automatic backups beyond the last AUTOMATIC_BACKUPS_KEPT are dropped;
 * manual and pre-restore backups stay until deleted. Publish backups are taken by their own
 * job (publish-backups.ts), which keeps them by its retention rule.
 */
export async function takeBackup(db: Db, landingOrId: LandingRow | number, kind: BackupKind, userId: number | null = null): Promise<BackupRecordRow> {
  const landing =
    typeof landingOrId === 'number' ? await db.selectFrom('landings').selectAll().where('id', '=', landingOrId).executeTakeFirstOrThrow() : landingOrId;
  const row = await insertBackup(db, landing.id, kind, await readSiteContent(db, landing), userId);
  if (kind === 'automatic') {
    await db
      .deleteFrom('backup_records')
      .where('landing_id', '=', landing.id)
      .where('kind', '=', 'automatic')
      .where(
        'id',
        'not in',
        db.selectFrom('backup_records').select('id').where('landing_id', '=', landing.id).where('kind', '=', 'automatic').orderBy('id', 'desc').limit(AUTOMATIC_BACKUPS_KEPT),
      )
      .execute();
  }
  return row;
}

/** Stores `content` as a backup; a `userId` whose account is gone since leaves the author unset. */
export async function insertBackup(db: Db, landingId: number, kind: BackupKind, content: SiteContent, userId: number | null, createdAt?: Date): Promise<BackupRecordRow> {
  const snapshot = JSON.stringify(content);
  const author = userId === null ? null : db.selectFrom('users').select('id').where('id', '=', userId);
  return db
    .insertInto('backup_records')
    .values({ landing_id: landingId, kind, snapshot, size: Buffer.byteLength(snapshot), created_by: author, ...(createdAt ? { created_at: createdAt } : {}) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function requireBackup(db: Db, landingId: number, backupId: number): Promise<BackupRecordRow> {
  const row = await db.selectFrom('backup_records').selectAll().where('landing_id', '=', landingId).where('id', '=', backupId).executeTakeFirst();
  if (!row) throw notFound('Backup');
  return row;
}

/** Switches daily backups on (a new chain of jobs, the first a day from now) or off (the chain stops at its next job). */
export async function setAutomaticBackup(db: Db, queue: Queue, landing: LandingRow, enabled: boolean): Promise<LandingRow> {
  if (enabled === landing.automatic_backup) return landing;
  const run = enabled ? randomUUID() : null;
  const updated = await db
    .updateTable('landings')
    .set({ automatic_backup: enabled, automatic_backup_run: run, updated_at: dbNow() })
    .where('id', '=', landing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (run) await queue.send<AutomaticBackupJob>(AUTOMATIC_BACKUP_JOB, { landingId: landing.id, run }, JOB_OPTIONS);
  return updated;
}

/** One daily job: the backup, then the next day's job, while the website's chain is still this one. */
export async function runAutomaticBackup(db: Db, queue: Queue, job: AutomaticBackupJob): Promise<boolean> {
  const landing = await db.selectFrom('landings').selectAll().where('id', '=', job.landingId).executeTakeFirst();
  if (!landing?.automatic_backup || landing.automatic_backup_run !== job.run) return false;
  await takeBackup(db, landing, 'automatic');
  await queue.send<AutomaticBackupJob>(AUTOMATIC_BACKUP_JOB, job, JOB_OPTIONS);
  return true;
}
