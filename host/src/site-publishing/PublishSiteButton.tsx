import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { publishSiteDialog } from './lazy-publish-site-dialog.ts';

/** Publish site on a website's screens: one button, the designer's dialog. Class and words are props so a PermissionGate can stand in for it. */
export function PublishSiteButton({ landingId, className, children }: { landingId: number; className: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const PublishSiteDialog = useMemo(() => publishSiteDialog(), [open]);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {children}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <PublishSiteDialog landingId={landingId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
