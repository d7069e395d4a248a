import { ScreenHeader } from '../../../ui/ScreenHeader.tsx';
import { CardsPanel } from './CardsPanel.tsx';

/** /agency/payment-methods (and /create, which opens on the card form). */
export function PaymentMethodsScreen({ adding = false }: { adding?: boolean }) {
  return (
    <div className="screen">
      <ScreenHeader title="Payment methods" />
      <CardsPanel adding={adding} />
    </div>
  );
}
