import type { OnboardingStepId } from '@tessera/core';

export interface OnboardingStep {
  title: string;
  /** Why it matters, in a line. */
  detail: string;
  /** The button that takes the user there. */
  action: string;
  /** Where the action leads, inside the agency's newest website when the step happens in one; absent for the create dialog. */
  to?: (landingId: number) => string;
  /** The step happens inside a website: before the first, it waits for one. */
  needsWebsite: boolean;
}

/** What each step of the checklist says and where it leads (the server says which are done). */
export const ONBOARDING_STEP_TEXT: Record<OnboardingStepId, OnboardingStep> = {
  website: { title: 'Create a website from a template', detail: 'Pick a starter design and make it yours.', action: 'Create website', needsWebsite: false },
  brand_kit: { title: 'Set your brand kit', detail: 'Colours, fonts and buttons every page of the site follows.', action: 'Open brand kit', to: (id) => `/agency/websites/${id}/settings#brand-kit`, needsWebsite: true },
  publish: { title: 'Publish your site', detail: 'Put every page live in one go with Publish site.', action: 'Open pages', to: (id) => `/agency/websites/${id}/pages`, needsWebsite: true },
  domain: { title: 'Connect a domain', detail: 'Serve the site at your client’s own address.', action: 'Add domain', to: (id) => `/agency/websites/${id}/settings`, needsWebsite: true },
  payments: { title: 'Connect payments', detail: 'Link a Stripe account to sell products and plans.', action: 'Connect', to: (id) => `/agency/websites/${id}/gateways`, needsWebsite: true },
  card: { title: 'Create a business card', detail: 'A digital card with a QR code and a lead form.', action: 'New card', to: (id) => `/agency/websites/${id}/cards`, needsWebsite: true },
  teammate: { title: 'Invite a teammate', detail: 'Give a colleague or client access to chosen websites.', action: 'Invite', to: () => '/agency/users', needsWebsite: false },
};
