import type { LandingListItem } from '@tessera/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { fetchShareId, shareLink } from '../../../api/websites-api.ts';
import { TOAST_DURATION_MS } from '../../../api/response-feedback.ts';

/** Copies the website's share link; spec §8: a 'Copied' success toast for 5 seconds. */
export function ShareLinkButton({ website }: { website: LandingListItem }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const link = shareLink(await fetchShareId(website.id));
      await navigator.clipboard.writeText(link);
      toast.success('Copied', { duration: TOAST_DURATION_MS });
    } catch (error) {
      // A failed call is toasted by the API client; a refused clipboard is reported here.
      if (error instanceof Error && error.name === 'NotAllowedError') toast.error('The link could not be copied.', { duration: TOAST_DURATION_MS });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn--small" disabled={busy} aria-busy={busy} onClick={() => void onClick()} aria-label={`Copy share link of ${website.title}`}>
      Share link
    </button>
  );
}
