import type { Role } from '@tessera/core';

/** Each role as people read it. */
export const ROLE_LABELS: Record<Role, string> = {
  Admin: 'Administrator',
  Agency: 'Agency',
  AgencyUser: 'Agency user',
  WebsiteUser: 'Website user',
  CardUser: 'Card user',
};
