import type { Integration } from '@tessera/core';
import { useIntegrationDeliveries } from '../../../../api/integrations-api.ts';
import { Modal } from '../../../../ui/Modal.tsx';
import { Spinner } from '../../../../ui/Spinner.tsx';
import { formatDate } from '../../../format-date.ts';

const SOURCES: Record<string, string> = { form: 'form submission', card: 'card lead', test: 'test call' };

/** The integration's last tries of forwarding a lead. */
export function IntegrationDeliveries({ landingId, integration, onClose }: { landingId: number; integration: Integration; onClose(): void }) {
  const deliveries = useIntegrationDeliveries(landingId, integration.id);
  return (
    <Modal title={`Deliveries of ${integration.name}`} onClose={onClose} footer={<button type="button" className="btn" onClick={onClose}>Close</button>}>
      {deliveries.isPending ? (
        <Spinner label="Loading deliveries…" />
      ) : deliveries.error ? (
        <p className="form-row__error">{deliveries.error.message}</p>
      ) : deliveries.data.length === 0 ? (
        <p className="modal__text">Nothing was forwarded yet.</p>
      ) : (
        <ul className="simple-list">
          {deliveries.data.map((delivery) => (
            <li key={delivery.id} className="simple-list__item">
              <span className={`status-pill status-pill--${delivery.success ? 'published' : 'draft'}`}>{delivery.success ? 'Delivered' : 'Failed'}</span>
              <span className="table__secondary">
                {SOURCES[delivery.source] ?? delivery.source} · try {delivery.attempt} · {delivery.error ?? delivery.status_code ?? 'done'} · {delivery.duration_ms} ms · {formatDate(delivery.created_at, true)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
