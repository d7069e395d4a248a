import type { PermissionKey, Role } from '@tessera/core';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ServiceResolver, ServiceToken } from '../services/service-container.ts';
import type { AnySiteTemplatePart } from './site-template-part.ts';

/** Kysely's column types, for an app's table interfaces, and its `sql` tag for migrations' defaults and raw conditions. */
export type { ColumnType, Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely';
export { sql } from 'kysely';

/**
 * What an app's server part is handed at boot. `db` is the platform's database seen through the
 * app's own tables, those named after its id ("video-channels" → `video_channels_…`): the app
 * creates them in its migrations and reads them as `context.db as Kysely<MyTables>`. A query
 * naming any other table throws before it runs; the platform's data comes through services.
 */
export interface AppServerContext {
  appId: string;
  // The app brings its own table types; the platform's stay the server's business.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>;
  /**
   * The platform's services by token (Clock, Mailer, Storage, PaymentProvider…) and the ones apps
   * provide. Its `LoggerToken` is the app's own logger: every line carries `plugin: <app id>`.
   */
  services: ServiceResolver;
  /**
   * The app's settings: what its server part's `config` schema made of the environment at boot
   * (`{}` without one). Type it as the db is typed: `context.config as z.infer<typeof settings>`.
   */
  config: Readonly<Record<string, unknown>>;
}

/**
 * One migration of the app's own tables, run once at boot in name order. The server keeps
 * each app's migrations apart (their own history, named after the app id), so two apps may
 * both have a "0001-init". Its `db` reaches only tables named after the app id, as
 * `AppServerContext.db` does; foreign keys may point at the platform's tables.
 */
export interface AppMigration {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  up(db: Kysely<any>): Promise<void>;
}

/**
 * Who may call an app route, checked by the server before the handler runs, exactly as for
 * the platform's own routes:
 * - tenant 'none': global or public data;
 * - 'self': the caller's own account; 'agency': the caller's agency (an admin's: all);
 * - 'landing': the website `:id` (or `?landing_id=`) must be one the caller reaches, and a
 *   sub-user needs `permission` there (leaving an optional `?landing_id=` out: on one of their
 *   websites). Another tenant's id answers 404.
 * - 'site': a published website's visitors (with `roles: 'public'`), called on the site's own
 *   address, as its pages' forms are: the call's `landing` is that website. On any other host
 *   the route answers 404. Before the visitor's input is validated, the website's agency must
 *   hold the app (403), and a visitor's writes (anything but GET) are limited per address as
 *   the site's forms are (429 with Retry-After).
 * A premium app's routes also answer 403 naming the app to an agency that does not hold it.
 */
export interface AppRouteAccess {
  roles: readonly Role[] | 'public';
  tenant: 'none' | 'self' | 'agency' | 'landing' | 'site';
  permission?: PermissionKey;
  landingIdIn?: 'params' | 'query';
}

/** The signed-in user of a request. */
export interface AppCaller {
  id: number;
  role: Role;
  agencyId: number | null;
}

/** A website as app routes and site addresses see it. */
export interface AppLanding {
  id: number;
  /** Null for a website of the admin's own. */
  agencyId: number | null;
  title: string;
}

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface AppRouteCall<P, Q, B> {
  params: Infer<P>;
  query: Infer<Q>;
  body: Infer<B>;
  /** Null only on a public route called without a token. */
  caller: AppCaller | null;
  /** With tenant 'landing': the checked website; with 'site': the website whose address was called. */
  landing: AppLanding | null;
  /** For status codes and headers; what the handler returns is the body. Throw `HttpError` for a 4xx. */
  reply: FastifyReply;
}

/**
 * One route of an app, mounted under /api/v1 at `url`; params, query and body are validated
 * with their zod schemas (422 naming the field) before the handler runs, and the route
 * appears in the OpenAPI document under the app's tag.
 */
export interface AppRoute<P extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** Other addresses of the same call (same handler and rules), e.g. where spec §7 spells it otherwise. */
  alsoAt?: readonly string[];
  summary: string;
  access: AppRouteAccess;
  params?: P;
  query?: Q;
  body?: B;
  response?: Record<number, z.ZodType>;
  handler: (call: AppRouteCall<P, Q, B>, context: AppServerContext) => Promise<unknown>;
}

/** Keeps each route's schema types for its handler; use it for every route of an app. */
export function defineAppRoute<P extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined>(
  route: AppRoute<P, Q, B>,
): AppRoute<P, Q, B> {
  return route;
}

// A route list holds routes with many different schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyAppRoute = AppRoute<any, any, any>;

/** What an app answers at an address of a published site; the server compresses and caches it. */
export type AppSiteResponse =
  | { kind: 'html'; html: string }
  | { kind: 'text'; contentType: string; body: string }
  | { kind: 'redirect'; status: 301 | 302; location: string };

export interface AppSiteRequest {
  landing: AppLanding;
  /** The normalised path ("/quiz/first"); the site's pages, redirects and earlier apps were asked first. */
  path: string;
  /** The site's public origin, for absolute addresses: the host the visitor asked on the configured scheme and port (never a request's forwarding headers). */
  origin: string;
}

/**
 * The addresses an app answers on published sites, asked only for websites whose agency holds
 * the app. Answers are cached until the website changes (a publish, or a change of its plan);
 * resolve `SiteChangesToken` and call `changed(landingId)` when your own data changes what a site shows.
 */
export interface AppSitePaths {
  resolve(request: AppSiteRequest, context: AppServerContext): Promise<AppSiteResponse | undefined>;
  /** Its public addresses for the site's sitemap.xml. */
  sitemapEntries?(landing: AppLanding, context: AppServerContext): Promise<{ path: string; lastModified?: Date }[]>;
  /**
   * Its addresses that page pickers list beside the site's pages (the link picker, a menu's
   * items), e.g. `{ name: 'Episodes', path: '/episodes' }` while an episode is published.
   */
  pageListEntries?(landing: AppLanding, context: AppServerContext): Promise<{ name: string; path: string }[]>;
}

/** A service the app puts in the container for other plugins to resolve by token. */
export interface AppService<T = unknown> {
  token: ServiceToken<T>;
  create: (context: AppServerContext) => T;
}

/**
 * What an app tells the platform about a user, for rules the spec states over the whole
 * product. `hasCourses` (spec §3 User) keeps an agency whose subscription was canceled out of
 * the §4 blocked state. Each is asked only when a rule needs it; any app answering true is enough.
 */
export interface AppUserFacts {
  hasCourses?: (user: AppCaller, context: AppServerContext) => Promise<boolean>;
}

export interface AppServerPart {
  /**
   * JSON the app's elements read with `useAppSiteData(appId, schema)` while a page of a website
   * whose agency holds the app is drawn (published, or previewed). Published pages keep what
   * they were drawn with: call `SiteChanges.changed(landingId, { pages: true })` when it changes.
   */
  siteData?: (landing: AppLanding, context: AppServerContext) => Promise<unknown>;
  migrations?: readonly AppMigration[];
  routes?: readonly AnyAppRoute[];
  sitePaths?: AppSitePaths;
  services?: readonly AppService[];
  /**
   * The services its code resolves from `context.services`: the platform's (ClockToken,
   * SiteChangesToken…) and other apps'. The server refuses to start when one is provided by
   * nothing, naming the app and the service, and `context.services` then resolves only these and
   * the app's own `services`. Without `needs`, every service resolves and a missing one fails the
   * call that asks for it (the behaviour before `needs`, kept for apps written then).
   */
  needs?: readonly ServiceToken<unknown>[];
  /**
   * The app's settings, read by the platform from the environment: an object schema whose keys
   * are the variables' names (`z.object({ ACME_API_KEY: z.string().optional() })`). Empty
   * variables count as unset. A value the schema refuses stops the boot, naming the app and the
   * variable; what it parses to is `context.config`. Read no `process.env` of your own: tests
   * give the app its settings through the test app's environment.
   */
  config?: z.ZodObject;
  userFacts?: AppUserFacts;
  jobs?: readonly AppJob[];
  /** Its part of the admin's site templates, written into each website made from one (see `defineSiteTemplatePart`). */
  siteTemplate?: AnySiteTemplatePart;
}

/**
 * Work the app runs on a schedule, e.g. reading its vendor's data again every few hours. The
 * platform keeps the schedule in the database's job queue: with several server processes a
 * run happens once, and a run missed while the server was down happens at the next start.
 */
export interface AppJob {
  /** Unique within the app (letters, digits, `-`); the queue knows it as `{appId}.{name}`. */
  name: string;
  /** A five-field cron expression in UTC, e.g. `0 0,6,12,18 * * *` for every six hours. */
  cron: string;
  /** A throw fails the run; the next one comes on schedule. */
  run(context: AppServerContext): Promise<void>;
}

/** Declares an app's server part (the default export of the module its definition's `server` names). */
export function defineAppServer(part: AppServerPart): AppServerPart {
  const names = (part.migrations ?? []).map((migration) => migration.name);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new Error(`App server part: migration "${twice}" is listed twice`);
  if (part.siteTemplate && !part.siteTemplate.appId) throw new Error('App server part: siteTemplate needs the app id');
  for (const job of part.jobs ?? []) {
    if (!/^[a-z0-9-]+$/.test(job.name)) throw new Error(`App server part: job name "${job.name}" may hold only lowercase letters, digits and -`);
  }
  return part;
}
