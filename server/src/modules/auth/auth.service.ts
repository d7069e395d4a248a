import { homePathForRole, type Profile, type Role } from '@tessera/core';
import { agencyBlocked, type UserFacts } from '../../apps/user-facts.ts';
import type { Clock } from '@tessera/sdk';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '@tessera/sdk';
import { HttpError, notFound, validationFailed } from '../../http/http-error.ts';
import { appOrigin, whitelabelOrigin } from '../../http/public-origins.ts';
import type { AuthLimiters } from '../../services/attempt-limiter.ts';
import type { Mailer } from '../../services/mailer.ts';
import type { SiteHosts } from '../sites/site-hosts.ts';
import { aiAvailable } from '../ai/ai-key.ts';
import {
  agencyStandingOf,
  hashToken,
  issueAccessToken,
  newSecretToken,
  revokeAccessToken,
  revokeOtherAccessTokens,
  type AuthUser,
} from './access-tokens.ts';
import {
  claimLoginLink,
  claimPasswordReset,
  emailTaken,
  findPasswordReset,
  findProfileRow,
  findUserByEmail,
  findUserById,
  insertAgencyWithOwner,
  insertPasswordReset,
  listUserLandingGrants,
  retireOtherPasswordResets,
  setPassword,
  updateProfile,
} from './auth.queries.ts';
import { createLoginLinkHash, LOGIN_LINK_TTL_MS, verifyLoginLinkHash } from './login-links.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';

export interface AuthDeps {
  db: Db;
  config: AppConfig;
  hosts: SiteHosts;
  mailer: Mailer;
  limiters: AuthLimiters;
  /** Signs the redirect-link hashes of POST /check-validity. */
  linkSecret: Buffer;
  clock: Clock;
  facts: UserFacts;
}

/** Every field of the profile: the server always sends the ones the schema lets older clients miss. */
export type FullProfile = Required<Profile>;

const WRONG_CREDENTIALS = 'These credentials do not match our records.';
export const EMAIL_TAKEN = 'The email has already been taken.';
export const ARCHIVED_AGENCY_MESSAGE = 'This account has been archived. Please contact your administrator.';

async function agencyArchived(db: Db, agencyId: number): Promise<boolean> {
  const agency = await db.selectFrom('agencies').select('archived_at').where('id', '=', agencyId).executeTakeFirst();
  return agency?.archived_at != null;
}
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
const IMPERSONATION_TTL_MS = 8 * 60 * 60 * 1000;

// Verifying against a real hash when the e-mail is unknown keeps the answer time alike for both cases.
const unknownUserHash = hashPassword('no such user: timing equaliser');

function tooManyAttempts(waitMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return new HttpError(
    'rate_limited',
    `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(Math.ceil(waitMs / 1000)) },
  );
}

/**
 * Signs in. Failures count per account and address, per address and per account (the rules are
 * AuthLimiters'); while any of them says wait, the answer is 429 before any password is checked.
 */
export async function login(deps: AuthDeps, email: string, password: string, clientIp: string): Promise<string> {
  const { pair, account, ip } = deps.limiters;
  const accountKey = `account:${email.toLowerCase()}`;
  const pairKey = `pair:${email.toLowerCase()} ${clientIp}`;
  const ipKey = `ip:${clientIp}`;
  const waitMs = Math.max(await pair.retryAfterMs(pairKey), await ip.retryAfterMs(ipKey), await account.retryAfterMs(accountKey));
  if (waitMs > 0) throw tooManyAttempts(waitMs);
  const user = await findUserByEmail(deps.db, email);
  const valid = await verifyPassword(password, user?.password_hash ?? (await unknownUserHash));
  if (!user || !valid) {
    await Promise.all([pair.record(pairKey), account.record(accountKey), ip.record(ipKey)]);
    throw validationFailed({ email: [WRONG_CREDENTIALS] });
  }
  await Promise.all([pair.clear(pairKey), account.clear(accountKey)]);
  if (user.agency_id !== null && (await agencyArchived(deps.db, user.agency_id))) throw new HttpError('forbidden', ARCHIVED_AGENCY_MESSAGE);
  return issueAccessToken(deps.db, user.id);
}

/** What a profile is read with. */
export type ProfileDeps = Pick<AuthDeps, 'db' | 'config' | 'facts'>;

export async function getProfile({ db, config, facts }: ProfileDeps, user: Pick<AuthUser, 'id' | 'impersonatorId'>): Promise<FullProfile> {
  const row = await findProfileRow(db, user.id);
  if (!row) throw notFound('User');
  const role = row.role as Role;
  const standing = agencyStandingOf(row.agencyId, row);
  const caller = { id: row.id, role, agencyId: row.agencyId };
  const grants = await listUserLandingGrants(db, user.id);
  const impersonator = user.impersonatorId === null ? null : await findUserById(db, user.impersonatorId);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role,
    agency: row.agencyId !== null && row.agencyName !== null ? { id: row.agencyId, name: row.agencyName, logo: row.agencyLogo } : null,
    can_create_landing: row.can_create_landing,
    blocked: await agencyBlocked(facts, caller, standing),
    has_courses: row.agencyId === null ? false : await facts.hasCourses(caller),
    can_use_ai: row.agencyId === null ? false : await aiAvailable(db, config, row.agencyId),
    subscribed: standing?.subscribed ?? false,
    free_fee: standing?.free_fee ?? false,
    free_register: standing?.free_register ?? false,
    user_landings: grants.map((grant) => ({ landing_id: grant.landing_id, permissions: grant.permissions })),
    impersonator: impersonator ? { id: impersonator.id, name: impersonator.name, email: impersonator.email } : null,
  };
}

export async function updateOwnProfile(deps: ProfileDeps, user: AuthUser, changes: { name: string; email: string }): Promise<FullProfile> {
  const { db } = deps;
  if (await emailTaken(db, changes.email, user.id)) throw validationFailed({ email: [EMAIL_TAKEN] });
  try {
    await updateProfile(db, user.id, changes);
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ email: [EMAIL_TAKEN] });
    throw error;
  }
  return getProfile(deps, user);
}

/** Changes the caller's password; their other sessions end, this one stays. */
export async function changeOwnPassword(db: Db, user: AuthUser, currentPassword: string, password: string): Promise<void> {
  const row = await findUserById(db, user.id);
  if (!row || !(await verifyPassword(currentPassword, row.password_hash))) {
    throw validationFailed({ current_password: ['The current password is incorrect.'] });
  }
  await setPassword(db, user.id, await hashPassword(password));
  await revokeOtherAccessTokens(db, user.id, user.tokenId);
}

/** An admin or agency owner sets another user's password; that user's sessions end. */
export async function setUserPassword(db: Db, userId: number, password: string): Promise<void> {
  await setPassword(db, userId, await hashPassword(password));
  await revokeOtherAccessTokens(db, userId);
}

export const RESET_REQUESTED_MESSAGE = 'If an account exists for this e-mail address, we have sent it a link to reset the password.';

/**
 * Where an account's mail sends it, and the name it is signed with: the white-label's domain and
 * name when the request came to that domain and the account's agency belongs to that white-label,
 * else the app's own address (TESSERA_APP_URL) and name. Never the request's Host or X-Forwarded
 * headers: whoever reads the link signs in with it.
 */
async function accountAddress(deps: AuthDeps, user: { agency_id: number | null }, askedOn: string): Promise<{ origin: string; name: string }> {
  const whitelabel = deps.hosts.whitelabelAt(askedOn);
  if (whitelabel && user.agency_id !== null) {
    const agency = await deps.db.selectFrom('agencies').select('whitelabel_id').where('id', '=', user.agency_id).executeTakeFirst();
    if (agency?.whitelabel_id === whitelabel.id) return { origin: whitelabelOrigin(deps.config, askedOn), name: whitelabel.name };
  }
  return { origin: appOrigin(deps.config), name: deps.config.appName };
}

/**
 * Sends a reset link when the e-mail has an account, at most 3 per 15 minutes; the caller
 * answers the same either way. The mail goes out after the answer, so neither a slow nor a failing mail server tells
 * whether the account exists; a failure reaches `onMailError`.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  email: string,
  askedOn: string,
  onMailError: (error: unknown) => void,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const mailKey = `reset:${user.email.toLowerCase()}`;
  if ((await deps.limiters.resetMail.retryAfterMs(mailKey)) > 0) return;
  await deps.limiters.resetMail.record(mailKey);
  const token = newSecretToken();
  const now = deps.clock.now();
  await insertPasswordReset(deps.db, user.id, hashToken(token), new Date(now.getTime() + PASSWORD_RESET_TTL_MS));
  const { origin, name } = await accountAddress(deps, user, askedOn);
  const link = `${origin}/passwords/reset?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
  const sending = deps.mailer.send({
    to: user.email,
    subject: `Reset your ${name} password`,
    text: [
      `Hello ${user.name},`,
      '',
      `Someone asked to reset the password of your ${name} account. Open this link to choose a new one:`,
      link,
      '',
      'The link works once and expires in 60 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  });
  sending.catch(onMailError);
}

const resetRefused = (message: string) => validationFailed({ token: [message] });

/** Sets a new password from a reset link: the token works once, for 60 minutes, and every session of the account ends. Answers the account's user id. */
export async function changePasswordWithToken(deps: AuthDeps, token: string, password: string): Promise<number> {
  const reset = await findPasswordReset(deps.db, hashToken(token));
  if (!reset) throw resetRefused('This password reset link is invalid. Request a new one.');
  if (reset.used_at !== null) throw resetRefused('This password reset link has already been used. Request a new one.');
  const now = deps.clock.now();
  if (reset.expires_at.getTime() <= now.getTime()) throw resetRefused('This password reset link has expired. Request a new one.');
  const passwordHash = await hashPassword(password);
  await deps.db.transaction().execute(async (tx) => {
    if (!(await claimPasswordReset(tx, reset.id, now))) throw resetRefused('This password reset link has already been used. Request a new one.');
    await retireOtherPasswordResets(tx, reset.user_id, now);
    await setPassword(tx, reset.user_id, passwordHash);
    await revokeOtherAccessTokens(tx, reset.user_id);
  });
  return reset.user_id;
}

export async function isEmailAvailable(db: Db, email: string): Promise<boolean> {
  return !(await emailTaken(db, email));
}

export interface SignupInput {
  name: string;
  agency_name?: string;
  email: string;
  password: string;
  plan?: string;
}

/**
 * Agency sign-up: a new agency (under the white-label of the domain it signed up on) and its
 * Agency owner. POST /register is the free registration (free_register); POST /order records
 * the chosen plan and leaves the agency unsubscribed until payment, so it starts blocked.
 */
/** A new agency with its owner account; 422 on `email` when the address is taken. */
export async function createAgencyWithOwner(
  db: Db,
  agency: Parameters<typeof insertAgencyWithOwner>[1],
  owner: { name: string; email: string; password: string },
): Promise<{ id: number; email: string; agencyId: number }> {
  if (await emailTaken(db, owner.email)) throw validationFailed({ email: [EMAIL_TAKEN] });
  try {
    return await insertAgencyWithOwner(db, agency, { name: owner.name, email: owner.email, password_hash: await hashPassword(owner.password) });
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ email: [EMAIL_TAKEN] });
    throw error;
  }
}

export async function signUpAgency(deps: AuthDeps, input: SignupInput, hostname: string, paid?: { provider_customer_id: string; default_payment_method: string }) {
  const whitelabel = deps.hosts.whitelabelAt(hostname);
  const owner = await createAgencyWithOwner(
    deps.db,
    { name: input.agency_name || input.name, whitelabel_id: whitelabel?.id ?? null, free_register: input.plan === undefined, plan_name: input.plan ?? null, ...paid },
    input,
  );
  return {
    agencyId: owner.agencyId,
    answer: {
      access_token: await issueAccessToken(deps.db, owner.id),
      uid: owner.id,
      hash: createLoginLinkHash(deps.linkSecret, { email: owner.email, uid: owner.id }, deps.clock.now()),
    },
  };
}

/** Only addresses on this app are followed after a link login, so the link cannot send a user elsewhere. */
function safeRedirect(hosts: SiteHosts, requested: string | undefined, role: Role): string {
  const home = homePathForRole(role);
  if (!requested) return home;
  if (requested.startsWith('/') && !requested.startsWith('//') && !requested.startsWith('/\\')) return requested;
  try {
    const url = new URL(requested);
    return (url.protocol === 'https:' || url.protocol === 'http:') && hosts.isAppHost(url.hostname) ? url.toString() : home;
  } catch {
    return home;
  }
}

/** The redirect-link login of §2: a valid hash naming an existing user signs that user in, once, within 15 minutes of being made. */
export async function checkLoginLink(deps: AuthDeps, hash: string, redirectUrl: string | undefined) {
  const now = deps.clock.now();
  const check = verifyLoginLinkHash(deps.linkSecret, hash, now);
  if (!check.ok) {
    throw validationFailed({ hash: [check.reason === 'expired' ? 'This login link has expired. Please sign in.' : 'This login link is invalid.'] });
  }
  const user = await findUserById(deps.db, check.claims.uid);
  if (!user || user.email.toLowerCase() !== check.claims.email.toLowerCase()) throw validationFailed({ hash: ['This login link is invalid.'] });
  // A link read from a mailbox, a history or a log must not sign anyone in again.
  if (!(await claimLoginLink(deps.db, hashToken(hash), new Date(now.getTime() + LOGIN_LINK_TTL_MS), now))) {
    throw validationFailed({ hash: ['This login link has already been used. Please sign in.'] });
  }
  return {
    valid: true,
    access_token: await issueAccessToken(deps.db, user.id),
    redirect_url: safeRedirect(deps.hosts, redirectUrl, user.role as Role),
  };
}

/** An admin signs in as `target`; the token remembers the admin and expires after 8 hours. */
export async function impersonate(deps: AuthDeps, admin: AuthUser, target: { id: number; name: string; role: string }) {
  if (target.role === 'Admin') throw new HttpError('forbidden', 'Administrators cannot be impersonated.');
  const expiresAt = new Date(deps.clock.now().getTime() + IMPERSONATION_TTL_MS);
  return {
    access_token: await issueAccessToken(deps.db, target.id, { impersonatorId: admin.id, expiresAt }),
    message: `You are now signed in as ${target.name}.`,
    success: true,
  };
}

export async function stopImpersonating(db: Db, user: AuthUser): Promise<void> {
  if (user.impersonatorId === null) throw new HttpError('bad_request', 'This session is not an impersonation.');
  await revokeAccessToken(db, user.tokenId);
}
