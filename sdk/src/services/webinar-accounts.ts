import { createServiceToken } from './service-container.ts';

/** An upcoming webinar of one of an agency's connected webinar accounts. */
export interface AgencyWebinar {
  /** The connected account (Integrations → connected accounts) it belongs to. */
  accountId: number;
  /** The provider's key of the webinar. */
  key: string;
  subject: string;
  description: string;
  startsAt: string;
  endsAt: string | null;
  /** The organizer's IANA time zone. */
  timeZone: string;
  /** The provider's own registration page, for visitors without JavaScript. */
  registrationUrl: string;
}

/**
 * The webinars of the accounts an agency connected with a webinar provider (GoTo Webinar), and
 * registering people for them. The tokens stay sealed in the platform: apps never see them.
 * Failures throw `HttpError`s whose message a user can act on (reconnect the account, try later).
 */
export interface WebinarAccounts {
  /** Every upcoming webinar over the agency's connected webinar accounts, soonest first. */
  upcoming(agencyId: number): Promise<AgencyWebinar[]>;
  register(agencyId: number, accountId: number, webinarKey: string, person: { firstName: string; lastName: string; email: string }): Promise<{ joinUrl: string | null; alreadyRegistered: boolean }>;
}
export const WebinarAccountsToken = createServiceToken<WebinarAccounts>('WebinarAccounts');
