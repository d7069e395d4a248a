import { z } from 'zod';

/**
 * The getting-started checklist of a new agency (issue 39, not in the spec): the steps in
 * the order they are offered. Each is done when the agency's own data says so, never by a tick.
 */
export const ONBOARDING_STEPS = ['website', 'brand_kit', 'publish', 'domain', 'payments', 'card', 'teammate'] as const;
export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number];

export const onboardingSchema = z.object({
  /** The owner hid the checklist. */
  dismissed: z.boolean(),
  /** The website the steps taken inside one lead to: the agency's newest; null before the first. */
  landing_id: z.number().int().nullable(),
  steps: z.array(z.object({ id: z.enum(ONBOARDING_STEPS), done: z.boolean() })),
});
export type Onboarding = z.infer<typeof onboardingSchema>;

export const onboardingBodySchema = z.object({
  dismissed: z.boolean({ error: 'The dismissed field must be true or false.' }),
});
