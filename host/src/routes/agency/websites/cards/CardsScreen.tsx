import { cardDisplayName, type Card } from '@tessera/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { cloneCard, deleteCard, useCardHolders, useCardMutation, useCards } from '../../../../api/cards-api.ts';
import { QueryView } from '../../../../ui/QueryView.tsx';
import { ScreenHeader } from '../../../../ui/ScreenHeader.tsx';
import { useConfirmDelete } from '../../../../ui/use-confirm-delete.tsx';
import { websiteScreen } from '../website-screen.tsx';
import { CardContactsDialog } from './CardContactsDialog.tsx';
import { CardListItem } from './CardListItem.tsx';
import { TransferCardDialog } from './TransferCardDialog.tsx';

/** /agency/websites/{id}/cards: the website's digital business cards with their address, QR code, holders and leads. */
export const CardsScreen = websiteScreen(function CardsOfWebsite({ landingId }) {
  const cards = useCards(landingId);
  const holders = useCardHolders(landingId);
  const copy = useCardMutation(landingId, (cardId: number) => cloneCard(landingId, cardId));
  const remove = useCardMutation(landingId, (cardId: number) => deleteCard(landingId, cardId));
  const [transferring, setTransferring] = useState<Card | null>(null);
  const [leads, setLeads] = useState<Card | null>(null);
  const confirm = useConfirmDelete(remove, (card: Card) => ({ title: 'Delete this card?', message: `${card.url} stops answering.`, confirmLabel: 'Delete card' }), (card) => card.id);
  const heldBy = (cardId: number) => (holders.data ?? []).filter((holder) => holder.cards.some((card) => card.id === cardId)).map((holder) => holder.name || holder.email);
  const base = `/agency/websites/${landingId}`;
  return (
    <div className="screen">
      <ScreenHeader title="Cards" count={cards.data ? `${cards.data.length} cards` : null} back={{ to: `${base}/pages`, label: 'Pages' }}>
        <Link className="btn btn--primary" to={`${base}/card/create`}>
          New card
        </Link>
      </ScreenHeader>
      <QueryView
        query={cards}
        loading="Loading cards…"
        failed="Cards could not be loaded"
        empty={{ when: (data) => data.length === 0, title: 'No cards yet', message: 'A digital business card shares a person’s contact details with one link or QR code.' }}
      >
        {(data) => (
          <ul className="card-list">
            {data.map((card) => {
              const name = cardDisplayName(card);
              const holdersOf = heldBy(card.id);
              return (
                <CardListItem key={card.id} card={card} about={holdersOf.length ? `Held by ${holdersOf.join(', ')}` : 'Held by the agency'}>
                  <Link className="btn btn--small" to={`${base}/card/${card.id}`} aria-label={`Edit ${name}`}>
                    Edit
                  </Link>
                  <Link className="btn btn--small" to={`${base}/card/${card.id}/preview`} aria-label={`Preview ${name}`}>
                    Preview
                  </Link>
                  <button type="button" className="btn btn--small" onClick={() => setLeads(card)} aria-label={`Leads of ${name}`}>
                    Leads
                  </button>
                  <button type="button" className="btn btn--small" disabled={copy.isPending} onClick={() => copy.mutate(card.id)} aria-label={`Copy ${name}`}>
                    Copy
                  </button>
                  <button type="button" className="btn btn--small" onClick={() => setTransferring(card)} aria-label={`Transfer ${name}`}>
                    Transfer
                  </button>
                  <button type="button" className="btn btn--small btn--danger" onClick={() => confirm.ask(card)} aria-label={`Delete ${name}`}>
                    Delete
                  </button>
                </CardListItem>
              );
            })}
          </ul>
        )}
      </QueryView>
      {transferring ? <TransferCardDialog landingId={landingId} card={transferring} onClose={() => setTransferring(null)} /> : null}
      {leads ? <CardContactsDialog landingId={landingId} card={leads} onClose={() => setLeads(null)} /> : null}
      {confirm.dialog}
    </div>
  );
});
