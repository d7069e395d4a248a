import type { LandingRendering } from '@tessera/core';

/** "Publishing 12 pages…" while a change (settings, menus, forms, domain, plan) is being rendered onto the website's published pages. */
export function PublishingHint({ rendering }: { rendering: LandingRendering }) {
  if (!rendering) return null;
  return (
    <span className="status-pill status-pill--publishing" role="status">
      Publishing {rendering.pages === 1 ? '1 page' : `${rendering.pages} pages`}…
    </span>
  );
}
