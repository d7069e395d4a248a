import { useState, type ReactNode } from 'react';
import { toast, TOAST_DURATION_MS } from './toasts.tsx';

/** Copies the address `link()` answers; spec §8: a 'Copied' success toast for 5 seconds. */
export function CopyLinkButton({ link, children, 'aria-label': label }: { link(): Promise<string>; 'aria-label': string; children: ReactNode }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await navigator.clipboard.writeText(await link());
      toast.success('Copied', { duration: TOAST_DURATION_MS });
    } catch (error) {
      // A failed call is toasted by the API client; a refused clipboard is reported here.
      if (error instanceof Error && error.name === 'NotAllowedError') toast.error('The link could not be copied.', { duration: TOAST_DURATION_MS });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn--small" disabled={busy} aria-busy={busy} onClick={() => void onClick()} aria-label={label}>
      {children}
    </button>
  );
}
