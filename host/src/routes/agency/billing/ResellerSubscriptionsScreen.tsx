import { ScreenHeader } from '../../../ui/ScreenHeader.tsx';
import { BillingScreen } from './BillingScreen.tsx';

/** /agency/reseller-subscriptions: reseller plans; an unlimited one grants every premium element and app (§4). */
export function ResellerSubscriptionsScreen() {
  return <BillingScreen header={<ScreenHeader title="Reseller subscriptions" />} sections={['reseller']} currentTitle="Your reseller plan" offers={{ type: 'reseller', title: 'Reseller plans' }} />;
}
