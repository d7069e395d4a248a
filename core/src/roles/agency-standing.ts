import type { Role } from './roles.ts';

/** The agency fields the §4 subscription gate reads. */
export interface AgencyStanding {
  subscribed: boolean;
  free_fee: boolean;
  free_register: boolean;
  stripe_status: string | null;
  reseller_status: string | null;
}

/** A valid agency is subscribed, or has a free fee, or registered for free (§4). */
export function isValidAgency(agency: AgencyStanding): boolean {
  return agency.subscribed || agency.free_fee || agency.free_register;
}

/**
 * The §4 blocked state: an Agency whose agency is not valid, unless the user holds courses
 * and the card-provider or reseller subscription was canceled (they keep their courses).
 */
export function isAgencyBlocked(role: Role, agency: AgencyStanding | null, hasCourses: boolean): boolean {
  if (role !== 'Agency' || !agency || isValidAgency(agency)) return false;
  const canceled = agency.stripe_status === 'canceled' || agency.reseller_status === 'canceled';
  return !(hasCourses && canceled);
}

export const BLOCKED_AGENCY_MESSAGE = 'Your subscription is inactive. Choose a plan to continue.';
