import type { LandingListItem } from '@tessera/core';

/** Draft until a page is live; once live, "Changes waiting" while pages hold edits Publish site would put live. */
export function WebsiteStatus({ website }: { website: Pick<LandingListItem, 'status' | 'pages_with_changes'> }) {
  if (website.status === 'draft') return <span className="status-pill status-pill--draft">Draft</span>;
  const waiting = website.pages_with_changes;
  if (waiting === 0) return <span className="status-pill status-pill--published">Published</span>;
  const detail = waiting === 1 ? '1 page has changes that are not live yet' : `${waiting} pages have changes that are not live yet`;
  return (
    <span className="status-pill status-pill--waiting" title={detail}>
      Changes waiting<span className="visually-hidden">: {detail}</span>
    </span>
  );
}
