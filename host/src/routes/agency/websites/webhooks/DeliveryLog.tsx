import type { Webhook } from '@tessera/core';
import { useDeliveries } from '../../../../api/webhooks-api.ts';
import { Modal } from '../../../../ui/Modal.tsx';
import { Spinner } from '../../../../ui/Spinner.tsx';
import { formatDate } from '../../../format-date.ts';

/** The webhook's last 20 delivery attempts. */
export function DeliveryLog({ landingId, webhook, onClose }: { landingId: number; webhook: Webhook; onClose(): void }) {
  const deliveries = useDeliveries(landingId, webhook.id);
  return (
    <Modal title="Deliveries" onClose={onClose} footer={<button type="button" className="btn" onClick={onClose}>Close</button>}>
      {deliveries.isPending ? (
        <Spinner label="Loading deliveries…" />
      ) : deliveries.error ? (
        <p className="form-row__error">{deliveries.error.message}</p>
      ) : deliveries.data.length === 0 ? (
        <p className="modal__text">Nothing was sent yet.</p>
      ) : (
        <ul className="simple-list">
          {deliveries.data.map((delivery) => (
            <li key={delivery.id} className="simple-list__item">
              <span className={`status-pill status-pill--${delivery.success ? 'published' : 'draft'}`}>{delivery.success ? 'Delivered' : 'Failed'}</span>
              <span className="table__secondary">
                {delivery.event} · try {delivery.attempt} · {delivery.status_code ?? delivery.error ?? 'no answer'} · {delivery.duration_ms} ms · {formatDate(delivery.created_at, true)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
