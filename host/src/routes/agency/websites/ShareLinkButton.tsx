import type { LandingListItem } from '@tessera/core';
import { shareLink } from '../../../api/websites-api.ts';
import { ShareByLinkButton } from '../../../ui/ShareByLink.tsx';

/** The website's Share dialog: sharing by link is switched on there, and only then shows the link. */
export function ShareLinkButton({ website }: { website: LandingListItem }) {
  return <ShareByLinkButton name={website.title} stateUrl={`/landings/${website.id}/unique-id`} sharingUrl={`/landings/${website.id}/sharing`} link={shareLink} />;
}
