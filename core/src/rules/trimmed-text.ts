/**
 * Text inputs whose rules include email, customurl or subdomain drop every whitespace
 * character as the user types (spec §5): addresses, URLs and host names never hold spaces,
 * and a pasted value with a stray space or line break still validates.
 */
export const WHITESPACE_STRIPPING_RULES = ['email', 'customurl', 'subdomain'] as const;
export type WhitespaceStrippingRule = (typeof WHITESPACE_STRIPPING_RULES)[number];

/**
 * The rule names of a rule list. A list is either an array or a string separated by `|`
 * (as in 'required|email'); a rule's parameter after ':' (as in 'include:word') is not part of
 * its name. Names are trimmed; empty entries are dropped.
 */
export function ruleNames(rules: string | readonly string[]): string[] {
  const list = typeof rules === 'string' ? rules.split('|') : rules;
  return list.map((rule) => rule.split(':', 1)[0]!.trim()).filter((name) => name !== '');
}

/** Whether a rule list makes its text input strip whitespace. */
export function stripsWhitespace(rules: string | readonly string[]): boolean {
  return ruleNames(rules).some((name) => (WHITESPACE_STRIPPING_RULES as readonly string[]).includes(name));
}

/**
 * Removes every whitespace character: what JavaScript's `\s` matches, i.e. spaces, tabs, line
 * breaks, no-break spaces, the other Unicode space separators and the byte-order mark.
 * (Zero-width spaces are not whitespace in Unicode and are kept.)
 */
export function stripWhitespace(text: string): string {
  return text.replace(/\s+/g, '');
}

/** The text a text input keeps under its rules: whitespace stripped for email, customurl and subdomain. */
export function applyTextInputRules(text: string, rules: string | readonly string[]): string {
  return stripsWhitespace(rules) ? stripWhitespace(text) : text;
}
