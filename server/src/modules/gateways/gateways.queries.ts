import type { Db } from '../../db/database.ts';
import type { PaymentGatewayRow } from '../../db/schema-shop.ts';

/** The account a website takes payments with now: its one active gateway, if any. */
export function activeGateway(db: Db, landingId: number): Promise<PaymentGatewayRow | undefined> {
  return db.selectFrom('payment_gateways').selectAll().where('landing_id', '=', landingId).where('platform', '=', 'stripe').where('status', '=', 'active').executeTakeFirst();
}
