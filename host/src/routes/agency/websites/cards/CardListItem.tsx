import { cardDisplayName, type Card } from '@tessera/core';
import type { ReactNode } from 'react';
import { CardShare } from './CardShare.tsx';

/** One card of a list: its QR code and address, its name, a line about it, and its actions. */
export function CardListItem({ card, about, children }: { card: Pick<Card, 'url' | 'custom_url' | 'content'>; about: string; children: ReactNode }) {
  const name = cardDisplayName(card);
  return (
    <li className="card card-list__item" aria-label={name}>
      <CardShare card={card} name={name} />
      <div className="card-list__body">
        <h2 className="card-list__name">{name}</h2>
        <p className="table__secondary">{about}</p>
        <div className="table__buttons table__buttons--wrap">{children}</div>
      </div>
    </li>
  );
}
