import type { AgencySettings, UpdateAgencySettingsBody } from '@tessera/core';
import { agencySettingsSchema } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';

const COLUMNS = ['name', 'logo', 'timezone', 'support_email'] as const;

/** A stored time zone outside today's list (an older one) reads as UTC rather than failing the screen. */
function toSettings(row: { name: string; logo: string | null; timezone: string; support_email: string | null }): AgencySettings {
  const parsed = agencySettingsSchema.safeParse(row);
  return parsed.success ? parsed.data : { ...row, timezone: 'UTC' };
}

export async function readAgencySettings(db: Db, agencyId: number): Promise<AgencySettings> {
  const row = await db.selectFrom('agencies').select(COLUMNS).where('id', '=', agencyId).executeTakeFirst();
  if (!row) throw notFound('Agency');
  return toSettings(row);
}

export async function updateAgencySettings(db: Db, agencyId: number, body: UpdateAgencySettingsBody): Promise<AgencySettings> {
  const row = await db.updateTable('agencies').set(body).where('id', '=', agencyId).returning(COLUMNS).executeTakeFirst();
  if (!row) throw notFound('Agency');
  return toSettings(row);
}
