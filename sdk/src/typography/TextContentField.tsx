import { useState } from 'react';
import { TextAreaField } from '../editor/fields.tsx';
import { hasRichFormatting, plainTextToRichText, richTextToPlainText } from './plain-text.ts';

export interface TextContentFieldProps {
  label: string;
  /** The rich-text HTML of the prop (`htmlSchema('rich-text')`). */
  value: string;
  onChange: (html: string) => void;
  hint?: string;
  rows?: number;
}

const FORMATTING_WARNING = 'Editing the text here removes its bold, italic, links and colours.';

/**
 * Edits the words of a rich-text prop as plain text, one paragraph per line. The HTML it
 * writes is escaped, so what is typed is shown as typed. Text the designer formatted in place
 * keeps its formatting until it is edited here, and the field says so.
 */
export function TextContentField({ label, value, onChange, hint, rows = 3 }: TextContentFieldProps) {
  // The HTML last seen or written, and its text as typed. Props come back sanitised; while they
  // hold what this field wrote, the text stays as typed (a trailing new line, say); any other
  // value (an undo, another element's props) replaces it.
  const [state, setState] = useState(() => ({ html: value, text: richTextToPlainText(value) }));
  let text = state.text;
  if (value !== state.html) {
    text = richTextToPlainText(value);
    setState({ html: value, text });
  }
  const formatted = hasRichFormatting(value);
  return (
    <TextAreaField
      label={label}
      rows={rows}
      value={text}
      hint={[hint, formatted ? FORMATTING_WARNING : undefined].filter(Boolean).join(' ') || undefined}
      onChange={(next) => {
        const html = plainTextToRichText(next);
        setState({ html, text: next });
        onChange(html);
      }}
    />
  );
}
