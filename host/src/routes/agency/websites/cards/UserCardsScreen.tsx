import { cardDisplayName } from '@tessera/core';
import { Link } from 'react-router-dom';
import { useHeldCards } from '../../../../api/cards-api.ts';
import { QueryView } from '../../../../ui/QueryView.tsx';
import { ScreenHeader } from '../../../../ui/ScreenHeader.tsx';
import { cardBuilderPath } from './CardBuilderScreen.tsx';
import { CardListItem } from './CardListItem.tsx';
import { TransferRequests } from './TransferRequests.tsx';

/** /user/cards: the cards a card user holds, with the builder, preview, share and QR code of each, and the cards offered to them. */
export function UserCardsScreen() {
  const cards = useHeldCards();
  return (
    <div className="screen">
      <ScreenHeader title="My cards" count={cards.data ? `${cards.data.length} cards` : null} />
      <TransferRequests />
      <QueryView
        query={cards}
        loading="Loading your cards…"
        failed="Your cards could not be loaded"
        empty={{ when: (data) => data.length === 0, title: 'No cards yet', message: 'A card your agency hands to you appears here once you accept it.' }}
      >
        {(data) => (
          <ul className="card-list">
            {data.map((card) => {
              const name = cardDisplayName(card);
              const builder = cardBuilderPath('user', card.landing_id, card.id);
              return (
                <CardListItem key={card.id} card={card} about={card.landing_title}>
                  <Link className="btn btn--small" to={builder} aria-label={`Edit ${name}`}>
                    Edit
                  </Link>
                  <Link className="btn btn--small" to={`${builder}/preview`} aria-label={`Preview ${name}`}>
                    Preview
                  </Link>
                </CardListItem>
              );
            })}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
