import { installedPermissions, landingPermissionsFor, type PermissionKey, type Profile } from '@tessera/core';
import { useSession } from './session-store.ts';

/**
 * The permission keys `user` holds on a website (spec §6): admins and agency owners hold
 * every key, sub-users those of their user-landing entry for it, card users none.
 */
export function permissionsOn(user: Pick<Profile, 'role' | 'user_landings'> | null, landingId: number): readonly PermissionKey[] {
  if (!user) return [];
  const entry = user.user_landings?.find((grant) => grant.landing_id === landingId);
  return landingPermissionsFor(user.role, entry?.permissions ?? null);
}

/** Whether the signed-in user may do `key` on website `landingId`. */
export function usePermission(landingId: number, key: PermissionKey): boolean {
  return useSession((s) => permissionsOn(s.user, landingId).includes(key));
}

/** The tooltip of a button the user has no permission for. */
export function noPermissionMessage(key: PermissionKey): string {
  const label = installedPermissions().find((permission) => permission.key === key)?.label ?? key;
  return `You don't have permission to ${label.charAt(0).toLowerCase()}${label.slice(1)}.`;
}
