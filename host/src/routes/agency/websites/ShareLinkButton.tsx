import type { LandingListItem } from '@tessera/core';
import { fetchShareId, shareLink } from '../../../api/websites-api.ts';
import { CopyLinkButton } from '../../../ui/CopyLinkButton.tsx';

/** Copies the website's share link. */
export function ShareLinkButton({ website }: { website: LandingListItem }) {
  return (
    <CopyLinkButton link={async () => shareLink(await fetchShareId(website.id))} aria-label={`Copy share link of ${website.title}`}>
      Share link
    </CopyLinkButton>
  );
}
