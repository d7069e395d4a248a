import type { Db } from '../../db/database.ts';
import { GRANTING_STATUSES } from '../agencies/agency-grants.ts';

const grants = (status: string) => (GRANTING_STATUSES as readonly string[]).includes(status);

/**
 * Writes the agency's §3 billing fields from its subscriptions: subscribed, stripe_status and
 * stripe_price follow its latest agency-plan subscription; reseller_subscribed and
 * reseller_status its latest reseller one. An agency that never subscribed through the
 * provider keeps what the admin set by hand.
 */
export async function syncAgencyStanding(db: Db, agencyId: number): Promise<void> {
  const rows = await db
    .selectFrom('agency_subscriptions as s')
    .innerJoin('plans as p', 'p.id', 's.plan_id')
    .innerJoin('prices as r', 'r.id', 's.price_id')
    .select(['s.section', 's.status', 'p.name as plan_name', 'r.provider_price_id'])
    .where('s.agency_id', '=', agencyId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
  const agencyPlan = rows.find((row) => row.section === 'agency');
  const reseller = rows.find((row) => row.section === 'reseller');
  const changes = {
    ...(agencyPlan
      ? {
          subscribed: rows.some((row) => row.section === 'agency' && grants(row.status)),
          stripe_status: agencyPlan.status,
          stripe_price: agencyPlan.provider_price_id,
          plan_name: agencyPlan.plan_name,
        }
      : {}),
    ...(reseller ? { reseller_subscribed: rows.some((row) => row.section === 'reseller' && grants(row.status)), reseller_status: reseller.status } : {}),
  };
  if (Object.keys(changes).length > 0) await db.updateTable('agencies').set(changes).where('id', '=', agencyId).execute();
}
