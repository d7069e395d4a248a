import type { AgenciesQuery } from '@tessera/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { GRANTING_STATUSES } from './agency-grants.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Agencies with their owner account and website count, as the admin lists and edits them. */
function agencyRows(db: Db) {
  return db
    .selectFrom('agencies as a')
    .leftJoin('users as u', (join) =>
      join
        .onRef('u.agency_id', '=', 'a.id')
        .on('u.role', '=', 'Agency')
        // One owner per agency: the first Agency-role account.
        .on('u.id', '=', (eb) => eb.selectFrom('users as o').select((o) => o.fn.min('o.id').as('id')).whereRef('o.agency_id', '=', 'a.id').where('o.role', '=', 'Agency')),
    )
    .select([
      'a.id',
      'a.name',
      'a.subscribed',
      'a.free_fee',
      'a.free_register',
      'a.plan_name',
      'a.archived_at',
      'a.created_at',
      'a.premium_elements',
      'a.plan_features',
      'a.landing_limit',
      'a.card_limit',
      'a.premium_apps',
      'a.stripe_status',
      'a.stripe_price',
      'a.reseller_status',
      'a.reseller_subscribed',
      'a.default_payment_method',
      (eb) => eb('a.openai_api_key', 'is not', null).as('has_openai_key'),
      'u.id as owner_id',
      'u.name as owner_name',
      'u.email as owner_email',
      (eb) => eb.selectFrom('landings as l').select((l) => l.fn.countAll<string>().as('n')).whereRef('l.agency_id', '=', 'a.id').as('landings_count'),
      (eb) =>
        eb
          .selectFrom('cards as c')
          .innerJoin('landings as cl', 'cl.id', 'c.landing_id')
          .select((c) => c.fn.countAll<string>().as('n'))
          .whereRef('cl.agency_id', '=', 'a.id')
          .as('card_count'),
    ]);
}
export type AgencyRow = NonNullable<Awaited<ReturnType<ReturnType<typeof agencyRows>['executeTakeFirst']>>>;

function filtered(db: Db, query: AgenciesQuery) {
  let rows = agencyRows(db).where('a.archived_at', query.status === 'archived' ? 'is not' : 'is', null);
  if (query.free_register !== undefined) rows = rows.where('a.free_register', '=', query.free_register);
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    rows = rows.where((eb) => eb.or([eb('a.name', 'ilike', pattern), eb('u.email', 'ilike', pattern), eb('u.name', 'ilike', pattern)]));
  }
  return rows;
}

export async function listAgencies(db: Db, query: AgenciesQuery) {
  const direction = query.sort_desc ? 'desc' : 'asc';
  const order = query.sort_by === 'landings_count' ? sql.ref('landings_count') : sql.ref(`a.${query.sort_by}`);
  const [rows, count] = await Promise.all([
    filtered(db, query)
      .orderBy(order, direction)
      .orderBy('a.id', direction)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    db
      .selectFrom(filtered(db, query).as('f'))
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findAgency(db: Db, agencyId: number) {
  return agencyRows(db).where('a.id', '=', agencyId).executeTakeFirst();
}

/** The plans of the agency's live app and reseller subscriptions (§3 app_plans, reseller_plan). */
export function liveAddOnPlans(db: Db, agencyId: number) {
  return db
    .selectFrom('agency_subscriptions')
    .select(['section', 'plan_id'])
    .where('agency_id', '=', agencyId)
    .where('section', 'in', ['app', 'reseller'])
    .where('status', 'in', GRANTING_STATUSES)
    .orderBy('id')
    .execute();
}
