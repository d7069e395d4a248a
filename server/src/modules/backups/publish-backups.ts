import { sql } from 'kysely';
import { embeddedPglite, type Db } from '../../db/database.ts';
import type { BackupRecordRow } from '../../db/schema-dashboard.ts';
import type { Queue } from '../../services/queue.ts';
import { readSiteContent } from '../site-content/read-content.ts';
import { insertBackup } from './backups.service.ts';
import { prunePublishBackups } from './publish-retention.ts';

export const PUBLISH_BACKUP_JOB = 'landing-backups.publish';
// pg-boss refuses an unset option, so every one is spelled out.
const JOB_OPTIONS = { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true };
/** The first key of the advisory locks that keep two processes from backing up one website at once; the second is its id. */
const BACKUP_LOCK = 7_301_993;

export interface PublishBackupJob {
  landingId: number;
  userId: number | null;
  /** The publish's moment (the page's published_at), ISO. */
  publishedAt: string;
}

/** Asks for the backup of a publish; the publish answers without waiting for it. */
export async function queuePublishBackup(queue: Queue, job: PublishBackupJob): Promise<void> {
  await queue.send<PublishBackupJob>(PUBLISH_BACKUP_JOB, job, JOB_OPTIONS);
}

/**
 * One publish's backup: the website as its visitors see it (published designs, not drafts
 * edited since), read in one snapshot and dated by the newest publish it holds. Publishes that
 * came before the job ran share one backup: a job whose publish an existing backup already
 * holds only prunes, which also makes a retried job take no second backup. Answers the backup
 * taken, if any.
 */
export async function runPublishBackup(db: Db, job: PublishBackupJob, now: Date): Promise<BackupRecordRow | null> {
  const taken = await oneBackupAtATime(db, job.landingId, () => backUpPublishedSite(db, job));
  await prunePublishBackups(db, job.landingId, now);
  return taken;
}

/**
 * Runs `work` while no other process backs up the website, so two jobs of close publishes
 * cannot both see no backup holding them. The lock is held on a connection of its own: the
 * backup's snapshot is taken after it is granted, and so sees a backup the other just took.
 * The embedded database serves one process, whose worker runs one job at a time.
 */
async function oneBackupAtATime<T>(db: Db, landingId: number, work: () => Promise<T>): Promise<T> {
  if (embeddedPglite(db)) return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${BACKUP_LOCK}, ${landingId})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${BACKUP_LOCK}, ${landingId})`.execute(connection);
    }
  });
}

async function backUpPublishedSite(db: Db, job: PublishBackupJob): Promise<BackupRecordRow | null> {
  const publishedAt = new Date(job.publishedAt);
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const landing = await trx.selectFrom('landings').selectAll().where('id', '=', job.landingId).executeTakeFirst();
      if (!landing) return null;
      const held = await trx
        .selectFrom('backup_records')
        .select('id')
        .where('landing_id', '=', landing.id)
        .where('kind', '=', 'publish')
        .where('created_at', '>=', publishedAt)
        .executeTakeFirst();
      if (held) return null;
      const content = await readSiteContent(trx, landing, { designs: 'published' });
      const { latest } = await trx
        .selectFrom('pages')
        .select((eb) => eb.fn.max('published_at').as('latest'))
        .where('landing_id', '=', landing.id)
        .executeTakeFirstOrThrow();
      const moment = latest && new Date(latest) > publishedAt ? new Date(latest) : publishedAt;
      return insertBackup(trx, landing.id, 'publish', content, job.userId, moment);
    });
}
