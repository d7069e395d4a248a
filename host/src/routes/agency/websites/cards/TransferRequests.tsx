import { decideTransfer, useCardMutation, useTransferRequests } from '../../../../api/cards-api.ts';
import { formatDate } from '../../../format-date.ts';

/** The card transfer requests waiting for the signed-in user, each confirmed (the card becomes theirs) or declined. */
export function TransferRequests({ emptyText }: { emptyText?: string }) {
  const requests = useTransferRequests();
  const decide = useCardMutation(null, ({ id, decision }: { id: number; decision: 'confirm' | 'decline' }) => decideTransfer(id, decision));
  if (!requests.data?.length) return emptyText && requests.data ? <p className="table__secondary">{emptyText}</p> : null;
  return (
    <section className="form-section" aria-labelledby="transfer-requests-title">
      <h2 className="form-section__title" id="transfer-requests-title">
        Cards offered to you
      </h2>
      <ul className="simple-list">
        {requests.data.map((request) => (
          <li key={request.id} className="simple-list__item">
            <span className="table__primary">{request.card.name}</span>
            <span className="table__secondary">
              from {request.from ? request.from.name || request.from.email : 'a former user'} · {formatDate(request.created_at, true)}
            </span>
            <button type="button" className="btn btn--small btn--primary" disabled={decide.isPending} onClick={() => decide.mutate({ id: request.id, decision: 'confirm' })} aria-label={`Accept ${request.card.name}`}>
              Accept
            </button>
            <button type="button" className="btn btn--small" disabled={decide.isPending} onClick={() => decide.mutate({ id: request.id, decision: 'decline' })} aria-label={`Decline ${request.card.name}`}>
              Decline
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
