import { cardDisplayName } from '@tessera/core';
import { cardContentSchema, type CardTheme } from '@tessera/sdk';
import { Link } from 'react-router-dom';
import { useCard } from '../../../../api/cards-api.ts';
import { QueryView } from '../../../../ui/QueryView.tsx';
import { NotFoundPage } from '../../../NotFoundPage.tsx';
import { useIdParam } from '../../../use-id-param.ts';
import { cardBuilderPath, type CardArea } from './CardBuilderScreen.tsx';
import { CardPhonePreview } from './CardPhonePreview.tsx';
import { CardShare } from './CardShare.tsx';

/** websites/{id}/card/{cardId}/preview: the saved card on a phone, with its address, QR code and the ways to share it. */
export function CardPreviewScreen({ area }: { area: CardArea }) {
  const landingId = useIdParam('id');
  const cardId = useIdParam('cardId');
  const card = useCard(landingId ?? 0, cardId ?? undefined);
  if (landingId === null || cardId === null) return <NotFoundPage />;
  return (
    <div className="card-builder-screen">
      <QueryView query={card} loading="Loading the card…" failed="The card could not be loaded">
        {(data) => (
          <>
            <header className="card-builder__bar">
              <Link to={cardBuilderPath(area, landingId, cardId)} className="btn btn--small">
                Back to the builder
              </Link>
              <h1 className="card-builder__title">Preview of {cardDisplayName(data)}</h1>
            </header>
            <main className="card-builder">
              <CardShare card={data} name={cardDisplayName(data)} size={200} />
              <CardPhonePreview design={data.design} theme={data.theme as CardTheme} content={cardContentSchema.parse(data.content)} options={data.options} leadForm={data.show_lead_form ? data.lead_form : null} url={data.url} />
            </main>
          </>
        )}
      </QueryView>
    </div>
  );
}
