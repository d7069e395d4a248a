import { homePathForRole, type Profile } from '@tessera/core';

/** The subscription screen every route of a blocked agency leads to (spec §4). */
export const SUBSCRIPTION_PATH = '/agency/subscription';

/** The §4 blocked state, as the server computed it for the profile. */
export function isBlocked(user: Pick<Profile, 'blocked'> | null | undefined): boolean {
  return user?.blocked === true;
}

/** Where a signed-in user belongs: the home of their role (spec §2), or the subscription screen while blocked. */
export function homePathFor(user: Pick<Profile, 'role' | 'blocked'>): string {
  return isBlocked(user) ? SUBSCRIPTION_PATH : homePathForRole(user.role);
}
