import type { Db } from '../../db/database.ts';

/** A website's coupons with this code; codes are one per website whatever their case, as buyers type them. */
export function couponsWithCode(db: Db, landingId: number, code: string) {
  return db
    .selectFrom('shop_coupons')
    .selectAll()
    .where('landing_id', '=', landingId)
    .where((eb) => eb(eb.fn('upper', ['code']), '=', code.toUpperCase()));
}
