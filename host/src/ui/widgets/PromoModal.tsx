import type { UserWidgets } from '@tessera/core';
import { Modal } from '../Modal.tsx';

type Promo = NonNullable<UserWidgets['promo']>;

/** The admin's promo: its image, message and link; closing it is all the user has to do. */
export function PromoModal({ promo, onClose }: { promo: Promo; onClose(): void }) {
  return (
    <Modal
      title={promo.title}
      onClose={onClose}
      footer={
        <>
          {promo.link_url ? (
            <a className="btn btn--primary" href={promo.link_url} target="_blank" rel="noopener noreferrer" onClick={onClose}>
              {promo.link_label || 'Learn more'}
            </a>
          ) : null}
          <button type="button" className="btn" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      {promo.image_url ? <img className="promo__image" src={promo.image_url} alt="" /> : null}
      <p className="promo__message">{promo.message}</p>
    </Modal>
  );
}
