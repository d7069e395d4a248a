import type { PermissionKey } from '@tessera/core';
import type { AppCaller, AppLanding } from '../apps/app-server.ts';
import { createServiceToken } from './service-container.ts';

/**
 * Whether a caller reaches a website, for a route that finds the website from something of
 * its own (a post by its id) rather than from `:id`, so tenant 'landing' cannot check it; and
 * the website itself for an app's jobs, since an app's `db` reaches only its own tables.
 */
export interface WebsiteReach {
  /**
   * The website `landingId` as `caller` reaches it: an admin every website, an agency owner its
   * agency's, a sub-user those granted to them. Out of reach it throws a 404 naming `noun` (the
   * thing that was asked for, so a foreign id tells nothing); without `permission` there, a 403.
   */
  require(caller: AppCaller, landingId: number, permission: PermissionKey, noun: string): Promise<AppLanding>;
  /**
   * The website `landingId` with no caller to check, for an app's own jobs (a scheduled post's
   * website); undefined once it is deleted. A route answering a caller uses `require`.
   */
  find(landingId: number): Promise<AppLanding | undefined>;
}
export const WebsiteReachToken = createServiceToken<WebsiteReach>('WebsiteReach');
