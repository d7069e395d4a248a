import { useEffect, useId, useRef, useState } from 'react';

interface SearchBoxProps {
  label: string;
  value: string;
  onSearch(value: string): void;
}

/** How long typing pauses before it searches: no call to the server per keystroke. */
const PAUSE_MS = 300;

/**
 * A labelled search field that reports what was typed once typing pauses. A new `value` from
 * outside (Clear filters, Back) replaces the words; the echo of its own search does not, so
 * what is typed meanwhile is kept. Words typed again after a clear search again.
 */
export function SearchBox({ label, value, onSearch }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  /** What the list is searching for now, as far as this box knows. */
  const searched = useRef(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);

  if (value !== shown) {
    setShown(value);
    if (value !== searched.current) {
      searched.current = value;
      setText(value);
    }
  }

  const onChange = (next: string) => {
    setText(next);
    clearTimeout(pause.current);
    pause.current = setTimeout(() => {
      const words = next.trim();
      if (words === searched.current) return;
      searched.current = words;
      latest.current(words);
    }, PAUSE_MS);
  };

  return (
    <div className="search-box">
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="input" type="search" placeholder={label} value={text} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
