interface PaginationProps {
  page: number;
  perPage: number;
  total: number;
  onPage(page: number): void;
  label?: string;
}

/** Previous and next page buttons with "Page n of m"; nothing when one page holds everything. */
export function Pagination({ page, perPage, total, onPage, label = 'Pagination' }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="btn btn--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="pagination__status" aria-live="polite">
        Page {Math.min(page, pages)} of {pages}
      </span>
      <button type="button" className="btn btn--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
