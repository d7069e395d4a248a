import type { FoundItem, SearchToAddProps } from '@tessera/sdk/dashboard';
import { useId, useState } from 'react';
import { TextField } from '../ui/FormRow.tsx';
import { StatusView } from '../ui/StatusView.tsx';

/** The dashboard kit's SearchToAdd: a vendor search, then what it found, each with Add; suggestions until the first search. */
export function SearchToAdd({ formLabel, field, busy, onSearch, found, suggested = [], foundLabel, nothingFound, onAdd }: SearchToAddProps) {
  const [term, setTerm] = useState('');
  const suggestionsId = useId();
  return (
    <>
      <form
        className="form-stack"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(term.trim());
        }}
        noValidate
        aria-label={formLabel}
      >
        <TextField id={field.id} label={field.label} value={term} onValue={setTerm} error={field.error} maxLength={200} required />
        <div>
          <button type="submit" className="btn" disabled={busy} aria-busy={busy}>
            Search
          </button>
        </div>
      </form>
      {found === null ? (
        suggested.length > 0 ? (
          <section className="form-section search-suggestions" aria-labelledby={suggestionsId}>
            <h2 className="form-section__title" id={suggestionsId}>
              Suggestions
            </h2>
            <FoundList items={suggested} label="Suggestions" busy={busy} onAdd={onAdd} />
          </section>
        ) : null
      ) : found.length === 0 ? (
        <StatusView title={nothingFound.title} message={nothingFound.message(term.trim())} />
      ) : (
        <FoundList items={found} label={foundLabel} busy={busy} onAdd={onAdd} />
      )}
    </>
  );
}

function FoundList({ items, label, busy, onAdd }: { items: readonly FoundItem[]; label: string; busy: boolean; onAdd(key: string): void }) {
  return (
    <ul className="search-to-add" aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          {item.image ? <img src={item.image} alt="" width={48} height={48} loading="lazy" /> : null}
          <span className="search-to-add__name">
            <strong>{item.name}</strong>
            {item.details ? (
              <>
                <br />
                <span className="table__secondary">{item.details}</span>
              </>
            ) : null}
          </span>
          <button type="button" className="btn btn--small btn--primary" disabled={busy} aria-label={`Add ${item.name}`} onClick={() => onAdd(item.key)}>
            Add
          </button>
        </li>
      ))}
    </ul>
  );
}
