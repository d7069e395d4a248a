import { siteReference } from '@tessera/core';
import { z } from 'zod';
import type { SiteContextValue } from '../render/site-context.tsx';

/** What happens after a form is sent, for the Form element and the Button's "Submit form" action. */

export const AFTER_SUBMIT = ['message', 'page', 'url'] as const;

/** Props: show `successMessage`, or go to a page of the site, or to an http(s) address. */
export const afterSubmitFields = {
  afterSubmit: z.enum(AFTER_SUBMIT).default('message'),
  successMessage: z.string().trim().min(1, 'Write what visitors see after sending').max(500).default('Thank you! We will be in touch soon.'),
  redirectPageId: siteReference('page').nullable().default(null),
  redirectUrl: z
    .string()
    .trim()
    .max(2048)
    .regex(/^(https?:\/\/[^\s"'<>]+)?$/i, 'Use an http(s) address')
    .default(''),
};

export interface AfterSubmit {
  afterSubmit: (typeof AFTER_SUBMIT)[number];
  redirectPageId: number | null;
  redirectUrl: string;
}

/** The after-submit props in full: where to go, or the message to show. */
export interface AfterSubmitSettings extends AfterSubmit {
  successMessage: string;
}

/**
 * Where the browser goes after a successful send, or undefined to show the success message,
 * which is also what happens when the chosen page no longer exists or no address was given.
 */
export function afterSubmitRedirect(settings: AfterSubmit, site: SiteContextValue): string | undefined {
  if (settings.afterSubmit === 'page' && settings.redirectPageId !== null) return site.pageHref(settings.redirectPageId);
  if (settings.afterSubmit === 'url' && settings.redirectUrl) return settings.redirectUrl;
  return undefined;
}
