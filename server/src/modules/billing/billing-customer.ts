import type { PaymentProvider } from '@tessera/sdk';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';

/** The agency's customer at the payment provider, made once (the idempotency key makes a race make one). */
export async function ensureCustomer(db: Db, payments: PaymentProvider, agencyId: number): Promise<string> {
  const agency = await db
    .selectFrom('agencies')
    .leftJoin('users', (join) => join.onRef('users.agency_id', '=', 'agencies.id').on('users.role', '=', 'Agency'))
    .select(['agencies.name', 'agencies.provider_customer_id', 'users.email'])
    .where('agencies.id', '=', agencyId)
    .orderBy('users.id')
    .executeTakeFirst();
  if (!agency) throw notFound('Agency');
  if (agency.provider_customer_id) return agency.provider_customer_id;
  const customer = await payments.createCustomer(
    { email: agency.email ?? '', name: agency.name, metadata: { agency_id: String(agencyId) } },
    { idempotencyKey: `agency-${agencyId}-customer` },
  );
  await db.updateTable('agencies').set({ provider_customer_id: customer.id }).where('id', '=', agencyId).where('provider_customer_id', 'is', null).execute();
  return customer.id;
}
