import { z } from 'zod';

/**
 * A text validation rule: the message to show when the value breaks the rule, `null` when it
 * passes. Messages are the user-facing strings of spec §5 and §8, so host forms, the server
 * and zod schemas all show the same words.
 */
export type TextRule = (value: string) => string | null;

/** Runs rules in order and returns the first message, or `null` when every rule passes. */
export function firstRuleMessage(value: string, rules: readonly TextRule[]): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message !== null) return message;
  }
  return null;
}

/**
 * A zod string schema that applies a rule, optionally after normalising the text (e.g. the
 * whitespace stripping of the email, customurl and subdomain inputs). The parsed value is the
 * normalised text; a broken rule becomes one custom issue carrying the rule's message.
 */
export function ruleSchema(rule: TextRule, normalize?: (value: string) => string): z.ZodString {
  const base = normalize ? z.string().overwrite(normalize) : z.string();
  return base.superRefine((value, ctx) => {
    const message = rule(value);
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  });
}
