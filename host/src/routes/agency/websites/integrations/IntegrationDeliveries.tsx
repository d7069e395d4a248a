import type { Integration } from '@tessera/core';
import { useIntegrationDeliveries } from '../../../../api/integrations-api.ts';
import { DeliveryLogDialog } from '../../../../ui/DeliveryLogDialog.tsx';
import { formatDate } from '../../../format-date.ts';

const SOURCES: Record<string, string> = { form: 'form submission', card: 'card lead', test: 'test call' };

/** The integration's last tries of forwarding a lead. */
export function IntegrationDeliveries({ landingId, integration, onClose }: { landingId: number; integration: Integration; onClose(): void }) {
  return (
    <DeliveryLogDialog
      title={`Deliveries of ${integration.name}`}
      query={useIntegrationDeliveries(landingId, integration.id)}
      empty="Nothing was forwarded yet."
      describe={(delivery) =>
        `${SOURCES[delivery.source] ?? delivery.source} · try ${delivery.attempt} · ${delivery.error ?? delivery.status_code ?? 'done'} · ${delivery.duration_ms} ms · ${formatDate(delivery.created_at, true)}`
      }
      onClose={onClose}
    />
  );
}
