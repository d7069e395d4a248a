import { AGENCY_ROLES, automaticBackupBodySchema, backupListSchema, backupNoteBodySchema, backupParamsSchema, backupRecordSchema, idSchema, landingDetailSchema, messageSchema } from '@tessera/core';
import { z } from 'zod';
import { requireLanding, requireUser } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { DashboardDeps } from '../dashboard/dashboard-deps.ts';
import { toLandingDetail } from '../landings/landing-view.ts';
import { whitelabelDomainOfAgency } from '../landings/landings.queries.ts';
import { requireBackup, setAutomaticBackup, takeBackup, toBackupRecord } from './backups.service.ts';
import { restoreBackup } from './restore.ts';
import { realtimeConnectionOf } from '../realtime/realtime-hub.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;
const access = { roles: ROLES, tenant: 'landing', permission: 'backups.manage' } as const;
const params = z.object({ id: idSchema });
const saved = z.object({ data: backupRecordSchema, message: z.string(), success: z.boolean() });

export function backupsRoutes(deps: DashboardDeps) {
  const { db } = deps;
  return [
    defineRoute({
      method: 'GET',
      url: '/landings/:id/backup-records',
      summary: "The website's backups, newest first, and whether daily backups are on",
      tags: ['backups'],
      access,
      params,
      response: { 200: backupListSchema },
      handler: async (request) => {
        const landing = requireLanding(request);
        const rows = await db
          .selectFrom('backup_records')
          .select(['id', 'landing_id', 'kind', 'note', 'size', 'created_at', 'snapshot'])
          .where('landing_id', '=', landing.id)
          .orderBy('id', 'desc')
          .execute();
        return { data: rows.map(toBackupRecord), meta: { total: rows.length, automatic_backup: landing.automatic_backup } };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/backup-records/instant-backup',
      alsoAt: ['/landings/:id/instant-backup'],
      summary: 'Take a backup now',
      tags: ['backups'],
      access,
      params,
      response: { 200: saved },
      handler: async (request) => {
        const row = await takeBackup(db, requireLanding(request), 'manual', requireUser(request).id);
        return { data: toBackupRecord(row), message: 'Backup taken.', success: true };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/backup-records/automatic-backup-option',
      alsoAt: ['/landings/:id/automatic-backup-option'],
      summary: 'Switch daily backups on or off (the last 30 are kept)',
      tags: ['backups'],
      access,
      params,
      body: automaticBackupBodySchema,
      response: { 200: z.object({ data: z.object({ automatic_backup: z.boolean() }), message: z.string(), success: z.boolean() }) },
      handler: async (request) => {
        const updated = await setAutomaticBackup(db, deps.queue, requireLanding(request), request.body.automatic_backup);
        return {
          data: { automatic_backup: updated.automatic_backup },
          message: updated.automatic_backup ? 'Daily backups are on.' : 'Daily backups are off.',
          success: true,
        };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/backup-records/:backupId',
      summary: 'Label a backup',
      tags: ['backups'],
      access,
      params: backupParamsSchema,
      body: backupNoteBodySchema,
      response: { 200: saved },
      handler: async (request) => {
        const backup = await requireBackup(db, requireLanding(request).id, request.params.backupId);
        const row = await db.updateTable('backup_records').set({ note: request.body.note }).where('id', '=', backup.id).returningAll().executeTakeFirstOrThrow();
        return { data: toBackupRecord(row), message: 'Backup saved.', success: true };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/backup-records/:backupId/restore',
      summary: 'Restore the website as the backup kept it (pages, designs, forms, menus, settings); the current state is backed up first',
      tags: ['backups'],
      access,
      params: backupParamsSchema,
      response: { 200: z.object({ data: landingDetailSchema, message: z.string(), success: z.boolean() }) },
      handler: async (request) => {
        const landing = requireLanding(request);
        const backup = await requireBackup(db, landing.id, request.params.backupId);
        const user = requireUser(request);
        const restored = await restoreBackup(deps, landing, backup, user.id);
        const event = { type: 'backup.restored' as const, landing_id: landing.id, backup_id: backup.id, restored_by: user.name || user.email };
        deps.realtime.publish({ kind: 'landing', landingId: landing.id, agencyId: landing.agency_id }, event, realtimeConnectionOf(request));
        return { data: toLandingDetail(restored, deps.config, await whitelabelDomainOfAgency(db, restored.agency_id)), message: 'Backup restored.', success: true };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/landings/:id/backup-records/:backupId',
      summary: 'Delete a backup',
      tags: ['backups'],
      access,
      params: backupParamsSchema,
      response: { 200: messageSchema },
      handler: async (request) => {
        const backup = await requireBackup(db, requireLanding(request).id, request.params.backupId);
        await db.deleteFrom('backup_records').where('id', '=', backup.id).execute();
        return { message: 'Backup deleted.', success: true };
      },
    }),
  ];
}
