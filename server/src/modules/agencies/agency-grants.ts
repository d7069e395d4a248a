import { ALL_PREMIUM, NO_PREMIUM, PLAN_FEATURES, type PlanFeature, type PremiumGrants } from '@tessera/core';
import type { Db } from '../../db/database.ts';

const isPlanFeature = (value: string): value is PlanFeature => (PLAN_FEATURES as readonly string[]).includes(value);

/** The premium elements and plan features an agency holds; none for an unknown agency. */
export async function agencyGrants(db: Db, agencyId: number): Promise<PremiumGrants> {
  const agency = await db.selectFrom('agencies').select(['premium_elements', 'plan_features']).where('id', '=', agencyId).executeTakeFirst();
  if (!agency) return NO_PREMIUM;
  return { all: false, elements: new Set(agency.premium_elements), features: new Set(agency.plan_features.filter(isPlanFeature)) };
}

/** What a design saved by `user` for `agencyId` may use: an admin, anything; everyone else, the agency's grants. */
export async function grantsFor(db: Db, user: { role: string }, agencyId: number | null): Promise<PremiumGrants> {
  if (user.role === 'Admin' || agencyId === null) return ALL_PREMIUM;
  return agencyGrants(db, agencyId);
}
