/**
 * Every sequence some reader takes for the end of a line: CRLF, a lone CR or LF, NEL (U+0085),
 * and the Unicode line and paragraph separators (U+2028, U+2029). Formats built of lines (vCard)
 * write each as their own escape, so none can start a line of its own. Global: for replace and split.
 */
export const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/g;

export const SINGLE_LINE_MESSAGE = 'Use one line, without line breaks or control characters.';
export const CONTROL_CHARACTERS_MESSAGE = 'This text may not contain control characters.';

// C0 and C1 controls, DEL, and the two Unicode line separators: none belongs in one line of text.
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const NOT_IN_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// A multi-line text keeps tab and its line breaks (LF, CR, U+2028, U+2029); the other controls are never typed.
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const NOT_IN_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Why `text` cannot be one line of plain text (a name, a title), or null. */
export function singleLineTextError(text: string): string | null {
  return NOT_IN_ONE_LINE.test(text) ? SINGLE_LINE_MESSAGE : null;
}

/** Why `text` cannot be a multi-line plain text (a bio), or null: it may hold tabs and line breaks. */
export function multiLineTextError(text: string): string | null {
  return NOT_IN_MULTI_LINE.test(text) ? CONTROL_CHARACTERS_MESSAGE : null;
}
