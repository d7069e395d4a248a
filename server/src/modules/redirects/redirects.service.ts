import { normalizeSitePath, type RedirectBody } from '@tessera/core';
import { dbNow, type Db } from '../../db/database.ts';
import { isUniqueViolation } from '@tessera/sdk';
import type { LandingRow } from '../../db/schema.ts';
import { notFound, validationFailed } from '../../http/http-error.ts';
import type { SiteHosts } from '../sites/site-hosts.ts';
import { findLandingByHost } from '../sites/site-pages.ts';
import { findRedirect, listRedirects } from './redirects.queries.ts';

/** Longer chains are refused as well: every hop costs the visitor a round trip. */
const MAX_HOPS = 10;

/** The path a redirect target leads to on this landing's own site, or undefined when it leaves the site. */
async function pathOnSite(db: Db, hosts: SiteHosts, landing: LandingRow, target: string): Promise<string | undefined> {
  if (target.startsWith('/')) return normalizeSitePath(target.split(/[?#]/, 1)[0]!);
  const url = new URL(target);
  const owner = await findLandingByHost(db, hosts, url.hostname.toLowerCase());
  return owner?.id === landing.id ? normalizeSitePath(url.pathname) : undefined;
}

/** Refuses a redirect whose target leads, through the landing's other redirects, back to its own source. */
async function refuseLoops(db: Db, hosts: SiteHosts, landing: LandingRow, body: RedirectBody, replacing?: number): Promise<void> {
  const others = (await listRedirects(db, landing.id)).filter((redirect) => redirect.id !== replacing);
  const next = new Map(others.map((redirect) => [redirect.from_path, redirect.to_url]));
  const chain = [body.from];
  let path = await pathOnSite(db, hosts, landing, body.to);
  while (path !== undefined) {
    chain.push(path);
    if (path === body.from) throw validationFailed({ to: [`This redirect would loop: ${chain.join(' → ')}.`] });
    if (chain.length > MAX_HOPS) throw validationFailed({ to: [`This redirect would start a chain of more than ${MAX_HOPS} redirects.`] });
    const target = next.get(path);
    if (target === undefined) return;
    path = await pathOnSite(db, hosts, landing, target);
  }
}

const duplicate = (from: string) => validationFailed({ from: [`A redirect from ${from} already exists.`] });

export async function createRedirect(db: Db, hosts: SiteHosts, landing: LandingRow, body: RedirectBody) {
  await refuseLoops(db, hosts, landing, body);
  try {
    return await db
      .insertInto('redirects')
      .values({ landing_id: landing.id, from_path: body.from, to_url: body.to, status_code: body.status_code })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(body.from);
    throw error;
  }
}

export async function updateRedirect(db: Db, hosts: SiteHosts, landing: LandingRow, redirectId: number, body: RedirectBody) {
  await requireRedirect(db, landing, redirectId);
  await refuseLoops(db, hosts, landing, body, redirectId);
  try {
    return await db
      .updateTable('redirects')
      .set({ from_path: body.from, to_url: body.to, status_code: body.status_code, updated_at: dbNow() })
      .where('id', '=', redirectId)
      .where('landing_id', '=', landing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(body.from);
    throw error;
  }
}

export async function requireRedirect(db: Db, landing: LandingRow, redirectId: number) {
  const redirect = await findRedirect(db, landing.id, redirectId);
  if (!redirect) throw notFound('Redirect');
  return redirect;
}
