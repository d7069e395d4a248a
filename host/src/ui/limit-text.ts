/** A limit (websites, cards…) as a text field holds it: empty for none. */
export function limitText(limit: number | null): string {
  return limit === null ? '' : String(limit);
}

/** The text field's limit for the API: null when left empty; anything else is the server's to check. */
export function limitFromText(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}
