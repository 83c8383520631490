/** Newer / "Page n of m" / Older, for a list paged from 0 (the dashboard's videos and credits). */
export function Pager({
  label,
  page,
  totalPages,
  onPage,
}: {
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        Newer
      </button>
      <span className="muted tabular">
        Page {page + 1} of {totalPages}
      </span>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        disabled={page + 1 >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Older
      </button>
    </nav>
  );
}
