import type { ComponentType } from 'react';
import { NotFoundPage } from '../../NotFoundPage.tsx';
import { useIdParam } from '../../use-id-param.ts';

/**
 * A screen under /agency/websites/{id}/: a malformed id shows the not-found page; each website
 * gets its own instance (keyed), so no state of one website's screen leaks into another's.
 */
export function websiteScreen(Screen: ComponentType<{ landingId: number }>) {
  return function WebsiteScreen() {
    const landingId = useIdParam('id');
    if (landingId === null) return <NotFoundPage />;
    return <Screen key={landingId} landingId={landingId} />;
  };
}
