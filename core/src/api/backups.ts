import { z } from 'zod';

/** Backups of a website (spec §4 "automatic backup can be toggled; instant backup and restore exist"). */

export const BACKUP_KINDS = ['manual', 'automatic', 'publish', 'restore'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];
/** Automatic backups kept per website; manual and pre-restore ones are kept until deleted. */
export const AUTOMATIC_BACKUPS_KEPT = 30;
/** Publish backups: the newest ones always kept… */
export const PUBLISH_BACKUPS_KEPT = 20;
/** …and beside them the newest of each day (UTC) for this many days. */
export const PUBLISH_BACKUP_DAYS = 30;

export const backupRecordSchema = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  kind: z.enum(BACKUP_KINDS),
  note: z.string(),
  pages_count: z.number().int(),
  size: z.number().int(),
  size_label: z.string(),
  created_at: z.string(),
});
export type BackupRecord = z.infer<typeof backupRecordSchema>;

export const backupListSchema = z.object({
  data: z.array(backupRecordSchema),
  meta: z.object({ total: z.number().int(), automatic_backup: z.boolean() }),
});

export const backupParamsSchema = z.object({ id: z.coerce.number().int().positive(), backupId: z.coerce.number().int().positive() });

export const automaticBackupBodySchema = z.object({
  automatic_backup: z.boolean({ error: 'The automatic backup field must be true or false.' }),
});

export const backupNoteBodySchema = z.object({ note: z.string({ error: 'The note field is required.' }).trim().max(200, 'The note may not be longer than 200 characters.') });
