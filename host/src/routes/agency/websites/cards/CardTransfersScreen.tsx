import { ScreenHeader } from '../../../../ui/ScreenHeader.tsx';
import { TransferRequests } from './TransferRequests.tsx';

/** /agency/card/transfers: cards other users of the agency offered to the signed-in user. */
export function CardTransfersScreen() {
  return (
    <div className="screen">
      <ScreenHeader title="Card transfers" />
      <TransferRequests emptyText="No card is waiting for you." />
    </div>
  );
}
