import type { Page } from '@tessera/core';

/** Draft, or Published (with a hint when saved changes are not on the site yet). */
export function PageStatus({ page }: { page: Page }) {
  if (page.published_version === null) return <span className="status-pill status-pill--draft">Draft</span>;
  const behind = page.version > page.published_version;
  return (
    <span className="status-pill status-pill--published" title={behind ? 'Saved changes are not published yet' : undefined}>
      {behind ? 'Published, changes pending' : 'Published'}
    </span>
  );
}
