import { ONBOARDING_STEPS, type Onboarding, type OnboardingStepId } from '@tessera/core';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * What makes each step done, read from the agency's own data, so the list follows what the
 * agency does anywhere in the product (and undoes: a deleted website's steps open again).
 */
function stepDone(db: Db, agencyId: number): Record<OnboardingStepId, Expression<SqlBool>> {
  const ownLandings = db.selectFrom('landings as l').where('l.agency_id', '=', agencyId);
  return {
    website: sql<SqlBool>`exists (${ownLandings.select('l.id')})`,
    brand_kit: sql<SqlBool>`exists (${ownLandings.select('l.id').where('l.brand_kit_saved_at', 'is not', null)})`,
    publish: sql<SqlBool>`exists (${ownLandings.innerJoin('pages as p', 'p.landing_id', 'l.id').select('p.id').where('p.published_at', 'is not', null)})`,
    domain: sql<SqlBool>`exists (${ownLandings.select('l.id').where('l.domain', 'is not', null)})`,
    payments: sql<SqlBool>`exists (${ownLandings.innerJoin('payment_gateways as g', 'g.landing_id', 'l.id').select('g.id').where('g.status', '=', 'active')})`,
    card: sql<SqlBool>`exists (${ownLandings.innerJoin('cards as c', 'c.landing_id', 'l.id').select('c.id')})`,
    teammate: sql<SqlBool>`exists (${db.selectFrom('users as u').select('u.id').where('u.agency_id', '=', agencyId).where('u.role', '<>', 'Agency')})`,
  };
}

export async function onboardingOf(db: Db, agencyId: number): Promise<Onboarding> {
  const done = stepDone(db, agencyId);
  const row = await db
    .selectFrom('agencies as a')
    .where('a.id', '=', agencyId)
    .select((eb) => [
      eb('a.onboarding_dismissed_at', 'is not', null).as('dismissed'),
      eb.selectFrom('landings as l').select('l.id').where('l.agency_id', '=', agencyId).orderBy('l.id', 'desc').limit(1).as('landing_id'),
      ...ONBOARDING_STEPS.map((id) => eb.cast<boolean>(done[id], 'boolean').as(id)),
    ])
    .executeTakeFirstOrThrow();
  const flags = row as unknown as Record<OnboardingStepId, boolean>;
  return { dismissed: Boolean(row.dismissed), landing_id: row.landing_id ?? null, steps: ONBOARDING_STEPS.map((id) => ({ id, done: Boolean(flags[id]) })) };
}

export async function setOnboardingDismissed(db: Db, agencyId: number, dismissed: boolean, now: Date): Promise<void> {
  await db.updateTable('agencies').set({ onboarding_dismissed_at: dismissed ? now : null }).where('id', '=', agencyId).execute();
}
