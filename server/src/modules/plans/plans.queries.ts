import type { PlanType } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import type { PlanRow, PriceRow } from '../../db/schema-billing.ts';

export async function listPlanRows(db: Db, type?: PlanType): Promise<PlanRow[]> {
  let query = db.selectFrom('plans').selectAll().orderBy('type').orderBy('name');
  if (type) query = query.where('type', '=', type);
  return query.execute();
}

export const findPlanRow = (db: Db, id: number) => db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
export const findPlanRowByName = (db: Db, name: string) => db.selectFrom('plans').selectAll().where('name', '=', name).executeTakeFirst();
export const findPriceRow = (db: Db, id: number) => db.selectFrom('prices').selectAll().where('id', '=', id).executeTakeFirst();

/** Prices of the given plans, cheapest first within a plan. */
export async function pricesOfPlans(db: Db, planIds: readonly number[]): Promise<PriceRow[]> {
  if (planIds.length === 0) return [];
  return db.selectFrom('prices').selectAll().where('plan_id', 'in', planIds).orderBy('plan_id').orderBy('interval').orderBy('amount').execute();
}

export const listPriceRows = (db: Db) => db.selectFrom('prices').selectAll().orderBy('plan_id').orderBy('interval').orderBy('amount').execute();

export async function priceHasSubscribers(db: Db, priceId: number): Promise<boolean> {
  const row = await db.selectFrom('agency_subscriptions').select('id').where('price_id', '=', priceId).limit(1).executeTakeFirst();
  return row !== undefined;
}
