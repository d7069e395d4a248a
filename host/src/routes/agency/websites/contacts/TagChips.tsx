/** A contact's tags as chips; with `onRemove`, each has a button that takes it off. */
export function TagChips({ tags, onRemove, busy = false }: { tags: readonly string[]; onRemove?: (tag: string) => void; busy?: boolean }) {
  return (
    <ul className="tag-chips" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="tag-chip">
          {tag}
          {onRemove ? (
            <button type="button" className="tag-chip__remove" aria-label={`Remove tag ${tag}`} disabled={busy} onClick={() => onRemove(tag)}>
              ×
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
