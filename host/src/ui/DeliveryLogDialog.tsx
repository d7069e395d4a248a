import type { ReactNode } from 'react';
import { Modal } from './Modal.tsx';
import { Spinner } from './Spinner.tsx';

interface DeliveryLogDialogProps<T> {
  title: string;
  query: { isPending: boolean; error: Error | null; data: T[] | undefined };
  /** Said when nothing was sent yet. */
  empty: string;
  /** One try in words: what, which try, the answer, how long, when. */
  describe(delivery: T): ReactNode;
  onClose(): void;
}

/** The tries of sending something out (a webhook's events, an integration's leads), each delivered or failed. */
export function DeliveryLogDialog<T extends { id: number; success: boolean }>({ title, query, empty, describe, onClose }: DeliveryLogDialogProps<T>) {
  return (
    <Modal title={title} onClose={onClose} footer={<button type="button" className="btn" onClick={onClose}>Close</button>}>
      {query.isPending ? (
        <Spinner label="Loading deliveries…" />
      ) : query.error ? (
        <p className="form-row__error">{query.error.message}</p>
      ) : !query.data || query.data.length === 0 ? (
        <p className="modal__text">{empty}</p>
      ) : (
        <ul className="simple-list">
          {query.data.map((delivery) => (
            <li key={delivery.id} className="simple-list__item">
              <span className={`status-pill status-pill--${delivery.success ? 'published' : 'draft'}`}>{delivery.success ? 'Delivered' : 'Failed'}</span>
              <span className="table__secondary">{describe(delivery)}</span>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
