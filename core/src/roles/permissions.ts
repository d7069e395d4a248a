import type { Role } from './roles.ts';

/**
 * The platform's per-website permission keys a sub-user (AgencyUser, WebsiteUser) is granted in
 * their user-landing entry; agency owners and admins hold every key. The spec leaves the list
 * out, so it follows the actions of the agency area, grouped as the permission screen shows them.
 * Installed apps add their own (an app definition's `permissions`, e.g. the blog's); this list
 * names none of them.
 */
export const PERMISSIONS = [
  { key: 'pages.view', label: 'View pages', group: 'Pages' },
  { key: 'pages.create', label: 'Create pages', group: 'Pages' },
  { key: 'pages.edit', label: 'Edit page settings', group: 'Pages' },
  { key: 'pages.design', label: 'Design pages', group: 'Pages' },
  { key: 'pages.publish', label: 'Publish pages', group: 'Pages' },
  { key: 'pages.delete', label: 'Delete pages', group: 'Pages' },
  { key: 'pages.share', label: 'Share pages by link', group: 'Pages' },
  { key: 'forms.edit', label: 'Edit forms', group: 'Site' },
  { key: 'menus.edit', label: 'Edit menus', group: 'Site' },
  { key: 'redirects.edit', label: 'Edit redirects', group: 'Site' },
  { key: 'settings.edit', label: 'Edit website settings', group: 'Site' },
  { key: 'robots.edit', label: 'Edit the robots file', group: 'Site' },
  { key: 'keywords.edit', label: 'Edit keywords', group: 'Site' },
  { key: 'stats.view', label: 'View statistics', group: 'Site' },
  { key: 'files.upload', label: 'Upload files', group: 'Files' },
  { key: 'backups.manage', label: 'Manage backups', group: 'Files' },
  { key: 'integrations.edit', label: 'Edit integrations and webhooks', group: 'Connections' },
  { key: 'gateways.edit', label: 'Edit payment gateways', group: 'Connections' },
  { key: 'products.edit', label: 'Edit products and coupons', group: 'Sales' },
  { key: 'invoices.view', label: 'View invoices and subscriptions', group: 'Sales' },
  { key: 'contacts.view', label: 'View contacts', group: 'Sales' },
  { key: 'cards.create', label: 'Create cards', group: 'Cards' },
  { key: 'cards.edit', label: 'Edit cards', group: 'Cards' },
  { key: 'cards.transfer', label: 'Transfer cards', group: 'Cards' },
] as const;

/** One permission as the permission screen shows it. */
export interface PermissionInfo {
  key: string;
  label: string;
  group: string;
}

export type PlatformPermissionKey = (typeof PERMISSIONS)[number]['key'];
/**
 * A permission key: the platform's, or one an installed app declares. Any string type-checks
 * for an app's; the server refuses at boot a route naming a key nothing installed declares.
 */
export type PermissionKey = PlatformPermissionKey | (string & {});

/** The platform's keys; the install's add the installed apps' (see `installPermissions`). */
export const PERMISSION_KEYS: readonly PlatformPermissionKey[] = PERMISSIONS.map((permission) => permission.key);

/** The format of a permission key: a lower-case area and action, e.g. `blog.publish`. */
export const PERMISSION_KEY_PATTERN = /^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*$/;

let installed: readonly PermissionInfo[] = PERMISSIONS;
let installedKeys: readonly string[] = PERMISSION_KEYS;

/**
 * Makes the installed apps' permissions known in this process, after the platform's and grouped
 * under each app's label: the server calls it at boot and the web app at start, each with the
 * apps of the manifest it loaded. A process serves one install, so one catalog answers every
 * check; a test installing other apps adds theirs to it.
 */
export function installPermissions(apps: readonly { label: string; permissions?: readonly { key: string; label: string }[] }[]): void {
  const added = apps.flatMap((app) => (app.permissions ?? []).map((permission) => ({ key: permission.key, label: permission.label, group: app.label })));
  installed = [...installed, ...added.filter((permission) => !installed.some((known) => known.key === permission.key))];
  installedKeys = installed.map((permission) => permission.key);
}

/** The install's permissions: the platform's, then the installed apps'. */
export const installedPermissions = (): readonly PermissionInfo[] => installed;
/** The install's permission keys: what owners and admins hold. */
export const installedPermissionKeys = (): readonly string[] => installedKeys;

const KNOWN = new Set<string>(PERMISSION_KEYS);

/** Whether `value` is one of the platform's keys. */
export function isPermissionKey(value: string): value is PlatformPermissionKey {
  return KNOWN.has(value);
}

/** Roles bound to the websites listed in their user-landing entries, with the permissions stored there. */
export const SUB_USER_ROLES = ['AgencyUser', 'WebsiteUser'] as const satisfies readonly Role[];

/** Roles an agency owner creates and manages on its users screens: its sub-users and its card holders. */
export const MANAGED_ROLES = [...SUB_USER_ROLES, 'CardUser'] as const satisfies readonly Role[];

export function isSubUserRole(role: Role): role is (typeof SUB_USER_ROLES)[number] {
  return (SUB_USER_ROLES as readonly Role[]).includes(role);
}

/**
 * The permissions `role` holds on a website it can reach, of the install's keys (the platform's
 * and the installed apps', see `installPermissions`). `granted` is the user-landing entry's list
 * (a CardUser's: their first user-card's); sub-users and card users are limited by it, a card
 * user to card keys. Stored keys nothing installed declares (an app since removed) are dropped.
 */
export function landingPermissionsFor(role: Role, granted: readonly string[] | null): readonly PermissionKey[] {
  if (role === 'Admin' || role === 'Agency') return installedKeys;
  if (isSubUserRole(role)) return (granted ?? []).filter((key) => installedKeys.includes(key));
  if (role === 'CardUser') return (granted ?? []).filter((key): key is PermissionKey => (CARD_PERMISSION_KEYS as readonly string[]).includes(key));
  return [];
}

/** The permissions a card's holder can be given (a CardUser's come from their first user-card, §6); creating cards stays the agency's. */
export const CARD_PERMISSION_KEYS = ['cards.edit', 'cards.transfer'] as const satisfies readonly PermissionKey[];

export function hasPermission(permissions: readonly string[], key: PermissionKey): boolean {
  return permissions.includes(key);
}
