const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside HTML or XML content and quoted attribute values. */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
