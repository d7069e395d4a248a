import type { Page } from '@tessera/core';

/** Draft, or Published (with a hint when saved changes are not on the site yet), of a page or a blog post. */
export function PageStatus({ page }: { page: Pick<Page, 'version' | 'published_version'> }) {
  if (page.published_version === null) return <span className="status-pill status-pill--draft">Draft</span>;
  const behind = page.version > page.published_version;
  return (
    <span className="status-pill status-pill--published" title={behind ? 'Saved changes are not published yet' : undefined}>
      {behind ? 'Published, changes pending' : 'Published'}
    </span>
  );
}
