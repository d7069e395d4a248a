import { CONTACT_SOURCE_LABELS, CONTACT_SOURCES, type ContactSource } from '@tessera/core';
import { useId } from 'react';
import type { ContactFilterValues } from '../../../../api/contacts-api.ts';
import { SearchBox } from '../../../../ui/SearchBox.tsx';

interface ContactFiltersBarProps {
  filters: ContactFilterValues;
  filtered: boolean;
  tags: readonly string[];
  onChange(changes: Partial<ContactFilterValues>): void;
  onClear(): void;
}

/** A range whose ends crossed is closed on the day just chosen, rather than refused. */
function inOrder(range: { from: string; to: string }, chosen: 'from' | 'to'): { from: string; to: string } {
  if (!range.from || !range.to || range.from <= range.to) return range;
  return { from: range[chosen], to: range[chosen] };
}

/** Search, source, tag and the days added: what narrows the list and its CSV export. */
export function ContactFiltersBar({ filters, filtered, tags, onChange, onClear }: ContactFiltersBarProps) {
  const id = useId();
  const tagChoices = filters.tag && !tags.includes(filters.tag) ? [...tags, filters.tag] : tags;
  return (
    <div className="contact-filters" role="search" aria-label="Filter contacts">
      <SearchBox label="Search name, e-mail or phone" value={filters.search} onSearch={(search) => onChange({ search })} />
      <div className="contact-filters__field">
        <label htmlFor={`${id}-source`}>Source</label>
        <select id={`${id}-source`} className="input" value={filters.source} onChange={(event) => onChange({ source: event.target.value as ContactSource | '' })}>
          <option value="">Any source</option>
          {CONTACT_SOURCES.map((source) => (
            <option key={source} value={source}>
              {CONTACT_SOURCE_LABELS[source]}
            </option>
          ))}
        </select>
      </div>
      <div className="contact-filters__field">
        <label htmlFor={`${id}-tag`}>Tag</label>
        <select id={`${id}-tag`} className="input" value={filters.tag} onChange={(event) => onChange({ tag: event.target.value })}>
          <option value="">Any tag</option>
          {tagChoices.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </select>
      </div>
      <div className="contact-filters__field">
        <label htmlFor={`${id}-from`}>Added from</label>
        <input id={`${id}-from`} className="input" type="date" value={filters.from} max={filters.to || undefined} onChange={(event) => onChange(inOrder({ from: event.target.value, to: filters.to }, 'from'))} />
      </div>
      <div className="contact-filters__field">
        <label htmlFor={`${id}-to`}>Added to</label>
        <input id={`${id}-to`} className="input" type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => onChange(inOrder({ from: filters.from, to: event.target.value }, 'to'))} />
      </div>
      {filtered ? (
        <button
          type="button"
          className="btn btn--ghost contact-filters__clear"
          onClick={onClear}
        >
          Clear filters
        </button>
      ) : null}
    </div>
  );
}
