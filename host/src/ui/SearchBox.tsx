import { useEffect, useId, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value.ts';

interface SearchBoxProps {
  label: string;
  value: string;
  onSearch(value: string): void;
}

/** A labelled search field that reports what was typed once typing pauses. */
export function SearchBox({ label, value, onSearch }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text.trim());
  useEffect(() => {
    if (settled !== value) onSearch(settled);
    // Only a change of what was typed searches; a new `value` from outside does not.
  }, [settled]);
  return (
    <div className="search-box">
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="input" type="search" placeholder={label} value={text} onChange={(event) => setText(event.target.value)} />
    </div>
  );
}
