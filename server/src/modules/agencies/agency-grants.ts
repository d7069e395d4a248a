import { ALL_PREMIUM, NO_PREMIUM, PLAN_FEATURES, type PlanFeature, type PremiumGrants } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';

const isPlanFeature = (value: string): value is PlanFeature => (PLAN_FEATURES as readonly string[]).includes(value);

/** Subscription statuses that still grant the plan: a past-due or canceled one does not. */
export const GRANTING_STATUSES = ['active', 'trialing'] as const;

/**
 * The premium elements, apps and plan features an agency holds, computed on every call so an
 * admin's change to a plan applies on the next request: what its active subscriptions' plans
 * grant (every premium plugin if one is unlimited), plus the admin's per-agency grants on top.
 * None for an unknown agency.
 */
export async function agencyGrants(db: Db, agencyId: number): Promise<PremiumGrants> {
  const [agency, plans] = await Promise.all([
    db.selectFrom('agencies').select(['premium_elements', 'premium_apps', 'plan_features']).where('id', '=', agencyId).executeTakeFirst(),
    db
      .selectFrom('agency_subscriptions as s')
      .innerJoin('plans as p', 'p.id', 's.plan_id')
      .select(['p.unlimited', 'p.premium_elements', 'p.premium_apps'])
      .where('s.agency_id', '=', agencyId)
      .where('s.status', 'in', GRANTING_STATUSES)
      .execute(),
  ]);
  if (!agency) return NO_PREMIUM;
  const features = new Set(agency.plan_features.filter(isPlanFeature));
  if (plans.some((plan) => plan.unlimited)) return { ...ALL_PREMIUM, features };
  return {
    all: false,
    elements: new Set([...agency.premium_elements, ...plans.flatMap((plan) => plan.premium_elements)]),
    apps: new Set([...agency.premium_apps, ...plans.flatMap((plan) => plan.premium_apps)]),
    features,
  };
}

/** What a design saved by `user` for `agencyId` may use: an admin, anything; everyone else, the agency's grants. */
export async function grantsFor(db: Db, user: { role: string }, agencyId: number | null): Promise<PremiumGrants> {
  if (user.role === 'Admin' || agencyId === null) return ALL_PREMIUM;
  return agencyGrants(db, agencyId);
}

/**
 * The agencies' grants changed (an admin's grant, a plan's, a subscription that started or
 * stopped granting): each of their websites is rendered again by the queue, since published pages
 * hold their bytes, with the premium elements and apps not held left out.
 */
export async function agenciesGrantsChanged(deps: { db: Db; siteChanged: (landing: LandingRow) => Promise<void> }, agencyIds: readonly number[]): Promise<void> {
  if (agencyIds.length === 0) return;
  const landings = await deps.db.selectFrom('landings').selectAll().where('agency_id', 'in', agencyIds).execute();
  for (const landing of landings) await deps.siteChanged(landing);
}
