/** The roles of spec §1. */
export const ROLES = ['Admin', 'Agency', 'AgencyUser', 'WebsiteUser', 'CardUser'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that work inside an agency's websites: the owner and its sub-users. */
export const AGENCY_ROLES = ['Agency', 'AgencyUser', 'WebsiteUser'] as const satisfies readonly Role[];

/** Where a signed-in user lands (spec §2, auth layout). */
export function homePathForRole(role: Role): string {
  switch (role) {
    case 'Admin':
      return '/admin/agencies';
    case 'CardUser':
      return '/user/cards';
    default:
      return '/agency/websites';
  }
}
