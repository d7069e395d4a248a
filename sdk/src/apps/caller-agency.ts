import { HttpError } from '@tessera/core';
import type { AppCaller } from './app-server.ts';

/**
 * The agency of the signed-in caller of an agency route (`tenant: 'agency'`), for data an app
 * keeps per agency; an admin (who has none) is refused with 403 saying `what` belongs to an agency.
 */
export function callerAgencyId(caller: AppCaller | null, what: string): number {
  if (!caller || caller.agencyId === null) throw new HttpError('forbidden', `${what} belong to an agency; sign in as one of its users.`);
  return caller.agencyId;
}
