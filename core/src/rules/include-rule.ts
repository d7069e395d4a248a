import type { TextRule } from './rule.ts';

/** The message of the include rule (spec §8), with the word in place of `{word}`. */
export function includeRuleMessage(word: string): string {
  return `The field required ${word}`;
}

/**
 * Rule 'include' (spec §5): the text must contain `word`, exactly as written (case-sensitive,
 * anywhere in the text, also inside a longer word). An empty word is in every text.
 */
export function includeRule(word: string): TextRule {
  const message = includeRuleMessage(word);
  return (value) => (value.includes(word) ? null : message);
}
