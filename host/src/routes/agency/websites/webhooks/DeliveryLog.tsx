import type { Webhook } from '@tessera/core';
import { useDeliveries } from '../../../../api/webhooks-api.ts';
import { DeliveryLogDialog } from '../../../../ui/DeliveryLogDialog.tsx';
import { formatDate } from '../../../format-date.ts';

/** The webhook's last 20 delivery attempts. */
export function DeliveryLog({ landingId, webhook, onClose }: { landingId: number; webhook: Webhook; onClose(): void }) {
  return (
    <DeliveryLogDialog
      title="Deliveries"
      query={useDeliveries(landingId, webhook.id)}
      empty="Nothing was sent yet."
      describe={(delivery) => `${delivery.event} · try ${delivery.attempt} · ${delivery.status_code ?? delivery.error ?? 'no answer'} · ${delivery.duration_ms} ms · ${formatDate(delivery.created_at, true)}`}
      onClose={onClose}
    />
  );
}
