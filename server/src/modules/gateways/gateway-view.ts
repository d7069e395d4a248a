import type { Gateway } from '@tessera/core';
import type { PaymentGatewayRow } from '../../db/schema-shop.ts';

/** A gateway as the API shows it: never its sealed tokens nor its publishable key's account secrets. */
export function toGateway(row: PaymentGatewayRow): Gateway {
  return {
    id: row.id,
    landing_id: row.landing_id,
    platform: row.platform as Gateway['platform'],
    account_id: row.account_id,
    name: row.name,
    email: row.email,
    currency: row.currency,
    livemode: row.livemode,
    status: row.status as Gateway['status'],
    created_at: row.created_at.toISOString(),
  };
}
