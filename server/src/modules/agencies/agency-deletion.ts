import type { AgencyDeletion } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';
import { notFound, validationFailed } from '../../http/http-error.ts';
import type { Storage } from '../../services/storage.ts';
import { releaseStoredObjects } from '../files/stored-objects.ts';
import type { SessionEnds } from '../realtime/realtime-hub.ts';

/** Subscription states after which the payment provider bills no more. */
const ENDED_STATUSES = ['canceled', 'incomplete_expired'];

export interface AgencyDeletionDeps {
  db: Db;
  storage: Storage;
  /** Takes a deleted website off the published sites (every process's cache of it). */
  siteRemoved: (landing: LandingRow) => Promise<void>;
  sessions: SessionEnds;
  /** A stored object that could not be removed stays behind as an orphan: reported, not thrown. */
  onOrphan: (key: string, error: unknown) => void;
}

const count = async (query: { executeTakeFirstOrThrow(): Promise<{ count: string | number | bigint }> }) => Number((await query.executeTakeFirstOrThrow()).count);

/** What deleting the agency for good removes, and the subscription that holds it back. */
export async function agencyDeletion(db: Db, agencyId: number): Promise<AgencyDeletion> {
  const agency = await db.selectFrom('agencies').select(['id', 'name', 'archived_at']).where('id', '=', agencyId).executeTakeFirst();
  if (!agency) throw notFound('Agency');
  const landings = db.selectFrom('landings').select('id').where('agency_id', '=', agencyId);
  const websites = await count(db.selectFrom('landings').select((eb) => eb.fn.countAll().as('count')).where('agency_id', '=', agencyId));
  const pages = await count(db.selectFrom('pages').select((eb) => eb.fn.countAll().as('count')).where('landing_id', 'in', landings));
  const cards = await count(db.selectFrom('cards').select((eb) => eb.fn.countAll().as('count')).where('landing_id', 'in', landings));
  const files = await count(
    db
      .selectFrom('files')
      .select((eb) => eb.fn.countAll().as('count'))
      .where((eb) => eb.or([eb('agency_id', '=', agencyId), eb('landing_id', 'in', landings)])),
  );
  const users = await count(db.selectFrom('users').select((eb) => eb.fn.countAll().as('count')).where('agency_id', '=', agencyId));
  const live = await db
    .selectFrom('agency_subscriptions as s')
    .innerJoin('plans as p', 'p.id', 's.plan_id')
    .select('p.name')
    .where('s.agency_id', '=', agencyId)
    .where('s.status', 'not in', ENDED_STATUSES)
    .orderBy('s.id')
    .executeTakeFirst();
  return { id: agency.id, name: agency.name, archived: agency.archived_at !== null, websites, pages, cards, files, users, live_subscription: live?.name ?? null };
}

function refuse(summary: AgencyDeletion, confirmName: string | undefined): void {
  const errors: Record<string, string[]> = {};
  if (!summary.archived) errors.agency = [`Archive ${summary.name} before deleting it for good.`];
  if (summary.live_subscription !== null) {
    errors.subscription = [`${summary.name} still has a live subscription (${summary.live_subscription}). Cancel it before deleting the agency for good.`];
  }
  if (confirmName !== summary.name) errors.confirm_name = [`Type the agency's name, ${summary.name}, to delete it for good.`];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/**
 * Deletes an archived agency with everything it holds: its websites and all they hold (pages,
 * cards, forms, contacts, backups, shop…), its accounts, files and apps' data, by the foreign
 * keys' cascades in one transaction. The stored objects of its files go after the commit, so a
 * rolled-back deletion never loses a file.
 */
export async function deleteAgencyForGood(deps: AgencyDeletionDeps, agencyId: number, confirmName: string | undefined): Promise<AgencyDeletion> {
  const { summary, landings, keys } = await deps.db.transaction().execute(async (tx) => {
    // The agency's row lock makes a website or subscription being written meanwhile wait, so what is counted is what goes.
    const locked = await tx.selectFrom('agencies').select('id').where('id', '=', agencyId).forUpdate().executeTakeFirst();
    if (!locked) throw notFound('Agency');
    const summary = await agencyDeletion(tx, agencyId);
    refuse(summary, confirmName);
    const landings = await tx.selectFrom('landings').selectAll().where('agency_id', '=', agencyId).execute();
    const keys = await tx
      .selectFrom('files')
      .select('storage_key')
      .where((eb) => eb.or([eb('agency_id', '=', agencyId), eb('landing_id', 'in', tx.selectFrom('landings').select('id').where('agency_id', '=', agencyId))]))
      .execute();
    await tx.deleteFrom('agencies').where('id', '=', agencyId).execute();
    return { summary, landings, keys: keys.map((row) => row.storage_key) };
  });
  deps.sessions.sessionsEnded({ kind: 'agency', agencyId });
  for (const landing of landings) await deps.siteRemoved(landing);
  await releaseStoredObjects(deps.db, deps.storage, keys, deps.onOrphan);
  return summary;
}
