import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { GRANTING_STATUSES } from '../agencies/agency-grants.ts';

/** Where an agency's website limit comes from, so a refusal can say who to ask. */
export type WebsiteLimit = { limit: number; source: 'agency' } | { limit: number; source: 'plan'; planName: string };

const websites = (limit: number) => `${limit} website${limit === 1 ? '' : 's'}`;

export function websiteLimitMessage(limit: WebsiteLimit): string {
  return limit.source === 'agency'
    ? `Your agency's limit, set by the administrator, is ${websites(limit.limit)}. Delete one or ask the administrator to raise it.`
    : `Your plan (${limit.planName}) allows ${websites(limit.limit)}. Delete one or upgrade your plan to create another.`;
}

/**
 * The agency's website limit: its own, when the admin set one, else its plan's. Of several live
 * agency and reseller plans the most generous counts; a plan without a limit, or no plan, means none.
 */
export async function websiteLimitOf(db: Db, agencyId: number): Promise<WebsiteLimit | null> {
  const agency = await db.selectFrom('agencies').select('landing_limit').where('id', '=', agencyId).executeTakeFirst();
  if (agency?.landing_limit != null) return { limit: agency.landing_limit, source: 'agency' };
  const plans = await db
    .selectFrom('agency_subscriptions as s')
    .innerJoin('plans as p', 'p.id', 's.plan_id')
    .select(['p.name', 'p.website_limit'])
    .where('s.agency_id', '=', agencyId)
    .where('s.section', 'in', ['agency', 'reseller'])
    .where('s.status', 'in', GRANTING_STATUSES)
    .execute();
  if (plans.length === 0 || plans.some((plan) => plan.website_limit === null)) return null;
  const widest = plans.reduce((best, plan) => (plan.website_limit! > best.website_limit! ? plan : best));
  return { limit: widest.website_limit!, source: 'plan', planName: widest.name };
}

/**
 * Refuses (403, naming the limit and where it comes from) a new website for an agency at its
 * limit. Inside a transaction, `lock` holds the agency's row until it ends, so two websites
 * created at once cannot both take the last place.
 */
export async function refuseAtWebsiteLimit(db: Db, agencyId: number, { lock = false } = {}): Promise<void> {
  if (lock) await db.selectFrom('agencies').select('id').where('id', '=', agencyId).forUpdate().execute();
  const limit = await websiteLimitOf(db, agencyId);
  if (limit === null) return;
  const { n } = await db.selectFrom('landings').select((eb) => eb.fn.countAll<string>().as('n')).where('agency_id', '=', agencyId).executeTakeFirstOrThrow();
  if (Number(n) >= limit.limit) throw new HttpError('forbidden', websiteLimitMessage(limit));
}
