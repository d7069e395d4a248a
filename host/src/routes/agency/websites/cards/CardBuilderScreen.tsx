import { cardDisplayName } from '@tessera/core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useCard } from '../../../../api/cards-api.ts';
import { QueryView } from '../../../../ui/QueryView.tsx';
import { NotFoundPage } from '../../../NotFoundPage.tsx';
import { useIdParam } from '../../../use-id-param.ts';
import { CardBuilder } from './CardBuilder.tsx';

/** Where the builder sits: the agency's website screens, or the card user's own area (spec §2 /user/). */
export type CardArea = 'agency' | 'user';

export const cardsHome = (area: CardArea, landingId: number) => (area === 'agency' ? `/agency/websites/${landingId}/cards` : '/user/cards');
export const cardBuilderPath = (area: CardArea, landingId: number, cardId: number) => `/${area}/websites/${landingId}/card/${cardId}`;

/** websites/{id}/card/create and websites/{id}/card/{cardId}: the card builder, full screen, with its way back. */
export function CardBuilderScreen({ area }: { area: CardArea }) {
  const landingId = useIdParam('id');
  const cardId = useIdParam('cardId');
  const creating = useParams().cardId === undefined;
  const card = useCard(landingId ?? 0, creating ? undefined : (cardId ?? undefined));
  const navigate = useNavigate();
  if (landingId === null || (!creating && cardId === null)) return <NotFoundPage />;
  const back = cardsHome(area, landingId);
  const header = (title: string) => (
    <header className="card-builder__bar">
      <Link to={back} className="btn btn--small">
        Back to cards
      </Link>
      <h1 className="card-builder__title">{title}</h1>
      {cardId !== null ? (
        <Link to={`${cardBuilderPath(area, landingId, cardId)}/preview`} className="btn btn--small">
          Preview
        </Link>
      ) : null}
    </header>
  );
  const builder = (saved?: Parameters<typeof CardBuilder>[0]['card']) => (
    <CardBuilder
      key={saved?.id ?? 'new'}
      landingId={landingId}
      card={saved}
      websiteFiles={area === 'agency'}
      onSaved={(next) => {
        if (creating) navigate(cardBuilderPath(area, landingId, next.id), { replace: true });
      }}
    />
  );
  return (
    <div className="card-builder-screen">
      {creating ? (
        <>
          {header('New card')}
          {builder()}
        </>
      ) : (
        <QueryView query={card} loading="Loading the card…" failed="The card could not be loaded">
          {(data) => (
            <>
              {header(cardDisplayName(data))}
              {builder(data)}
            </>
          )}
        </QueryView>
      )}
    </div>
  );
}
