import type { Role } from './roles.ts';

/**
 * Per-website permission keys a sub-user (AgencyUser, WebsiteUser) is granted in their
 * user-landing entry; agency owners and admins hold every key. The spec leaves the list
 * out, so it follows the actions of the agency area, grouped as the permission screen shows them.
 */
export const PERMISSIONS = [
  { key: 'pages.view', label: 'View pages', group: 'Pages' },
  { key: 'pages.create', label: 'Create pages', group: 'Pages' },
  { key: 'pages.edit', label: 'Edit page settings', group: 'Pages' },
  { key: 'pages.design', label: 'Design pages', group: 'Pages' },
  { key: 'pages.publish', label: 'Publish pages', group: 'Pages' },
  { key: 'pages.delete', label: 'Delete pages', group: 'Pages' },
  { key: 'pages.share', label: 'Share pages by link', group: 'Pages' },
  { key: 'blog.view', label: 'View blog posts', group: 'Blog' },
  { key: 'blog.create', label: 'Write blog posts', group: 'Blog' },
  { key: 'blog.publish', label: 'Publish blog posts', group: 'Blog' },
  { key: 'blog.delete', label: 'Delete blog posts', group: 'Blog' },
  { key: 'blog.share', label: 'Share blog posts by link', group: 'Blog' },
  { key: 'podcast.edit', label: 'Edit podcast episodes', group: 'Podcast' },
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

export type PermissionKey = (typeof PERMISSIONS)[number]['key'];

export const PERMISSION_KEYS: readonly PermissionKey[] = PERMISSIONS.map((permission) => permission.key);

const KNOWN = new Set<string>(PERMISSION_KEYS);

export function isPermissionKey(value: string): value is PermissionKey {
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
 * The permissions `role` holds on a website it can reach. `granted` is the user-landing
 * entry's list (a CardUser's: their first user-card's); sub-users and card users are limited
 * by it, a card user to card keys. Unknown stored keys are dropped.
 */
export function landingPermissionsFor(role: Role, granted: readonly string[] | null): readonly PermissionKey[] {
  if (role === 'Admin' || role === 'Agency') return PERMISSION_KEYS;
  if (isSubUserRole(role)) return (granted ?? []).filter(isPermissionKey);
  if (role === 'CardUser') return (granted ?? []).filter((key): key is PermissionKey => (CARD_PERMISSION_KEYS as readonly string[]).includes(key));
  return [];
}

/** The permissions a card's holder can be given (a CardUser's come from their first user-card, §6); creating cards stays the agency's. */
export const CARD_PERMISSION_KEYS = ['cards.edit', 'cards.transfer'] as const satisfies readonly PermissionKey[];

export function hasPermission(permissions: readonly string[], key: PermissionKey): boolean {
  return permissions.includes(key);
}
