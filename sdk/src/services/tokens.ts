import { createServiceToken, type ServiceResolver } from './service-container.ts';

/** The current time; tests put a fixed clock behind it. */
export interface Clock {
  now(): Date;
}
export const ClockToken = createServiceToken<Clock>('Clock');
/** The time by the platform's Clock, for a plugin's server code (list ClockToken in an app's `needs`); never `new Date()`, which tests cannot move. */
export const clockNow = (context: { services: ServiceResolver }): Date => context.services.resolve(ClockToken).now();

export interface Logger {
  debug(message: string, details?: Record<string, unknown>): void;
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}
export const LoggerToken = createServiceToken<Logger>('Logger');

/**
 * Published sites are answered from a cache; a plugin whose own data changes what a site shows
 * (an app's items, say) tells the server here, and the site's next request is answered afresh.
 * With `pages: true` the website's published pages are drawn again too, for an app whose
 * elements show that data (its `siteData`): by the job queue, after the call returns (the
 * website then reports `rendering` until it is done).
 */
export interface SiteChanges {
  changed(landingId: number, options?: { pages?: boolean }): Promise<void>;
}
export const SiteChangesToken = createServiceToken<SiteChanges>('SiteChanges');
