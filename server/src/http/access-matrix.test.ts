import { CARD_PERMISSION_KEYS, DEFAULT_BRAND_KIT, installedPermissionKeys, ROLES, type Role } from '@tessera/core';
import { readFileSync } from 'node:fs';
import type { InjectOptions } from 'fastify';
import type { Generated } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectAccount } from '../testing/oauth-connect.ts';
import { createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../testing/test-app.ts';
import { API_PREFIX, type RouteTableEntry } from './access-control.ts';
import { multipartBody } from '../testing/multipart.ts';
import { apps as manifestApps, elements as installedElements } from '@tessera/plugins';
import quizApp from '../../../tests/fixtures/quiz-app/index.ts';

/**
 * The authorization matrix, generated from the app's own route table: every /api/v1 route
 * × every role × own and foreign tenant. A route without an entry here fails the test, so
 * nobody adds a route without saying who may call it.
 */

interface TenantFixture {
  agencyId: number;
  landingId: number;
  pageId: number;
  /** A new sub-user of this agency, for routes that change or delete the user they name. */
  newSubUser(): Promise<number>;
  /** A new user-landing entry of a new sub-user on this agency's website. */
  newUserLanding(): Promise<number>;
}

interface Expectation {
  /** Who gets past the guard. */
  allowed: readonly Role[] | 'public';
  /**
   * Set on the entries derived from a plugin route's declared access: the call names placeholder
   * ids, so the callers let past the guard may meet a 404 for them; only the guard is checked.
   */
  guardOnly?: boolean;
  /** Set when the route names a tenant's resource: another agency's id answers 404 to all but an admin. */
  foreignIs404?: boolean;
  /** The request; `callerId` is the user the token names, for routes that act on the caller's own things. */
  call(f: TenantFixture, callerId?: number): Promise<Omit<InjectOptions, 'method'>> | Omit<InjectOptions, 'method'>;
}

const ALL = ROLES;
const WEBSITE_ROLES = ['Admin', 'Agency', 'AgencyUser', 'WebsiteUser'] as const;
const MANAGERS = ['Admin', 'Agency'] as const;
/** Card routes a card user reaches for the cards they hold. */
const CARD_ROLES = [...WEBSITE_ROLES, 'CardUser'] as const;
const SIGNED_IN = ['Agency', 'AgencyUser', 'WebsiteUser', 'CardUser'] as const;
/** An agency's own users of agency-wide data (an app's channels): not its website-only users. */
const AGENCY_STAFF = ['Agency', 'AgencyUser'] as const;
let unique = 0;
const uniqueEmail = () => `matrix-${++unique}@example.test`;
const password = { password: 'a-new-password', password_confirmation: 'a-new-password' };

/** Publishing: redirects, robots, domains, forms, contacts, webhooks, stats, previews, sharing, page publishing. */
const landingApi = (f: TenantFixture, path: string) => `/api/v1/landings/${f.landingId}${path}`;
const PUBLISHING: Record<string, Expectation> = {
  'POST /api/v1/landings/:id/pages/:pageId/unpublish': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, `/pages/${f.pageId}/unpublish`) }) },
  'POST /api/v1/landings/:id/pages/:pageId/set-home': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, `/pages/${f.pageId}/set-home`) }) },
  'POST /api/v1/landings/:id/pages/:pageId/clone': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, `/pages/${f.pageId}/clone`) }) },
  'GET /api/v1/landings/:id/pages/unique-names/:name': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/pages/unique-names/pricing') }) },
  'GET /api/v1/landings/:id/pages/:pageId/unique-id': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, `/pages/${f.pageId}/unique-id`) }) },
  'PUT /api/v1/landings/:id/pages/:pageId/sharing': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, `/pages/${f.pageId}/sharing`), payload: { sharing: true } }) },
  'POST /api/v1/landings/:id/pages/:pageId/sharing/rotate': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => {
      await shareIdOf(f.pageId);
      return { url: landingApi(f, `/pages/${f.pageId}/sharing/rotate`) };
    },
  },
  'POST /api/v1/landings/:id/import/agency-page/:uniqueId/unique-id': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: landingApi(f, `/import/agency-page/${await shareIdOf(own.pageId)}/unique-id`) }),
  },
  'GET /api/v1/landings/:id/pages/page-relations': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/pages/page-relations') }) },
  'POST /api/v1/landings/:id/multiple-users': { allowed: MANAGERS, foreignIs404: true, call: async (f) => ({ url: landingApi(f, '/multiple-users'), payload: { user_ids: [await f.newSubUser()], permissions: ['pages.view'] } }) },
  'GET /api/v1/landings/:id/cards': { allowed: CARD_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/cards') }) },
  'POST /api/v1/landings/:id/cards': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/cards'), payload: { content: { name: `Matrix ${++unique}` } } }) },
  'GET /api/v1/landings/:id/cards/:cardId': { allowed: CARD_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/cards/${await newCard(f)}`) }) },
  'PUT /api/v1/landings/:id/cards/:cardId': { allowed: CARD_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/cards/${await newCard(f)}`), payload: { theme: 'sky' } }) },
  'GET /api/v1/landings/:id/cards/:cardId/contacts': { allowed: CARD_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/cards/${await newCard(f)}/contacts`) }) },
  'POST /api/v1/landings/:id/cards/:cardId/transfer': {
    allowed: CARD_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: landingApi(f, `/cards/${await newCard(f)}/transfer`), payload: { email: f === own ? 'home-receiver@example.test' : 'away@example.test' } }),
  },
  'GET /api/v1/landings/:id/cards/users': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/cards/users') }) },
  'GET /api/v1/landings/:id/cards/users/:email': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, `/cards/users/${f === own ? 'home-receiver' : 'away'}@example.test`) }) },
  'GET /api/v1/landings/:id/cards/transfers': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/cards/transfers') }) },
  'GET /api/v1/users/cards': { allowed: SIGNED_IN, call: () => ({ url: '/api/v1/users/cards' }) },
  'GET /api/v1/users/card-transfers-requests': { allowed: SIGNED_IN, call: () => ({ url: '/api/v1/users/card-transfers-requests' }) },
  'POST /api/v1/users/card-transfers-requests/:id/confirm': { allowed: SIGNED_IN, call: async (_f, callerId) => ({ url: `/api/v1/users/card-transfers-requests/${await transferTo(callerId)}/confirm` }) },
  'POST /api/v1/users/card-transfers-requests/:id/decline': { allowed: SIGNED_IN, call: async (_f, callerId) => ({ url: `/api/v1/users/card-transfers-requests/${await transferTo(callerId)}/decline` }) },
  'DELETE /api/v1/landings/:id/cards/:cardId': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/cards/${await newCard(f)}`) }) },
  'POST /api/v1/landings/:id/cards/:cardId/clone': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/cards/${await newCard(f)}/clone`) }) },
  'GET /api/v1/agency-page/:id/unique-id': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: `/api/v1/agency-page/${f.pageId}/unique-id` }) },
  'GET /api/v1/agency-blog/:id/unique-id': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: `/api/v1/agency-blog/${await newBlogPost(f)}/unique-id` }) },
  'PUT /api/v1/landings/:id/blogs/:blogId/sharing': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/blogs/${await newBlogPost(f)}/sharing`), payload: { sharing: true } }) },
  'POST /api/v1/landings/:id/blogs/:blogId/sharing/rotate': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => {
      const postId = await newBlogPost(f);
      await postShareIdOf(postId);
      return { url: landingApi(f, `/blogs/${postId}/sharing/rotate`) };
    },
  },
  'POST /api/v1/landings/:id/import/agency-blog/:uniqueId/unique-id': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: landingApi(f, `/import/agency-blog/${await postShareIdOf(await newBlogPost(own))}/unique-id`) }),
  },
  'GET /api/v1/agency-blog/shared/:uniqueId': { allowed: 'public', call: async () => ({ url: `/api/v1/agency-blog/shared/${await postShareIdOf(await newBlogPost(own))}` }) },
  'POST /api/v1/admin-blogs/import/agency-blog/:uniqueId': { allowed: ['Admin'], call: async () => ({ url: `/api/v1/admin-blogs/import/agency-blog/${await postShareIdOf(await newBlogPost(own))}` }) },
  'POST /api/v1/landings/:id/blog/:blogId/clone': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/blog/${await newBlogPost(f)}/clone`) }) },
  'GET /api/v1/landings/:id/redirects/all': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/redirects/all') }) },
  'GET /api/v1/landings/:id/redirects/:redirectId': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/redirects/${await newRedirect(f)}`) }) },
  'POST /api/v1/landings/:id/redirects': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/redirects'), payload: { from: `/matrix-${++unique}`, to: '/' } }) },
  'PUT /api/v1/landings/:id/redirects/:redirectId': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: landingApi(f, `/redirects/${await newRedirect(f)}`), payload: { from: `/matrix-${++unique}`, to: '/', status_code: 302 } }),
  },
  'DELETE /api/v1/landings/:id/redirects/:redirectId': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/redirects/${await newRedirect(f)}`) }) },
  'PUT /api/v1/landings/:id/redirects/:redirectId/reset': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/redirects/${await newRedirect(f)}/reset`) }) },
  'GET /api/v1/landings/:id/robots': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/robots') }) },
  'POST /api/v1/landings/:id/robots': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/robots'), payload: { robots_txt: 'User-agent: *' } }) },
  'POST /api/v1/landings/:id/robots/reset': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/robots/reset') }) },
  'PUT /api/v1/landings/:id/custom-url': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/custom-url'), payload: { custom_url: null } }) },
  'GET /api/v1/landings/:id/custom-domain': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/custom-domain') }) },
  'POST /api/v1/landings/:id/custom-domain/verify': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/custom-domain/verify') }) },
  'POST /api/v1/landings/validate-domain': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: (f) => ({ url: '/api/v1/landings/validate-domain', query: { landing_id: String(f.landingId) }, payload: { domain: 'www.not-valid' } }),
  },
  'POST /api/v1/landings/validate-subdomain': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: (f) => ({ url: '/api/v1/landings/validate-subdomain', query: { landing_id: String(f.landingId) }, payload: { subdomain: 'matrix-free' } }),
  },
  'GET /api/v1/landings/:id/contacts': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/contacts') }) },
  'DELETE /api/v1/landings/:id/contacts/:contactId': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/contacts/${await newContact(f)}`) }) },
  'GET /api/v1/landings/:id/contacts/:contactId': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/contacts/${await newContact(f)}`) }) },
  'GET /api/v1/landings/:id/contacts/tags': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/contacts/tags') }) },
  'PUT /api/v1/landings/:id/contacts/:contactId/tags': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: landingApi(f, `/contacts/${await newContact(f)}/tags`), payload: { tags: ['matrix'] } }),
  },
  'POST /api/v1/landings/:id/contacts/bulk-tag': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, '/contacts/bulk-tag'), payload: { ids: [await newContact(f)], tag: 'matrix' } }) },
  'POST /api/v1/landings/:id/contacts/bulk-delete': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, '/contacts/bulk-delete'), payload: { ids: [await newContact(f)] } }) },
  'GET /api/v1/landings/:id/webhooks': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/webhooks') }) },
  'POST /api/v1/landings/:id/webhooks': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/webhooks'), payload: { url: 'http://127.0.0.1:9/hook' } }) },
  'PUT /api/v1/landings/:id/webhooks/:webhookId': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: landingApi(f, `/webhooks/${await newWebhook(f)}`), payload: { url: 'http://127.0.0.1:9/other', active: false } }),
  },
  'DELETE /api/v1/landings/:id/webhooks/:webhookId': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/webhooks/${await newWebhook(f)}`) }) },
  'GET /api/v1/landings/:id/webhooks/:webhookId/deliveries': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: landingApi(f, `/webhooks/${await newWebhook(f)}/deliveries`) }),
  },
  'POST /api/v1/landings/:id/webhooks/:webhookId/test': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/webhooks/${await newWebhook(f)}/test`) }) },
  'GET /api/v1/landings/:id/stats': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/stats') }) },
  'POST /api/v1/landings/:id/stats/reset': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/stats/reset') }) },
  'GET /api/v1/pages/:id/preview-token': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: `/api/v1/pages/${f.pageId}/preview-token` }) },
  // Open at the guard: the socket's first message carries the token, which the handler checks (realtime.test.ts covers refusals); a plain GET is 400.
  'GET /api/v1/agency-page/shared/:uniqueId': { allowed: 'public', call: async () => ({ url: `/api/v1/agency-page/shared/${await shareIdOf(own.pageId)}` }) },
  'GET /api/v1/agency-page/shared/:uniqueId/preview': { allowed: 'public', call: async () => ({ url: `/api/v1/agency-page/shared/${await shareIdOf(own.pageId)}/preview` }) },
  'GET /api/v1/realtime': { allowed: 'public', call: () => ({ url: '/api/v1/realtime' }) },
  // Open at the guard: the iframe's credential is the signed token in the query, which the handler checks (previews.test.ts covers refusals).
  'GET /api/v1/pages/:id/preview': { allowed: 'public', call: async (f) => ({ url: await previewUrlOf(f) }) },
  // Agencies see published templates only (an unpublished one is 404 to them: template-previews.test.ts), so the matrix previews published ones.
  'GET /api/v1/page-templates/:id/preview-token': { allowed: WEBSITE_ROLES, call: async () => ({ url: `/api/v1/page-templates/${await newPageTemplate(true)}/preview-token` }) },
  'GET /api/v1/page-templates/:id/preview': { allowed: 'public', call: async (f) => ({ url: await signedUrlOf(f, `/api/v1/page-templates/${await newPageTemplate(true)}/preview-token`) }) },
  // Published site templates preview for anyone (spec §2): the address sends the visitor on to the home page's preview.
  'GET /api/v1/templates/:templateId/preview': { allowed: 'public', call: async () => ({ url: `/api/v1/templates/${await newSiteTemplate(true)}/preview` }) },
  'GET /api/v1/templates/:templateId/preview-token': { allowed: WEBSITE_ROLES, call: async () => ({ url: `/api/v1/templates/${await newSiteTemplate(true)}/preview-token` }) },
  'GET /api/v1/templates/:templateId/pages/:pageId/preview-token': { allowed: WEBSITE_ROLES, call: async () => ({ url: `/api/v1/templates/${await newSiteTemplate(true)}/pages/2/preview-token` }) },
  'GET /api/v1/templates/:templateId/pages/:pageId/preview': {
    allowed: 'public',
    call: async (f) => ({ url: await signedUrlOf(f, `/api/v1/templates/${await newSiteTemplate(true)}/pages/2/preview-token`) }),
  },
  'GET /api/v1/templates/:templateId/blogs/:documentId/preview-token': { allowed: WEBSITE_ROLES, call: async () => ({ url: `/api/v1/templates/${await newSiteTemplate(true)}/blogs/1/preview-token` }) },
  'GET /api/v1/templates/:templateId/blogs/:documentId/preview': {
    allowed: 'public',
    call: async (f) => ({ url: await signedUrlOf(f, `/api/v1/templates/${await newSiteTemplate(true)}/blogs/1/preview-token`) }),
  },
  // Only on a published site's own host; the empty submission is refused by validation, past the guard.
  'POST /api/v1/site/cards/:cardId/leads': { allowed: 'public', call: () => ({ url: '/api/v1/site/cards/1/leads', headers: { host: 'matrix.sites.test' }, payload: { fields: 'not answers' } }) },
  'POST /api/v1/site/forms/submit': { allowed: 'public', call: () => ({ url: '/api/v1/site/forms/submit', headers: { host: 'matrix.sites.test' }, payload: {} }) },
};

async function newRedirect(f: TenantFixture): Promise<number> {
  const row = await t.db.insertInto('redirects').values({ landing_id: f.landingId, from_path: `/matrix-${++unique}`, to_url: '/' }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

async function newContact(f: TenantFixture): Promise<number> {
  const row = await t.db
    .insertInto('contacts')
    .values({ landing_id: f.landingId, element_id: 'element-matrix', fields: JSON.stringify({ email: 'matrix@example.test' }), ip_hash: 'matrix' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function newWebhook(f: TenantFixture): Promise<number> {
  const row = await t.db.insertInto('webhooks').values({ landing_id: f.landingId, url: 'http://127.0.0.1:9/hook', secret: 'matrix-signing-secret' }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A card of the fixture's website, made directly (the matrix makes many; the card limit is the
 * API's to check); the own agency's card user holds those of the own website.
 */
async function newCard(f: TenantFixture): Promise<number> {
  const card = await t.db
    .insertInto('cards')
    .values({ landing_id: f.landingId, design: 'design1', theme: 'violet', content: JSON.stringify({ name: 'Matrix' }), options: '{}', custom_url: `matrix-${++unique}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (f === own) await t.db.insertInto('card_users').values({ card_id: card.id, user_id: callers.CardUser, permissions: JSON.stringify(CARD_PERMISSION_KEYS) }).execute();
  return card.id;
}

/** An open request handing a new card of the own website to `userId`. */
async function transferTo(userId = callers.Agency): Promise<number> {
  const row = await t.db.insertInto('card_transfers').values({ card_id: await newCard(own), from_user_id: callers.Agency, to_user_id: userId }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
/** Share ids of items whose sharing is switched on: imports by a switched-off item's id answer 404. */
async function postShareIdOf(postId: number): Promise<string> {
  return (await t.db.withTables<BlogTables>().updateTable('blog_posts').set({ sharing: true }).where('id', '=', postId).returning('unique_id').executeTakeFirstOrThrow()).unique_id;
}
async function shareIdOf(pageId: number): Promise<string> {
  return (await t.db.updateTable('pages').set({ sharing: true }).where('id', '=', pageId).returning('unique_id').executeTakeFirstOrThrow()).unique_id;
}
async function landingShareIdOf(landingId: number): Promise<string> {
  return (await t.db.updateTable('landings').set({ sharing: true }).where('id', '=', landingId).returning('unique_id').executeTakeFirstOrThrow()).unique_id;
}

/** The signed preview address a preview-token route gives the fixture's agency owner. */
async function signedUrlOf(f: TenantFixture, tokenUrl: string): Promise<string> {
  const owner = await t.db.selectFrom('users').select('id').where('agency_id', '=', f.agencyId).where('role', '=', 'Agency').executeTakeFirstOrThrow();
  const response = await t.request({ method: 'GET', url: tokenUrl, token: await t.tokenFor(owner.id) });
  return response.json().url;
}

/** A signed preview address of the fixture's page, issued to its agency owner. */
const previewUrlOf = (f: TenantFixture) => signedUrlOf(f, `/api/v1/pages/${f.pageId}/preview-token`);

/** The designer's media, blocks and sandbox designs. */
const MATRIX_SECTION = {
  schemaVersion: 1,
  sections: [{ id: 'section-m1', key: 'section', options: {}, rows: [{ id: 'row-m1', key: 'row', options: {}, columns: [{ id: 'column-m1', key: 'column', options: { width: 100 }, elements: [] }] }] }],
};
const sandboxApi = (f: TenantFixture, path = '') => landingApi(f, `/pages/${f.pageId}/sandbox-design${path}`);
async function newAgencyBlock(f: TenantFixture): Promise<number> {
  const row = await t.db.insertInto('agency_blocks').values({ agency_id: f.agencyId, name: 'Matrix', design: JSON.stringify(MATRIX_SECTION) }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
async function newAdminBlock(published = false): Promise<number> {
  return (await t.db.insertInto('admin_blocks').values({ name: 'Matrix', published, design: JSON.stringify(MATRIX_SECTION) }).returning('id').executeTakeFirstOrThrow()).id;
}
async function newPageTemplate(published = false): Promise<number> {
  return (await t.db.insertInto('page_templates').values({ name: 'Matrix', published, design: JSON.stringify(MATRIX_SECTION) }).returning('id').executeTakeFirstOrThrow()).id;
}
async function newSiteTemplate(published = false): Promise<number> {
  const content = {
    pages: [{ ref: 1, name: 'Home', unique_name: 'home', home: true, design: MATRIX_SECTION }, { ref: 2, name: 'Other', unique_name: 'other', design: MATRIX_SECTION }],
    apps: { blog: { posts: [{ ref: 1, title: 'Post', unique_name: 'post', design: MATRIX_SECTION }] } },
  };
  return (await t.db.insertInto('site_templates').values({ name: 'Matrix', published, content: JSON.stringify(content) }).returning('id').executeTakeFirstOrThrow()).id;
}
async function newOrderPage(published = false): Promise<number> {
  return (await t.db.insertInto('order_pages').values({ name: 'Matrix', published, design: JSON.stringify(MATRIX_SECTION) }).returning('id').executeTakeFirstOrThrow()).id;
}
const siteTemplateApi = async (path = '') => `/api/v1/admin-templates/${await newSiteTemplate()}${path}`;
const pageTemplateApi = async (path = '') => `/api/v1/admin-page-templates/${await newPageTemplate()}${path}`;
const DESIGNER: Record<string, Expectation> = {
  // An empty prompt answers 422: past the guard, and no AI is called.
  'POST /api/v1/images/generate-ai-image': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: `/api/v1/images/generate-ai-image?landing_id=${f.landingId}`, payload: { image_prompt: '' } }) },
  'POST /api/v1/images/edit-ai-image': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: (f) => ({ url: `/api/v1/images/edit-ai-image?landing_id=${f.landingId}`, payload: { image_prompt: '', origin_img: '' } }),
  },
  'GET /api/v1/stock-photos': { allowed: WEBSITE_ROLES, call: () => ({ url: '/api/v1/stock-photos', query: { query: 'matrix' } }) },
  // The embedded fake photo service: "fake-1-<hex of matrix>" is its first photo for "matrix".
  'POST /api/v1/stock-photos/:photoId/use': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: `/api/v1/stock-photos/fake-1-6d6174726978/use?landing_id=${f.landingId}` }) },
  'GET /api/v1/agency-blocks': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: '/api/v1/agency-blocks', query: { landing_id: String(f.landingId) } }) },
  'POST /api/v1/agency-blocks': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: `/api/v1/agency-blocks?landing_id=${f.landingId}`, payload: { name: '', design: {} } }) },
  'PUT /api/v1/agency-blocks/:blockId': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: `/api/v1/agency-blocks/${await newAgencyBlock(f)}`, payload: { name: 'Renamed' } }) },
  'DELETE /api/v1/agency-blocks/:blockId': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: `/api/v1/agency-blocks/${await newAgencyBlock(f)}` }) },
  'GET /api/v1/admin-blocks': { allowed: WEBSITE_ROLES, call: () => ({ url: '/api/v1/admin-blocks' }) },
  'GET /api/v1/admin-blocks/all': { allowed: ['Admin'], call: () => ({ url: '/api/v1/admin-blocks/all' }) },
  'GET /api/v1/admin-blocks/:blockId': { allowed: ['Admin'], call: async () => ({ url: `/api/v1/admin-blocks/${await newAdminBlock()}` }) },
  // Agencies see published admin blocks only (a draft is 404 to them: block-previews.test.ts), so the matrix previews published ones.
  'GET /api/v1/admin-blocks/:blockId/preview-token': { allowed: WEBSITE_ROLES, call: async () => ({ url: `/api/v1/admin-blocks/${await newAdminBlock(true)}/preview-token` }) },
  'GET /api/v1/admin-blocks/:blockId/preview': { allowed: 'public', call: async (f) => ({ url: await signedUrlOf(f, `/api/v1/admin-blocks/${await newAdminBlock(true)}/preview-token`) }) },
  'GET /api/v1/agency-blocks/:blockId/preview-token': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: `/api/v1/agency-blocks/${await newAgencyBlock(f)}/preview-token` }) },
  // Open at the guard: the frame's credential is the signed token in the query (block-previews.test.ts covers refusals).
  'GET /api/v1/agency-blocks/:blockId/preview': { allowed: 'public', call: async (f) => ({ url: await signedUrlOf(f, `/api/v1/agency-blocks/${await newAgencyBlock(f)}/preview-token`) }) },
  'POST /api/v1/admin-blocks-2': { allowed: ['Admin'], call: () => ({ url: '/api/v1/admin-blocks-2', payload: { blocks: [{ name: 'Matrix', design: MATRIX_SECTION }] } }) },
  'POST /api/v1/admin-blocks': { allowed: ['Admin'], call: () => ({ url: '/api/v1/admin-blocks', payload: { name: '', design: {} } }) },
  'PUT /api/v1/admin-blocks/:blockId': { allowed: ['Admin'], call: async () => ({ url: `/api/v1/admin-blocks/${await newAdminBlock()}`, payload: { name: 'Renamed' } }) },
  'DELETE /api/v1/admin-blocks/:blockId': { allowed: ['Admin'], call: async () => ({ url: `/api/v1/admin-blocks/${await newAdminBlock()}` }) },
  'POST /api/v1/admin-blocks/:blockId/publish': { allowed: ['Admin'], call: async () => ({ url: `/api/v1/admin-blocks/${await newAdminBlock()}/publish` }) },
  'POST /api/v1/admin-blocks/:blockId/clone': { allowed: ['Admin'], call: async () => ({ url: `/api/v1/admin-blocks/${await newAdminBlock()}/clone` }) },
  // A stale version answers 409: past the guard, and nothing is stored.
  'PUT /api/v1/admin-blocks/:blockId/design': { allowed: ['Admin'], call: async () => ({ url: `/api/v1/admin-blocks/${await newAdminBlock()}/design`, payload: { design: MATRIX_SECTION, version: 999 } }) },
  'GET /api/v1/admin-page-templates': { allowed: ['Admin'], call: () => ({ url: '/api/v1/admin-page-templates' }) },
  'GET /api/v1/admin-page-templates/:pageTemplateId': { allowed: ['Admin'], call: async () => ({ url: await pageTemplateApi() }) },
  'POST /api/v1/admin-page-templates': { allowed: ['Admin'], call: () => ({ url: '/api/v1/admin-page-templates', payload: { name: '' } }) },
  'PUT /api/v1/admin-page-templates/:pageTemplateId': { allowed: ['Admin'], call: async () => ({ url: await pageTemplateApi(), payload: { name: 'Renamed' } }) },
  'PUT /api/v1/admin-page-templates/:pageTemplateId/design': { allowed: ['Admin'], call: async () => ({ url: await pageTemplateApi('/design'), payload: { design: MATRIX_SECTION, version: 999 } }) },
  'DELETE /api/v1/admin-page-templates/:pageTemplateId': { allowed: ['Admin'], call: async () => ({ url: await pageTemplateApi() }) },
  'POST /api/v1/admin-page-templates/:pageTemplateId/publish': { allowed: ['Admin'], call: async () => ({ url: await pageTemplateApi('/publish'), payload: { published: false } }) },
  'POST /api/v1/admin-page-templates/:pageTemplateId/clone': { allowed: ['Admin'], call: async () => ({ url: await pageTemplateApi('/clone') }) },
  'GET /api/v1/admin-templates': { allowed: ['Admin'], call: () => ({ url: '/api/v1/admin-templates' }) },
  'GET /api/v1/admin-templates/:templateId': { allowed: ['Admin'], call: async () => ({ url: await siteTemplateApi() }) },
  'POST /api/v1/admin-templates': { allowed: ['Admin'], call: () => ({ url: '/api/v1/admin-templates', payload: { name: '' } }) },
  'PUT /api/v1/admin-templates/:templateId': { allowed: ['Admin'], call: async () => ({ url: await siteTemplateApi(), payload: { name: 'Renamed' } }) },
  'DELETE /api/v1/admin-templates/:templateId': { allowed: ['Admin'], call: async () => ({ url: await siteTemplateApi() }) },
  'POST /api/v1/admin-templates/:templateId/publish': { allowed: ['Admin'], call: async () => ({ url: await siteTemplateApi('/publish'), payload: { published: false } }) },
  'POST /api/v1/admin-templates/:templateId/clone': { allowed: ['Admin'], call: async () => ({ url: await siteTemplateApi('/clone') }) },
  'GET /api/v1/admin-templates/:templateId/pages': { allowed: ['Admin'], call: async () => ({ url: await siteTemplateApi('/pages') }) },
  'GET /api/v1/admin-templates/:templateId/blogs': { allowed: ['Admin'], call: async () => ({ url: await siteTemplateApi('/blogs') }) },
  'POST /api/v1/admin-templates/:templateId/blogs': { allowed: ['Admin'], call: async () => ({ url: await siteTemplateApi('/blogs'), payload: { title: 'Matrix post' } }) },
  'GET /api/v1/admin-templates/:templateId/blogs/:blogId': { allowed: ['Admin'], call: async () => ({ url: await siteTemplateApi('/blogs/1') }) },
  'PUT /api/v1/admin-templates/:templateId/blogs/:blogId': { allowed: ['Admin'], call: async () => ({ url: await siteTemplateApi('/blogs/1'), payload: { title: 'Renamed' } }) },
  'PUT /api/v1/admin-templates/:templateId/blogs/:blogId/design': { allowed: ['Admin'], call: async () => ({ url: await siteTemplateApi('/blogs/1/design'), payload: { design: {}, version: 1 } }) },
  'DELETE /api/v1/admin-templates/:templateId/blogs/:blogId': { allowed: ['Admin'], call: async () => ({ url: await siteTemplateApi('/blogs/1') }) },
  'GET /api/v1/public/admin-templates/:id/blogs': { allowed: 'public', call: async () => ({ url: `/api/v1/public/admin-templates/${await newSiteTemplate(true)}/blogs` }) },
  'GET /api/v1/public/admin-templates/:id/pages/:pageId': { allowed: 'public', call: async () => ({ url: `/api/v1/public/admin-templates/${await newSiteTemplate(true)}/pages/1` }) },
  'GET /api/v1/admin-templates/:templateId/pages/all': { allowed: ['Admin'], call: async () => ({ url: await siteTemplateApi('/pages/all') }) },
  'GET /api/v1/admin-templates/:templateId/pages/list': { allowed: ['Admin'], call: async () => ({ url: await siteTemplateApi('/pages/list') }) },
  'GET /api/v1/admin-templates/:templateId/page-relations': { allowed: ['Admin'], call: async () => ({ url: await siteTemplateApi('/page-relations') }) },
  'GET /api/v1/admin-templates/:templateId/unique-names/:name': { allowed: ['Admin'], call: async () => ({ url: await siteTemplateApi('/unique-names/about') }) },
  'GET /api/v1/admin-templates/:templateId/forms': { allowed: ['Admin'], call: async () => ({ url: await siteTemplateApi('/forms') }) },
  'GET /api/v1/admin-templates/:templateId/menus': { allowed: ['Admin'], call: async () => ({ url: await siteTemplateApi('/menus') }) },
  'PUT /api/v1/admin-templates/:templateId/settings': { allowed: ['Admin'], call: async () => ({ url: await siteTemplateApi('/settings'), payload: { title: 'Matrix' } }) },
  'PUT /api/v1/admin-templates/:templateId/convert': { allowed: ['Admin'], call: async () => ({ url: await siteTemplateApi('/convert') }) },
  'POST /api/v1/admin-templates/import/landing/:uniqueId/unique-id': {
    allowed: ['Admin'],
    call: async () => ({ url: `/api/v1/admin-templates/import/landing/${await landingShareIdOf(own.landingId)}/unique-id` }),
  },
  'POST /api/v1/admin-templates/import-xml': { allowed: ['Admin'], call: () => ({ url: '/api/v1/admin-templates/import-xml', ...multipartBody({}, { filename: 'export.xml', bytes: MATRIX_WXR }) }) },
  'POST /api/v1/admin-templates/:templateId/pages': { allowed: ['Admin'], call: async () => ({ url: await siteTemplateApi('/pages'), payload: { name: '' } }) },
  'GET /api/v1/admin-templates/:templateId/pages/:pageId': { allowed: ['Admin'], call: async () => ({ url: await siteTemplateApi('/pages/1') }) },
  'PUT /api/v1/admin-templates/:templateId/pages/:pageId': { allowed: ['Admin'], call: async () => ({ url: await siteTemplateApi('/pages/2'), payload: { name: 'Renamed' } }) },
  'PUT /api/v1/admin-templates/:templateId/pages/:pageId/design': { allowed: ['Admin'], call: async () => ({ url: await siteTemplateApi('/pages/1/design'), payload: { design: MATRIX_SECTION, version: 999 } }) },
  'POST /api/v1/admin-templates/:templateId/pages/:pageId/set-home': { allowed: ['Admin'], call: async () => ({ url: await siteTemplateApi('/pages/2/set-home') }) },
  'DELETE /api/v1/admin-templates/:templateId/pages/:pageId': { allowed: ['Admin'], call: async () => ({ url: await siteTemplateApi('/pages/2') }) },
  'GET /api/v1/landings/:id/pages/:pageId/sandbox-design': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: sandboxApi(f) }) },
  // A stale version answers 409: past the guard, and nothing is stored.
  'PUT /api/v1/landings/:id/pages/:pageId/sandbox-design': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: sandboxApi(f), payload: { design: MATRIX_SECTION, version: 999 } }) },
  'POST /api/v1/landings/:id/pages/:pageId/sandbox-design/apply': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: sandboxApi(f, '/apply'), payload: { version: 999, page_version: 0 } }) },
  'DELETE /api/v1/landings/:id/pages/:pageId/sandbox-design': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: sandboxApi(f) }) },
};

/** A new draft blog post of the fixture's website. */
async function newBlogPost(f: TenantFixture): Promise<number> {
  const row = await t.db
    .withTables<BlogTables>()
    .insertInto('blog_posts')
    .values({ landing_id: f.landingId, title: 'Matrix post', unique_name: `matrix-post-${++unique}`, design: JSON.stringify({ schemaVersion: 1, sections: [] }) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
/** The podcasts app's table, which the platform's own types leave out. */
type EpisodeTable = { podcasts_episodes: { id: Generated<number>; landing_id: number; title: string; unique_name: string; audio_url: string } };
async function newEpisode(f: TenantFixture): Promise<number> {
  const row = await t.db
    .withTables<EpisodeTable>()
    .insertInto('podcasts_episodes')
    .values({ landing_id: f.landingId, title: 'Matrix episode', unique_name: `matrix-episode-${++unique}`, audio_url: '/audio/matrix.mp3' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
/** The blog app's tables, which the platform's own types leave out. */
type BlogTables = {
  blog_posts: { id: Generated<number>; landing_id: number; title: string; unique_name: string; design: string; unique_id: Generated<string>; sharing: Generated<boolean> };
  blog_schedules: { id: Generated<number>; landing_id: number; prompt: string; repeat: string; time: string; time_zone: string; starts_on: string };
  blog_ai_runs: { id: Generated<number>; landing_id: number; prompt: string; due_at: Date };
};
async function newSchedule(f: TenantFixture): Promise<number> {
  const row = await t.db
    .withTables<BlogTables>()
    .insertInto('blog_schedules')
    .values({ landing_id: f.landingId, prompt: 'Matrix', repeat: 'week', time: '09:00', time_zone: 'UTC', starts_on: '2026-01-01' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
async function newAiRun(f: TenantFixture): Promise<number> {
  const row = await t.db
    .withTables<BlogTables>()
    .insertInto('blog_ai_runs')
    .values({ landing_id: f.landingId, prompt: 'Matrix', due_at: new Date(Date.now() + 86_400_000) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const SCHEDULE = { prompt: 'Matrix', repeat: 'week', time: '09:00', time_zone: 'UTC' };
type AdminPostTable = { blog_admin_posts: { id: Generated<number>; title: string; design: string; published_design: string | null; published_at: Date | null; unique_id: Generated<string> } };
/** An admin post, published (and so shared) unless told otherwise: its id and share id. */
async function newAdminPost(published = true): Promise<{ id: number; uniqueId: string }> {
  const design = JSON.stringify({ schemaVersion: 1, sections: [] });
  const row = await t.db
    .withTables<AdminPostTable>()
    .insertInto('blog_admin_posts')
    .values({ title: 'Matrix', design, published_design: published ? design : null, published_at: published ? new Date() : null })
    .returning(['id', 'unique_id'])
    .executeTakeFirstOrThrow();
  return { id: row.id, uniqueId: row.unique_id };
}
const adminPostApi = async (path = '') => `/api/v1/admin-blogs/${(await newAdminPost()).id}${path}`;
const ADMIN_BLOG: Record<string, Expectation> = {
  'GET /api/v1/admin-blogs': { allowed: ['Admin'], call: () => ({ url: '/api/v1/admin-blogs' }) },
  'POST /api/v1/admin-blogs': { allowed: ['Admin'], call: () => ({ url: '/api/v1/admin-blogs', payload: { title: 'Matrix admin post' } }) },
  'GET /api/v1/admin-blogs/:blogId': { allowed: ['Admin'], call: async () => ({ url: await adminPostApi() }) },
  'PUT /api/v1/admin-blogs/:blogId': { allowed: ['Admin'], call: async () => ({ url: await adminPostApi(), payload: { title: 'Renamed' } }) },
  'DELETE /api/v1/admin-blogs/:blogId': { allowed: ['Admin'], call: async () => ({ url: await adminPostApi() }) },
  'PUT /api/v1/admin-blogs/:blogId/design': { allowed: ['Admin'], call: async () => ({ url: await adminPostApi('/design'), payload: { design: MATRIX_SECTION, version: 999 } }) },
  'POST /api/v1/admin-blogs/:blogId/publish': { allowed: ['Admin'], call: async () => ({ url: await adminPostApi('/publish') }) },
  'POST /api/v1/admin-blogs/:blogId/unpublish': { allowed: ['Admin'], call: async () => ({ url: await adminPostApi('/unpublish') }) },
  'POST /api/v1/admin-blogs/:blogId/clone': { allowed: ['Admin'], call: async () => ({ url: await adminPostApi('/clone') }) },
  'GET /api/v1/admin-blog/:blogId/unique-id': { allowed: ['Admin'], call: async () => ({ url: `/api/v1/admin-blog/${(await newAdminPost()).id}/unique-id` }) },
  'GET /api/v1/public/admin-blogs/:uniqueId': { allowed: 'public', call: async () => ({ url: `/api/v1/public/admin-blogs/${(await newAdminPost()).uniqueId}` }) },
  'POST /api/v1/landings/:id/import/admin-blog/:uniqueId/unique-id': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: landingApi(f, `/import/admin-blog/${(await newAdminPost()).uniqueId}/unique-id`) }),
  },
};
const SITE_CONTENT: Record<string, Expectation> = {
  // No OpenAI key in tests answers 422 on openai_api_key: past the guard, and nothing is written.
  'POST /api/v1/landings/:id/keywords/generate-blog': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/keywords/generate-blog'), payload: { prompt: 'Matrix' } }) },
  'GET /api/v1/landings/:id/pages/blog-setting': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/pages/blog-setting') }) },
  'PUT /api/v1/landings/:id/pages/blog-setting': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/pages/blog-setting'), payload: { title: 'Matrix news' } }) },
  'GET /api/v1/landings/:id/pages/podcast-setting': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/pages/podcast-setting') }) },
  'PUT /api/v1/landings/:id/pages/podcast-setting': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/pages/podcast-setting'), payload: { title: 'Matrix show' } }) },
  'GET /api/v1/landings/:id/blog-schedules': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/blog-schedules') }) },
  'POST /api/v1/landings/:id/blog-schedules': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/blog-schedules'), payload: SCHEDULE }) },
  'GET /api/v1/landings/:id/blog-schedules/:scheduleId': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/blog-schedules/${await newSchedule(f)}`) }) },
  'PUT /api/v1/landings/:id/blog-schedules/:scheduleId': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/blog-schedules/${await newSchedule(f)}`), payload: { active: false } }) },
  'DELETE /api/v1/landings/:id/blog-schedules/:scheduleId': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/blog-schedules/${await newSchedule(f)}`) }) },
  'POST /api/v1/landings/:id/schedule-auto-blog': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, '/schedule-auto-blog'), payload: { schedule_id: await newSchedule(f) } }) },
  'GET /api/v1/landings/:id/AIScheduledBlog': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/AIScheduledBlog') }) },
  'DELETE /api/v1/landings/:id/AIScheduledBlog/:runId': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/AIScheduledBlog/${await newAiRun(f)}`) }) },
  'POST /api/v1/landings/:id/createAIScheduledBlog': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/createAIScheduledBlog'), payload: { prompt: 'Matrix', run_at: '2099-01-01T00:00:00Z' } }) },
  'POST /api/v1/landings/:id/scheduledBlog': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, '/scheduledBlog'), payload: { blog_id: await newBlogPost(f), publish_at: '2099-01-01T00:00:00Z' } }) },
  'GET /api/v1/landings/:id/blogs': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/blogs') }) },
  'POST /api/v1/landings/:id/blogs': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/blogs'), payload: { title: `Matrix post ${++unique}` } }) },
  'GET /api/v1/landings/:id/blogs/:blogId': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/blogs/${await newBlogPost(f)}`) }) },
  'PUT /api/v1/landings/:id/blogs/:blogId': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/blogs/${await newBlogPost(f)}`), payload: { title: 'Renamed' } }) },
  'DELETE /api/v1/landings/:id/blogs/:blogId': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/blogs/${await newBlogPost(f)}`) }) },
  // A stale version answers 409: past the guard, and nothing is stored.
  'PUT /api/v1/landings/:id/blogs/:blogId/design': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: landingApi(f, `/blogs/${await newBlogPost(f)}/design`), payload: { design: MATRIX_SECTION, version: 999 } }),
  },
  'POST /api/v1/landings/:id/blogs/:blogId/publish': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/blogs/${await newBlogPost(f)}/publish`) }) },
  'POST /api/v1/landings/:id/blogs/:blogId/unpublish': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/blogs/${await newBlogPost(f)}/unpublish`) }) },
  'GET /api/v1/search-podcast': { allowed: WEBSITE_ROLES, call: () => ({ url: '/api/v1/search-podcast', query: { term: 'matrix' } }) },
  // An empty address answers 422: past the guard, and nothing is fetched.
  'POST /api/v1/landings/import-podcast': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: `/api/v1/landings/import-podcast?landing_id=${f.landingId}`, payload: { feed_url: '' } }) },
  'GET /api/v1/landings/:id/featured-episodes': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/featured-episodes') }) },
  'GET /api/v1/landings/:id/episodes': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/episodes') }) },
  'POST /api/v1/landings/:id/episodes': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: (f) => ({ url: landingApi(f, '/episodes'), payload: { title: `Matrix episode ${++unique}`, audio_url: 'https://cdn.example.com/matrix.mp3' } }),
  },
  'GET /api/v1/landings/:id/episodes/:episodeId': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/episodes/${await newEpisode(f)}`) }) },
  'PUT /api/v1/landings/:id/episodes/:episodeId': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/episodes/${await newEpisode(f)}`), payload: { title: 'Renamed' } }) },
  'DELETE /api/v1/landings/:id/episodes/:episodeId': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/episodes/${await newEpisode(f)}`) }) },
  'POST /api/v1/landings/:id/episodes/:episodeId/publish': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/episodes/${await newEpisode(f)}/publish`) }) },
  'POST /api/v1/landings/:id/episodes/:episodeId/unpublish': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/episodes/${await newEpisode(f)}/unpublish`) }) },
};

/** Plans and prices (the admin's) and the agency owner's own billing. */
const BILLING: Record<string, Expectation> = {
  'GET /api/v1/subscriptions/plans': { allowed: MANAGERS, call: () => ({ url: '/api/v1/subscriptions/plans' }) },
  'GET /api/v1/subscriptions/plans/:name': { allowed: 'public', call: async () => ({ url: `/api/v1/subscriptions/plans/${encodeURIComponent((await matrixPlan()).name)}` }) },
  'GET /api/v1/subscriptions/prices': { allowed: ['Admin'], call: () => ({ url: '/api/v1/subscriptions/prices' }) },
  'GET /api/v1/subscriptions/price_course_relations': { allowed: ['Admin'], call: () => ({ url: '/api/v1/subscriptions/price_course_relations' }) },
  'GET /api/v1/plans/premium-plugins': { allowed: ['Admin'], call: () => ({ url: '/api/v1/plans/premium-plugins' }) },
  'GET /api/v1/plans/:id': { allowed: ['Admin'], call: async () => ({ url: `/api/v1/plans/${(await matrixPlan()).id}` }) },
  'POST /api/v1/plans': { allowed: ['Admin'], call: () => ({ url: '/api/v1/plans', payload: { name: `Matrix plan ${++unique}`, type: 'agency' } }) },
  'PUT /api/v1/plans/:id': { allowed: ['Admin'], call: async () => ({ url: `/api/v1/plans/${(await matrixPlan()).id}`, payload: { description: 'Changed' } }) },
  'PUT /api/v1/plans/:id/premium/:pluginId': {
    allowed: ['Admin'],
    call: async () => ({ url: `/api/v1/plans/${(await matrixPlan()).id}/premium/${PREMIUM_ELEMENT}`, payload: { granted: true } }),
  },
  'GET /api/v1/prices/:id': { allowed: ['Admin'], call: async () => ({ url: `/api/v1/prices/${(await matrixPlan()).priceId}` }) },
  'POST /api/v1/prices': { allowed: ['Admin'], call: async () => ({ url: '/api/v1/prices', payload: { plan_id: (await matrixPlan()).id, amount: 900, currency: 'usd', interval: 'year' } }) },
  'PUT /api/v1/prices/:id': { allowed: ['Admin'], call: async () => ({ url: `/api/v1/prices/${(await matrixPlan()).priceId}`, payload: { active: true } }) },
  'GET /api/v1/subscriptions/current': { allowed: ['Agency'], call: () => ({ url: '/api/v1/subscriptions/current' }) },
  'POST /api/v1/subscriptions/check-coupon': { allowed: ['Agency'], call: () => ({ url: '/api/v1/subscriptions/check-coupon', query: { code: 'NOTHING' } }) },
  'POST /api/v1/subscriptions/promo': { allowed: ['Agency'], call: () => ({ url: '/api/v1/subscriptions/promo', payload: { code: 'NOTHING' } }) },
  'POST /api/v1/subscriptions/resume': { allowed: ['Agency'], call: () => ({ url: '/api/v1/subscriptions/resume' }) },
  'POST /api/v1/subscriptions/subscribe-unlimited': { allowed: ['Agency'], call: () => ({ url: '/api/v1/subscriptions/subscribe-unlimited' }) },
  'POST /api/v1/subscriptions/:plan': { allowed: ['Agency'], call: async () => ({ url: `/api/v1/subscriptions/${(await matrixPlan()).id}` }) },
  'DELETE /api/v1/subscriptions/:userId/:planType/cancel': { allowed: ['Agency'], call: () => ({ url: `/api/v1/subscriptions/${callers.Agency}/agency/cancel` }) },
  'GET /api/v1/payment-methods': { allowed: ['Agency'], call: () => ({ url: '/api/v1/payment-methods' }) },
  'GET /api/v1/payment-methods/secret': { allowed: ['Agency'], call: () => ({ url: '/api/v1/payment-methods/secret' }) },
  'POST /api/v1/payment-methods': { allowed: ['Agency'], call: () => ({ url: '/api/v1/payment-methods', payload: { payment_method: 'pm_card_visa' } }) },
  'PUT /api/v1/payment-methods/:id/default': { allowed: ['Agency'], call: async () => ({ url: `/api/v1/payment-methods/${await ownCard()}/default` }) },
  'DELETE /api/v1/payment-methods/:id': { allowed: ['Agency'], call: async () => ({ url: `/api/v1/payment-methods/${await ownCard()}` }) },
  'GET /api/v1/subscriptions/order-pages': { allowed: ['Admin'], call: () => ({ url: '/api/v1/subscriptions/order-pages' }) },
  'GET /api/v1/subscriptions/order-pages/:orderPageId': { allowed: ['Admin'], call: async () => ({ url: `/api/v1/subscriptions/order-pages/${await newOrderPage()}` }) },
  'POST /api/v1/subscriptions/order-pages': { allowed: ['Admin'], call: () => ({ url: '/api/v1/subscriptions/order-pages', payload: { name: 'Matrix order page' } }) },
  'PUT /api/v1/subscriptions/order-pages/:orderPageId': { allowed: ['Admin'], call: async () => ({ url: `/api/v1/subscriptions/order-pages/${await newOrderPage()}`, payload: { name: 'Renamed' } }) },
  'PUT /api/v1/subscriptions/order-pages/:orderPageId/design': {
    allowed: ['Admin'],
    call: async () => ({ url: `/api/v1/subscriptions/order-pages/${await newOrderPage()}/design`, payload: { design: MATRIX_SECTION, version: 999 } }),
  },
  'DELETE /api/v1/subscriptions/order-pages/:orderPageId': { allowed: ['Admin'], call: async () => ({ url: `/api/v1/subscriptions/order-pages/${await newOrderPage()}` }) },
  'POST /api/v1/subscriptions/order-pages/:orderPageId/publish': { allowed: ['Admin'], call: async () => ({ url: `/api/v1/subscriptions/order-pages/${await newOrderPage()}/publish` }) },
  'POST /api/v1/subscriptions/order-pages/:orderPageId/clone': { allowed: ['Admin'], call: async () => ({ url: `/api/v1/subscriptions/order-pages/${await newOrderPage()}/clone` }) },
  'GET /api/v1/subscriptions/order-pages/:orderPageId/preview-token': { allowed: ['Admin'], call: async () => ({ url: `/api/v1/subscriptions/order-pages/${await newOrderPage()}/preview-token` }) },
  'GET /api/v1/subscriptions/order-pages/:orderPageId/preview': {
    allowed: 'public',
    call: async () => {
      const signed = await t.request({ method: 'GET', url: `/api/v1/subscriptions/order-pages/${await newOrderPage()}/preview-token`, token: await t.tokenFor(callers.Admin) });
      return { url: signed.json().url };
    },
  },
  'GET /api/v1/order-pages': { allowed: 'public', call: () => ({ url: '/api/v1/order-pages' }) },
  'GET /api/v1/order-pages/:id': { allowed: 'public', call: async () => ({ url: `/api/v1/order-pages/${await newOrderPage(true)}` }) },
  'POST /api/v1/order-pages/:id/setup-intent': { allowed: 'public', call: async () => ({ url: `/api/v1/order-pages/${await newOrderPage(true)}/setup-intent` }) },
  'GET /api/v1/order-pages/:id/content': { allowed: 'public', call: async () => ({ url: `/api/v1/order-pages/${await newOrderPage(true)}/content` }) },
  'POST /api/v1/webhooks/stripe': { allowed: 'public', call: () => ({ url: '/api/v1/webhooks/stripe', payload: { id: 'evt_unsigned' } }) },
};


/** Selling on websites: gateways, products, coupons, sales; a connected account per tenant at the fake provider. */
const SHOP: Record<string, Expectation> = {
  'POST /api/v1/landings/:id/gateways/stripe': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/gateways/stripe') }) },
  'GET /api/v1/auth/stripe/callback': { allowed: 'public', call: async () => ({ url: '/api/v1/auth/stripe/callback', query: { state: await connectState(), error: 'access_denied' } }) },
  'GET /api/v1/landings/:id/gateways/all': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/gateways/all') }) },
  'GET /api/v1/landings/:id/gateways/stripe/active': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/gateways/stripe/active') }) },
  'POST /api/v1/landings/:id/gateways/:platform/check': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/gateways/stripe/check') }) },
  'PUT /api/v1/landings/:id/gateways/stripe/:gatewayId': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: landingApi(f, `/gateways/stripe/${(await activeGateway(f)).id}`), payload: { name: 'Main account' } }),
  },
  'PUT /api/v1/landings/:id/gateways/stripe/:gatewayId/revoke': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/gateways/stripe/${await newGateway(f)}/revoke`) }) },
  'DELETE /api/v1/landings/:id/gateways/:platform/:gatewayId': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/gateways/stripe/${await newGateway(f)}`) }) },
  'POST /api/v1/stripe-accounts/verify': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: '/api/v1/stripe-accounts/verify', query: { landing_id: String(f.landingId) }, payload: { gateway_id: (await activeGateway(f)).id } }),
  },
  'GET /api/v1/landings/:id/products': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/products') }) },
  'GET /api/v1/landings/:id/active-products': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/active-products') }) },
  'GET /api/v1/landings/:id/coupons': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/coupons') }) },
  'GET /api/v1/landings/:id/subscriptions': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/subscriptions') }) },
  'GET /api/v1/landings/:id/invoices': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/invoices') }) },
  'POST /api/v1/landings/:id/:accountId/products': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: landingApi(f, `/${(await activeGateway(f)).accountId}/products`), payload: { name: 'Matrix product', amount: 900 } }),
  },
  'PUT /api/v1/landings/:id/:accountId/products/:productId': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: await catalogItem(f, 'products'), payload: { name: 'Renamed' } }) },
  'DELETE /api/v1/landings/:id/:accountId/products/:productId': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: await catalogItem(f, 'products') }) },
  'POST /api/v1/landings/:id/:accountId/products/:productId/archive': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: `${await catalogItem(f, 'products')}/archive` }) },
  'POST /api/v1/landings/:id/:accountId/products/:productId/unarchive': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: `${await catalogItem(f, 'products')}/unarchive` }) },
  'POST /api/v1/landings/:id/:accountId/coupons': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: landingApi(f, `/${(await activeGateway(f)).accountId}/coupons`), payload: { name: 'Matrix', code: `MATRIX${++unique}`, percent_off: 10 } }),
  },
  'PUT /api/v1/landings/:id/:accountId/coupons/:couponId': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: await catalogItem(f, 'coupons'), payload: { name: 'Renamed' } }) },
  'DELETE /api/v1/landings/:id/:accountId/coupons/:couponId': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: await catalogItem(f, 'coupons') }) },
  'POST /api/v1/landings/:id/:accountId/coupons/:couponId/archive': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: `${await catalogItem(f, 'coupons')}/archive` }) },
  'POST /api/v1/landings/:id/:accountId/coupons/:couponId/unarchive': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: `${await catalogItem(f, 'coupons')}/unarchive` }) },
  'DELETE /api/v1/landings/:id/:accountId/subscriptions/:subscriptionId/cancel': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: landingApi(f, `/${(await activeGateway(f)).accountId}/subscriptions/${await endedSubscription(f)}/cancel`) }),
  },
  'POST /api/v1/site/checkout': { allowed: 'public', call: () => ({ url: '/api/v1/site/checkout', headers: { host: 'matrix.sites.test' }, payload: {} }) },
  'GET /api/v1/site/coupons/check': { allowed: 'public', call: () => ({ url: '/api/v1/site/coupons/check', headers: { host: 'matrix.sites.test' } }) },
};

/** A connected account at the fake provider, stored as a gateway of the tenant's website. */
async function newGateway(f: TenantFixture, status = 'inactive'): Promise<number> {
  const { accountId } = t.payments.issueConnectCode();
  const row = await t.db
    .insertInto('payment_gateways')
    .values({ landing_id: f.landingId, platform: 'stripe', account_id: accountId, name: 'Matrix', currency: 'usd', publishable_key: 'pk_test_matrix', sealed_secrets: 'v1.matrix', status })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const activeGateways = new Map<number, { id: number; accountId: string }>();
async function activeGateway(f: TenantFixture) {
  let gateway = activeGateways.get(f.landingId);
  if (!gateway) {
    const id = await newGateway(f, 'active');
    const row = await t.db.selectFrom('payment_gateways').select('account_id').where('id', '=', id).executeTakeFirstOrThrow();
    gateway = { id, accountId: row.account_id };
    activeGateways.set(f.landingId, gateway);
  }
  return gateway;
}
/** A product or coupon made through the API (so it exists at the provider): its address. */
async function catalogItem(f: TenantFixture, kind: 'products' | 'coupons'): Promise<string> {
  const { accountId } = await activeGateway(f);
  const payload = kind === 'products' ? { name: 'Matrix item', amount: 700 } : { name: 'Matrix', code: `ITEM${++unique}`, amount_off: 100 };
  const made = await t.request({ method: 'POST', url: landingApi(f, `/${accountId}/${kind}`), token: await t.tokenFor(callers.Admin), payload });
  return landingApi(f, `/${accountId}/${kind}/${made.json().data.id}`);
}
/** A buyer's subscription that has ended: cancelling it again answers 409, past the guard. */
async function endedSubscription(f: TenantFixture): Promise<number> {
  const { accountId } = await activeGateway(f);
  const row = await t.db
    .insertInto('shop_subscriptions')
    .values({ landing_id: f.landingId, account_id: accountId, provider_subscription_id: `sub_matrix_${++unique}`, email: 'b@example.test', name: 'B', product_name: 'Club', status: 'canceled' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
/** A fresh single-use state, as the own agency's connect makes one. */
async function connectState(): Promise<string> {
  const started = await t.request({ method: 'POST', url: landingApi(own, '/gateways/stripe'), token: await t.tokenFor(callers.Agency) });
  return new URL(started.json().data.authorize_url, 'http://localhost').searchParams.get('state')!;
}

const PREMIUM_ELEMENT = installedElements.find((element) => element.premium)!.id;
let plan: { id: number; name: string; priceId: number } | undefined;
async function matrixPlan() {
  if (!plan) {
    const admin = await t.tokenFor(callers.Admin);
    const created = (await t.request({ method: 'POST', url: '/api/v1/plans', token: admin, payload: { name: 'Matrix', type: 'agency' } })).json().data;
    const price = (await t.request({ method: 'POST', url: '/api/v1/prices', token: admin, payload: { plan_id: created.id, amount: 4900, currency: 'usd', interval: 'month' } })).json().data;
    plan = { id: created.id, name: created.name, priceId: price.id };
  }
  return plan;
}
/** A card saved by the own agency's owner, for the routes that act on one. */
async function newWhitelabel(): Promise<number> {
  return t.createWhitelabel({ name: 'Matrix', domain: `matrix-${++unique}.test` });
}

async function ownCard(): Promise<string> {
  const response = await t.request({ method: 'POST', url: '/api/v1/payment-methods', token: await t.tokenFor(callers.Agency), payload: { payment_method: 'pm_card_visa' } });
  return response.json().data.at(-1).id;
}

/** The courses app's routes: an admin's course of one lesson, published, free, and owned by the own agency. */
let course: { id: number; lessonId: number } | undefined;
async function matrixCourse() {
  if (!course) {
    const admin = await t.tokenFor(callers.Admin);
    const created = (await t.request({ method: 'POST', url: '/api/v1/admin-courses', token: admin, payload: { name: 'Matrix course', price_cents: 0 } })).json().data;
    const lesson = (await t.request({ method: 'POST', url: `/api/v1/admin-courses/${created.id}/lessons`, token: admin, payload: { name: 'One' } })).json().data;
    await t.request({ method: 'POST', url: `/api/v1/admin-courses/${created.id}/publish`, token: admin });
    await t.request({ method: 'POST', url: '/api/v1/order-onetime', token: await t.tokenFor(callers.Agency), payload: { course_id: created.id } });
    course = { id: created.id, lessonId: lesson.id };
  }
  return course;
}
const courseApi = async (path = '') => `/api/v1/admin-courses/${(await matrixCourse()).id}${path}`;
const lessonPath = async (path = '') => `/lessons/${(await matrixCourse()).lessonId}${path}`;
async function throwawayCourse(): Promise<string> {
  const created = await t.request({ method: 'POST', url: '/api/v1/admin-courses', token: await t.tokenFor(callers.Admin), payload: { name: `Throwaway ${++unique}`, price_cents: 0 } });
  return `/api/v1/admin-courses/${created.json().data.id}`;
}
const COURSES: Record<string, Expectation> = {
  'GET /api/v1/admin-courses': { allowed: ['Admin'], call: () => ({ url: '/api/v1/admin-courses' }) },
  'GET /api/v1/admin-courses/all': { allowed: ['Admin'], call: () => ({ url: '/api/v1/admin-courses/all' }) },
  'POST /api/v1/admin-courses': { allowed: ['Admin'], call: () => ({ url: '/api/v1/admin-courses', payload: { name: 'Matrix', price_cents: 100 } }) },
  'GET /api/v1/admin-courses/:courseId': { allowed: ['Admin'], call: async () => ({ url: await courseApi() }) },
  'PUT /api/v1/admin-courses/:courseId': { allowed: ['Admin'], call: async () => ({ url: await courseApi(), payload: { name: 'Matrix course', price_cents: 0 } }) },
  'DELETE /api/v1/admin-courses/:courseId': { allowed: ['Admin'], call: async () => ({ url: await throwawayCourse() }) },
  'POST /api/v1/admin-courses/:courseId/publish': { allowed: ['Admin'], call: async () => ({ url: await courseApi('/publish') }) },
  'POST /api/v1/admin-courses/:courseId/clone': { allowed: ['Admin'], call: async () => ({ url: await courseApi('/clone') }) },
  'PUT /api/v1/admin-courses/:courseId/convert': { allowed: ['Admin'], call: async () => ({ url: await courseApi('/convert') }) },
  'POST /api/v1/admin-courses/:courseId/lessons': { allowed: ['Admin'], call: async () => ({ url: `${await throwawayCourse()}/lessons`, payload: { name: 'Two' } }) },
  'PUT /api/v1/admin-courses/:courseId/lessons/order': { allowed: ['Admin'], call: async () => ({ url: await courseApi('/lessons/order'), payload: { lesson_ids: [(await matrixCourse()).lessonId] } }) },
  'GET /api/v1/admin-courses/:courseId/lessons/:lessonId': { allowed: ['Admin'], call: async () => ({ url: await courseApi(await lessonPath()) }) },
  'PUT /api/v1/admin-courses/:courseId/lessons/:lessonId': { allowed: ['Admin'], call: async () => ({ url: await courseApi(await lessonPath()), payload: { name: 'One' } }) },
  'PUT /api/v1/admin-courses/:courseId/lessons/:lessonId/design': { allowed: ['Admin'], call: async () => ({ url: await courseApi(await lessonPath('/design')), payload: { design: {}, version: 1 } }) },
  'DELETE /api/v1/admin-courses/:courseId/lessons/:lessonId': {
    allowed: ['Admin'],
    call: async () => {
      const throwaway = await throwawayCourse();
      const lesson = await t.request({ method: 'POST', url: `${throwaway}/lessons`, token: await t.tokenFor(callers.Admin), payload: { name: 'Gone' } });
      return { url: `${throwaway}/lessons/${lesson.json().data.id}` };
    },
  },
  'GET /api/v1/admin-courses/:courseId/lessons/:lessonId/preview': { allowed: ['Admin'], call: async () => ({ url: await courseApi(await lessonPath('/preview')) }) },
  // Empty input answers 422: past the guard, and the video site is not asked.
  'POST /api/v1/youtube/search-channel': { allowed: AGENCY_STAFF, call: () => ({ url: '/api/v1/youtube/search-channel', payload: { term: '' } }) },
  'POST /api/v1/youtube/channel': { allowed: AGENCY_STAFF, call: () => ({ url: '/api/v1/youtube/channel', payload: { channel_id: '' } }) },
  'GET /api/v1/youtube': { allowed: AGENCY_STAFF, call: () => ({ url: '/api/v1/youtube' }) },
  'GET /api/v1/youtube/:id': { allowed: AGENCY_STAFF, foreignIs404: true, call: async (f) => ({ url: `/api/v1/youtube/${await newChannel(f)}` }) },
  'DELETE /api/v1/youtube/:id': { allowed: AGENCY_STAFF, foreignIs404: true, call: async (f) => ({ url: `/api/v1/youtube/${await newChannel(f)}` }) },
  'POST /api/v1/youtube/:id/distribute': { allowed: AGENCY_STAFF, foreignIs404: true, call: async (f) => ({ url: `/api/v1/youtube/${await newChannel(f)}/distribute`, payload: { landing_ids: [] } }) },
  'GET /api/v1/youtube/video/:id/comments': { allowed: AGENCY_STAFF, foreignIs404: true, call: async (f) => ({ url: `/api/v1/youtube/video/${await newChannelVideo(f)}/comments` }) },
  'GET /api/v1/landings/:id/youtube-channels': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/youtube-channels') }) },
  'POST /api/v1/podcast/search-collection': { allowed: AGENCY_STAFF, call: () => ({ url: '/api/v1/podcast/search-collection', payload: { term: '' } }) },
  'POST /api/v1/podcast/collection': { allowed: AGENCY_STAFF, call: () => ({ url: '/api/v1/podcast/collection', payload: { feed_url: '' } }) },
  'GET /api/v1/podcast': { allowed: AGENCY_STAFF, call: () => ({ url: '/api/v1/podcast' }) },
  'GET /api/v1/podcast/:id': { allowed: AGENCY_STAFF, foreignIs404: true, call: async (f) => ({ url: `/api/v1/podcast/${await newCollection(f)}` }) },
  'DELETE /api/v1/podcast/:id': { allowed: AGENCY_STAFF, foreignIs404: true, call: async (f) => ({ url: `/api/v1/podcast/${await newCollection(f)}` }) },
  'POST /api/v1/podcast/:id/distribute': { allowed: AGENCY_STAFF, foreignIs404: true, call: async (f) => ({ url: `/api/v1/podcast/${await newCollection(f)}/distribute`, payload: { landing_ids: [] } }) },
  'GET /api/v1/podcast/video/:id/comments': { allowed: AGENCY_STAFF, foreignIs404: true, call: async (f) => ({ url: `/api/v1/podcast/video/${await newCollectionEpisode(f)}/comments` }) },
  'GET /api/v1/landings/:id/podcast-collections': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/podcast-collections') }) },
  'POST /api/v1/places/search': { allowed: AGENCY_STAFF, call: () => ({ url: '/api/v1/places/search', payload: { query: '' } }) },
  'POST /api/v1/places': { allowed: AGENCY_STAFF, call: () => ({ url: '/api/v1/places', payload: { place_id: '' } }) },
  'GET /api/v1/places': { allowed: AGENCY_STAFF, call: () => ({ url: '/api/v1/places' }) },
  'GET /api/v1/places/:id': { allowed: AGENCY_STAFF, foreignIs404: true, call: async (f) => ({ url: `/api/v1/places/${await newPlace(f)}` }) },
  'DELETE /api/v1/places/:id': { allowed: AGENCY_STAFF, foreignIs404: true, call: async (f) => ({ url: `/api/v1/places/${await newPlace(f)}` }) },
  'POST /api/v1/places/:id/distribute': { allowed: AGENCY_STAFF, foreignIs404: true, call: async (f) => ({ url: `/api/v1/places/${await newPlace(f)}/distribute`, payload: { landing_ids: [] } }) },
  'GET /api/v1/landings/:id/places': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/places') }) },
  'GET /api/v1/landings/:id/webinars': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/webinars') }) },
  // On the own website's address (an app's site route finds the website and its grant first); the empty registration is refused by validation, past the guard.
  'POST /api/v1/site/webinars/register': {
    allowed: 'public',
    call: async () => {
      const { subdomain } = await t.db.selectFrom('landings').select('subdomain').where('id', '=', own.landingId).executeTakeFirstOrThrow();
      return { url: '/api/v1/site/webinars/register', headers: { host: `${subdomain}.${TEST_SITE_DOMAIN}` }, payload: {} };
    },
  },
  'GET /api/v1/agency-courses': { allowed: ['Agency'], call: () => ({ url: '/api/v1/agency-courses' }) },
  'POST /api/v1/agency-courses-notification/clear': { allowed: ['Agency'], call: () => ({ url: '/api/v1/agency-courses-notification/clear' }) },
  'POST /api/v1/order-onetime': { allowed: ['Agency'], call: async () => ({ url: '/api/v1/order-onetime', payload: { course_id: (await matrixCourse()).id } }) },
  'GET /api/v1/agency-courses/:courseId': { allowed: ['Agency'], call: async () => ({ url: `/api/v1/agency-courses/${(await matrixCourse()).id}` }) },
  'GET /api/v1/agency-courses/:courseId/lessons/:lessonId': { allowed: ['Agency'], call: async () => ({ url: `/api/v1/agency-courses/${(await matrixCourse()).id}${await lessonPath()}` }) },
  'PUT /api/v1/agency-courses/:courseId/lessons/:lessonId/progress': {
    allowed: ['Agency'],
    call: async () => ({ url: `/api/v1/agency-courses/${(await matrixCourse()).id}${await lessonPath('/progress')}`, payload: { completed: true } }),
  },
};

/** A category of each kind, made directly, for the routes that act on one. */
async function newCategory(kind: 'site' | 'page'): Promise<number> {
  return (await t.db.insertInto('template_categories').values({ kind, name: `Matrix ${++unique}` }).returning('id').executeTakeFirstOrThrow()).id;
}
const categoryExpectations = (kind: 'site' | 'page', adminUrl: string, agencyUrl: string): Record<string, Expectation> => ({
  [`GET /api/v1${adminUrl}`]: { allowed: ['Admin'], call: () => ({ url: `/api/v1${adminUrl}` }) },
  [`POST /api/v1${adminUrl}`]: { allowed: ['Admin'], call: () => ({ url: `/api/v1${adminUrl}`, payload: { name: `Matrix new ${++unique}` } }) },
  [`PUT /api/v1${adminUrl}/:id`]: { allowed: ['Admin'], call: async () => ({ url: `/api/v1${adminUrl}/${await newCategory(kind)}`, payload: { name: `Matrix renamed ${++unique}` } }) },
  [`DELETE /api/v1${adminUrl}/:id`]: { allowed: ['Admin'], call: async () => ({ url: `/api/v1${adminUrl}/${await newCategory(kind)}` }) },
  [`POST /api/v1${adminUrl}/:id/publish`]: { allowed: ['Admin'], call: async () => ({ url: `/api/v1${adminUrl}/${await newCategory(kind)}/publish` }) },
  [`POST /api/v1${adminUrl}/:id/clone`]: { allowed: ['Admin'], call: async () => ({ url: `/api/v1${adminUrl}/${await newCategory(kind)}/clone` }) },
  [`GET /api/v1${agencyUrl}`]: { allowed: ALL, call: () => ({ url: `/api/v1${agencyUrl}` }) },
});
const TEMPLATE_CATEGORIES: Record<string, Expectation> = {
  ...categoryExpectations('site', '/admin-template-categories', '/template-categories'),
  ...categoryExpectations('page', '/admin-page-template-categories', '/page-template-categories'),
};

/** An active promo, made directly, for the routes that act on one. */
async function newPromo(): Promise<number> {
  return (await t.db.insertInto('promos').values({ title: `Matrix ${++unique}`, message: 'Matrix' }).returning('id').executeTakeFirstOrThrow()).id;
}
const WIDGETS: Record<string, Expectation> = {
  'GET /api/v1/admin-widgets': { allowed: ['Admin'], call: () => ({ url: '/api/v1/admin-widgets' }) },
  'POST /api/v1/admin-widgets/promos': { allowed: ['Admin'], call: () => ({ url: '/api/v1/admin-widgets/promos', payload: { title: 'Matrix', message: 'Matrix' } }) },
  'PUT /api/v1/admin-widgets/promos/:id': { allowed: ['Admin'], call: async () => ({ url: `/api/v1/admin-widgets/promos/${await newPromo()}`, payload: { title: 'Matrix', message: 'Changed' } }) },
  'DELETE /api/v1/admin-widgets/promos/:id': { allowed: ['Admin'], call: async () => ({ url: `/api/v1/admin-widgets/promos/${await newPromo()}` }) },
  'PUT /api/v1/admin-widgets/help-videos/:screen': { allowed: ['Admin'], call: () => ({ url: '/api/v1/admin-widgets/help-videos/users', payload: { title: 'Users', video_url: 'https://vimeo.com/76979871' } }) },
  'DELETE /api/v1/admin-widgets/help-videos/:screen': {
    allowed: ['Admin'],
    call: async () => {
      await t.db.insertInto('help_videos').values({ screen: 'files', title: 'Files', video_url: 'https://vimeo.com/76979871' }).onConflict((oc) => oc.doNothing()).execute();
      return { url: '/api/v1/admin-widgets/help-videos/files' };
    },
  },
  'PUT /api/v1/admin-widgets/support-chat': { allowed: ['Admin'], call: () => ({ url: '/api/v1/admin-widgets/support-chat', payload: { provider: null } }) },
  'GET /api/v1/widgets': { allowed: ALL, call: () => ({ url: '/api/v1/widgets' }) },
  'POST /api/v1/widgets/promos/:id/seen': { allowed: ['Agency'], call: async () => ({ url: `/api/v1/widgets/promos/${await newPromo()}/seen` }) },
  'GET /api/v1/onboarding': { allowed: ['Agency'], call: () => ({ url: '/api/v1/onboarding' }) },
  'PUT /api/v1/onboarding': { allowed: ['Agency'], call: () => ({ url: '/api/v1/onboarding', payload: { dismissed: false } }) },
};

/** A Call GET API integration of the fixture's website, made directly. */
async function newIntegration(f: TenantFixture): Promise<number> {
  const row = await t.db
    .insertInto('integrations')
    .values({ landing_id: f.landingId, name: `Matrix ${++unique}`, kind: 'get-api', url_template: 'http://127.0.0.1:9/get?e={{email}}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
/** A Mailchimp connection of the own agency, made through its OAuth round trip (a deleted one is made again). */
async function ownConnection(): Promise<number> {
  const token = await t.tokenFor(callers.Agency);
  await connectAccount(t, token, 'mailchimp');
  return (await t.db.selectFrom('oauth_accounts').select('id').where('agency_id', '=', own.agencyId).executeTakeFirstOrThrow()).id;
}
/** A connection of the fixture's agency: the own one's tokens, as the fake does not tie tokens to an agency. */
async function connectionOf(f: TenantFixture): Promise<number> {
  const source = await t.db.selectFrom('oauth_accounts').selectAll().where('id', '=', await ownConnection()).executeTakeFirstOrThrow();
  if (f.agencyId === own.agencyId) return source.id;
  const row = await t.db
    .insertInto('oauth_accounts')
    .values({ agency_id: f.agencyId, provider: 'mailchimp', external_id: `matrix-${++unique}`, name: 'Matrix', sealed_tokens: source.sealed_tokens })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
/** A fresh authorize state of the own agency, for the public callback. */
async function oauthState(): Promise<string> {
  const started = await t.request({ method: 'POST', url: '/api/v1/oauth-accounts/hubspot/connect', token: await t.tokenFor(callers.Agency), payload: {} });
  return new URL(started.json().data.authorize_url, 'http://localhost').searchParams.get('state')!;
}
const INTEGRATIONS: Record<string, Expectation> = {
  'GET /api/v1/oauth-accounts': { allowed: ['Agency'], call: () => ({ url: '/api/v1/oauth-accounts' }) },
  'POST /api/v1/oauth-accounts/:provider/connect': { allowed: ['Agency'], call: () => ({ url: '/api/v1/oauth-accounts/hubspot/connect', payload: {} }) },
  'GET /api/v1/auth/:provider/callback': { allowed: 'public', call: async () => ({ url: '/api/v1/auth/hubspot/callback', query: { state: await oauthState(), error: 'access_denied' } }) },
  'POST /api/v1/oauth-accounts/verify': { allowed: ['Agency'], call: async () => ({ url: '/api/v1/oauth-accounts/verify', payload: { id: await ownConnection() } }) },
  'GET /api/v1/oauth-accounts/:accountId/targets': { allowed: ['Agency'], call: async () => ({ url: `/api/v1/oauth-accounts/${await ownConnection()}/targets` }) },
  'DELETE /api/v1/oauth-accounts/:accountId': { allowed: ['Agency'], call: async () => ({ url: `/api/v1/oauth-accounts/${await ownConnection()}` }) },
  'GET /api/v1/landings/:id/integrations/all': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/integrations/all') }) },
  'POST /api/v1/landings/:id/integrations/check-name': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/integrations/check-name'), payload: { name: 'Matrix' } }) },
  'POST /api/v1/landings/:id/integrations': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: (f) => ({ url: landingApi(f, '/integrations'), payload: { kind: 'get-api', url_template: 'http://127.0.0.1:9/get' } }),
  },
  'PUT /api/v1/landings/:id/integrations/:integrationId': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: landingApi(f, `/integrations/${await newIntegration(f)}`), payload: { kind: 'get-api', url_template: 'http://127.0.0.1:9/other' } }),
  },
  'PUT /api/v1/landings/:id/integrations/:integrationId/name': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: landingApi(f, `/integrations/${await newIntegration(f)}/name`), payload: { name: `Matrix renamed ${++unique}` } }),
  },
  'PUT /api/v1/landings/:id/integrations/:integrationId/toggle': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/integrations/${await newIntegration(f)}/toggle`), payload: {} }) },
  'DELETE /api/v1/landings/:id/integrations/:integrationId': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/integrations/${await newIntegration(f)}`) }) },
  'POST /api/v1/landings/:id/integrations/:integrationId/call-get-api': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: landingApi(f, `/integrations/${await newIntegration(f)}/call-get-api`), payload: { fields: {} } }),
  },
  'GET /api/v1/landings/:id/integrations/:integrationId/deliveries': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/integrations/${await newIntegration(f)}/deliveries`) }) },
  'GET /api/v1/landings/:id/integrations/accounts': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/integrations/accounts') }) },
  'GET /api/v1/landings/:id/integrations/accounts/:accountId/targets': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: landingApi(f, `/integrations/accounts/${await connectionOf(f)}/targets`) }),
  },
  'GET /api/v1/landings/:id/cards-integrations': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: landingApi(f, '/cards-integrations') }) },
};

const EXPECTATIONS: Record<string, Expectation> = {
  'GET /api/v1/config': { allowed: 'public', call: () => ({ url: '/api/v1/config' }) },
  'GET /api/v1/apps': { allowed: WEBSITE_ROLES, call: () => ({ url: '/api/v1/apps' }) },
  'POST /api/v1/login': { allowed: 'public', call: () => ({ url: '/api/v1/login', payload: {} }) },
  'POST /api/v1/passwords/reset': { allowed: 'public', call: () => ({ url: '/api/v1/passwords/reset', payload: { email: 'nobody@example.test' } }) },
  'POST /api/v1/passwords/change': { allowed: 'public', call: () => ({ url: '/api/v1/passwords/change', payload: {} }) },
  'POST /api/v1/check-email': { allowed: 'public', call: () => ({ url: '/api/v1/check-email', payload: { email: 'free@example.test' } }) },
  'POST /api/v1/check-validity': { allowed: 'public', call: () => ({ url: '/api/v1/check-validity', payload: { hash: 'not.valid' } }) },
  'POST /api/v1/register': { allowed: 'public', call: () => ({ url: '/api/v1/register', payload: {} }) },
  'POST /api/v1/order': { allowed: 'public', call: () => ({ url: '/api/v1/order', payload: {} }) },
  'GET /api/v1/profile': { allowed: ALL, call: () => ({ url: '/api/v1/profile' }) },
  'PUT /api/v1/profile': { allowed: ALL, call: () => ({ url: '/api/v1/profile', payload: { name: 'Renamed', email: uniqueEmail() } }) },
  'POST /api/v1/logout': { allowed: ALL, call: () => ({ url: '/api/v1/logout' }) },
  'POST /api/v1/change-password': {
    allowed: ALL,
    call: () => ({ url: '/api/v1/change-password', payload: { current_password: 'not-the-current-one', ...password } }),
  },
  'POST /api/v1/impersonate/:id': {
    allowed: ['Admin'],
    foreignIs404: true,
    call: async (f) => ({ url: `/api/v1/impersonate/${await f.newSubUser()}` }),
  },
  'DELETE /api/v1/impersonate': { allowed: ALL, call: () => ({ url: '/api/v1/impersonate' }) },
  'GET /api/v1/editor-data': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: (f) => ({ url: '/api/v1/editor-data', query: { landing_id: String(f.landingId) } }),
  },
  'GET /api/v1/users': { allowed: MANAGERS, call: () => ({ url: '/api/v1/users', query: { search: 'matrix' } }) },
  'GET /api/v1/users/list': { allowed: MANAGERS, call: () => ({ url: '/api/v1/users/list' }) },
  'POST /api/v1/users': {
    allowed: MANAGERS,
    call: (f) => ({ url: '/api/v1/users', payload: { name: 'New', email: uniqueEmail(), role: 'WebsiteUser', agency_id: f.agencyId, ...password } }),
  },
  'GET /api/v1/users/:id': { allowed: MANAGERS, foreignIs404: true, call: async (f) => ({ url: `/api/v1/users/${await f.newSubUser()}` }) },
  'PUT /api/v1/users/:id': {
    allowed: MANAGERS,
    foreignIs404: true,
    call: async (f) => ({
      url: `/api/v1/users/${await f.newSubUser()}`,
      payload: { name: 'Edited', email: uniqueEmail(), role: 'AgencyUser', can_create_landing: true },
    }),
  },
  'DELETE /api/v1/users/:id': { allowed: MANAGERS, foreignIs404: true, call: async (f) => ({ url: `/api/v1/users/${await f.newSubUser()}` }) },
  'POST /api/v1/users/:id/change-password': {
    allowed: MANAGERS,
    foreignIs404: true,
    call: async (f) => ({ url: `/api/v1/users/${await f.newSubUser()}/change-password`, payload: password }),
  },
  'POST /api/v1/users/:id/change-user-password': {
    allowed: MANAGERS,
    foreignIs404: true,
    call: async (f) => ({ url: `/api/v1/users/${await f.newSubUser()}/change-user-password`, payload: password }),
  },
  'GET /api/v1/users/:id/landings': {
    allowed: MANAGERS,
    foreignIs404: true,
    call: async (f) => ({ url: `/api/v1/users/${await f.newSubUser()}/landings` }),
  },
  'POST /api/v1/users/:id/landings': {
    allowed: MANAGERS,
    foreignIs404: true,
    call: async (f) => ({ url: `/api/v1/users/${await f.newSubUser()}/landings`, payload: { landing_id: f.landingId, permissions: ['pages.view'] } }),
  },
  'PUT /api/v1/user-landings/:id': {
    allowed: MANAGERS,
    foreignIs404: true,
    call: async (f) => ({ url: `/api/v1/user-landings/${await f.newUserLanding()}`, payload: { permissions: ['pages.view', 'pages.design'] } }),
  },
  'DELETE /api/v1/user-landings/:id': {
    allowed: MANAGERS,
    foreignIs404: true,
    call: async (f) => ({ url: `/api/v1/user-landings/${await f.newUserLanding()}` }),
  },
  'GET /api/v1/whitelabels': { allowed: ['Admin'], call: () => ({ url: '/api/v1/whitelabels' }) },
  'GET /api/v1/whitelabels/:id': { allowed: ['Admin'], call: async () => ({ url: `/api/v1/whitelabels/${await newWhitelabel()}` }) },
  'POST /api/v1/whitelabels': { allowed: ['Admin'], call: () => ({ url: '/api/v1/whitelabels', payload: { name: 'Matrix', domain: `matrix-${++unique}.test` } }) },
  'PUT /api/v1/whitelabels/:id': { allowed: ['Admin'], call: async () => ({ url: `/api/v1/whitelabels/${await newWhitelabel()}`, payload: { name: 'Matrix', domain: `matrix-${++unique}.test` } }) },
  'DELETE /api/v1/whitelabels/:id': { allowed: ['Admin'], call: async () => ({ url: `/api/v1/whitelabels/${await newWhitelabel()}` }) },
  'POST /api/v1/whitelabels/:id/cert': { allowed: ['Admin'], call: async () => ({ url: `/api/v1/whitelabels/${await newWhitelabel()}/cert` }) },
  'GET /api/v1/tls/allowed': { allowed: 'public', call: () => ({ url: '/api/v1/tls/allowed', query: { domain: 'sites.test' } }) },
  'GET /api/v1/agencies': { allowed: ['Admin'], call: () => ({ url: '/api/v1/agencies', query: { search: 'matrix' } }) },
  'POST /api/v1/agencies': {
    allowed: ['Admin'],
    call: () => ({ url: '/api/v1/agencies', payload: { name: 'Matrix agency', owner_name: 'Matrix', email: uniqueEmail(), password: 'a-new-password' } }),
  },
  'GET /api/v1/agencies/:id': { allowed: ['Admin'], call: (f) => ({ url: `/api/v1/agencies/${f.agencyId}` }) },
  'PUT /api/v1/agencies/:id': { allowed: ['Admin'], call: (f) => ({ url: `/api/v1/agencies/${f.agencyId}`, payload: { card_limit: 5 } }) },
  'GET /api/v1/agencies/edit-settings': { allowed: ['Agency'], call: () => ({ url: '/api/v1/agencies/edit-settings' }) },
  'PUT /api/v1/agencies/edit-settings': { allowed: ['Agency'], call: () => ({ url: '/api/v1/agencies/edit-settings', payload: { name: 'Matrix Agency', timezone: 'UTC' } }) },
  'PUT /api/v1/agencies/:id/update-openai': { allowed: ['Admin'], call: (f) => ({ url: `/api/v1/agencies/${f.agencyId}/update-openai`, payload: { openai_api_key: null } }) },
  // A throwaway agency: archiving the fixture's would end the sessions the other rows use.
  'DELETE /api/v1/agencies/:id': { allowed: ['Admin'], call: async () => ({ url: `/api/v1/agencies/${(await t.createAgency(`Matrix ${++unique}`)).agencyId}` }) },
  'GET /api/v1/agencies/:id/deletion': { allowed: ['Admin'], call: (f) => ({ url: `/api/v1/agencies/${f.agencyId}/deletion` }) },
  'POST /api/v1/agencies/:id/restore': { allowed: ['Admin'], call: (f) => ({ url: `/api/v1/agencies/${f.agencyId}/restore` }) },
  'GET /api/v1/landings': { allowed: WEBSITE_ROLES, call: () => ({ url: '/api/v1/landings' }) },
  'GET /api/v1/landings/:id': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: `/api/v1/landings/${f.landingId}` }) },
  'GET /api/v1/landings/:id/pages': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: (f) => ({ url: `/api/v1/landings/${f.landingId}/pages` }),
  },
  'GET /api/v1/landings/:id/pages/:pageId': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: (f) => ({ url: `/api/v1/landings/${f.landingId}/pages/${f.pageId}` }),
  },
  'PUT /api/v1/landings/:id/pages/:pageId/design': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    // A stale version answers 409: past the guard, and nothing is stored.
    call: (f) => ({ url: `/api/v1/landings/${f.landingId}/pages/${f.pageId}/design`, payload: { design: { schemaVersion: 1, sections: [] }, version: 0 } }),
  },
  'POST /api/v1/landings/:id/publish': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: (f) => ({ url: `/api/v1/landings/${f.landingId}/publish`, payload: { page_ids: [f.pageId] } }),
  },
  'POST /api/v1/landings/:id/pages/:pageId/publish': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: (f) => ({ url: `/api/v1/landings/${f.landingId}/pages/${f.pageId}/publish` }),
  },
  'POST /api/v1/landings': {
    allowed: MANAGERS,
    call: (f) => ({ url: '/api/v1/landings', payload: { title: 'Matrix site', subdomain: `matrix-site-${++unique}`, agency_id: f.agencyId } }),
  },
  'PUT /api/v1/landings/:id': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: `/api/v1/landings/${f.landingId}`, payload: { title: 'Matrix' } }) },
  'PUT /api/v1/landings/:id/settings': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: (f) => ({ url: `/api/v1/landings/${f.landingId}/settings`, payload: { title: 'Matrix' } }),
  },
  'GET /api/v1/landings/:id/brand-kit': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: `/api/v1/landings/${f.landingId}/brand-kit` }) },
  'PUT /api/v1/landings/:id/brand-kit': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: (f) => ({ url: `/api/v1/landings/${f.landingId}/brand-kit`, payload: DEFAULT_BRAND_KIT }),
  },
  'PUT /api/v1/landings/:id/prompts': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: `/api/v1/landings/${f.landingId}/prompts`, payload: {} }) },
  'DELETE /api/v1/landings/:id': { allowed: MANAGERS, foreignIs404: true, call: async (f) => ({ url: `/api/v1/landings/${await newLanding(f)}` }) },
  'GET /api/v1/templates': { allowed: WEBSITE_ROLES, call: () => ({ url: '/api/v1/templates' }) },
  'GET /api/v1/page-templates': { allowed: WEBSITE_ROLES, call: () => ({ url: '/api/v1/page-templates' }) },
  'GET /api/v1/landings/:id/forms': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: `/api/v1/landings/${f.landingId}/forms` }) },
  'GET /api/v1/landings/:id/forms/:formId': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: `/api/v1/landings/${f.landingId}/forms/${await newForm(f)}` }),
  },
  'POST /api/v1/landings/:id/forms': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: `/api/v1/landings/${f.landingId}/forms`, payload: MATRIX_FORM }) },
  'PUT /api/v1/landings/:id/forms/:formId': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: `/api/v1/landings/${f.landingId}/forms/${await newForm(f)}`, payload: MATRIX_FORM }),
  },
  'DELETE /api/v1/landings/:id/forms/:formId': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: `/api/v1/landings/${f.landingId}/forms/${await newForm(f)}` }),
  },
  'GET /api/v1/landings/:id/menus': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: `/api/v1/landings/${f.landingId}/menus` }) },
  'GET /api/v1/landings/:id/menus/:menuId': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: `/api/v1/landings/${f.landingId}/menus/${await newMenu(f)}` }),
  },
  'POST /api/v1/landings/:id/menus': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: `/api/v1/landings/${f.landingId}/menus`, payload: MATRIX_MENU }) },
  'PUT /api/v1/landings/:id/menus/:menuId': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: `/api/v1/landings/${f.landingId}/menus/${await newMenu(f)}`, payload: MATRIX_MENU }),
  },
  'DELETE /api/v1/landings/:id/menus/:menuId': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: `/api/v1/landings/${f.landingId}/menus/${await newMenu(f)}` }),
  },
  'GET /api/v1/landings/:id/pages/list': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: `/api/v1/landings/${f.landingId}/pages/list` }) },
  'GET /api/v1/landings/:id/pages/all': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: `/api/v1/landings/${f.landingId}/pages/all` }) },
  'POST /api/v1/landings/:id/pages': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: `/api/v1/landings/${f.landingId}/pages`, payload: { name: 'Matrix page' } }) },
  'PUT /api/v1/landings/:id/pages/:pageId': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: (f) => ({ url: `/api/v1/landings/${f.landingId}/pages/${f.pageId}`, payload: { name: 'Home' } }),
  },
  'DELETE /api/v1/landings/:id/pages/:pageId': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: `/api/v1/landings/${f.landingId}/pages/${await newPage(f)}` }),
  },
  'POST /api/v1/landings/:id/clone': {
    allowed: MANAGERS,
    foreignIs404: true,
    call: (f) => ({ url: `/api/v1/landings/${f.landingId}/clone`, payload: { subdomain: `matrix-clone-${++unique}` } }),
  },
  'POST /api/v1/landings/:id/duplicate': {
    allowed: MANAGERS,
    foreignIs404: true,
    call: (f) => ({ url: `/api/v1/landings/${f.landingId}/duplicate`, payload: { subdomain: `matrix-copy-${++unique}` } }),
  },
  'GET /api/v1/landings/:id/unique-id': { allowed: MANAGERS, foreignIs404: true, call: (f) => ({ url: `/api/v1/landings/${f.landingId}/unique-id` }) },
  'PUT /api/v1/landings/:id/sharing': { allowed: MANAGERS, foreignIs404: true, call: (f) => ({ url: `/api/v1/landings/${f.landingId}/sharing`, payload: { sharing: true } }) },
  'POST /api/v1/landings/:id/sharing/rotate': {
    allowed: MANAGERS,
    foreignIs404: true,
    call: async (f) => {
      await landingShareIdOf(f.landingId);
      return { url: `/api/v1/landings/${f.landingId}/sharing/rotate` };
    },
  },
  'GET /api/v1/landings/shared/:uniqueId': {
    allowed: MANAGERS,
    call: async (f) => ({ url: `/api/v1/landings/shared/${await landingShareIdOf(f.landingId)}` }),
  },
  'POST /api/v1/landings/import/landing/:uniqueId/unique-id': {
    allowed: MANAGERS,
    call: async (f) => ({ url: `/api/v1/landings/import/landing/${await landingShareIdOf(f.landingId)}/unique-id`, payload: { subdomain: `matrix-import-${++unique}`, agency_id: f.agencyId } }),
  },
  'POST /api/v1/landings/import-xml': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: (f) => ({ url: '/api/v1/landings/import-xml', query: { landing_id: String(f.landingId) }, ...multipartBody({}, { filename: 'export.xml', bytes: MATRIX_WXR }) }),
  },
  'PUT /api/v1/landings/:id/convert-new-editor': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: `/api/v1/landings/${f.landingId}/convert-new-editor` }) },
  // Past the guard, creation stops at the missing AI key (422).
  'POST /api/v1/landings/auto': {
    allowed: MANAGERS,
    call: (f) => ({ url: '/api/v1/landings/auto', payload: { business_name: 'Matrix', description: 'A matrix of routes and roles.', subdomain: `matrix-auto-${++unique}`, agency_id: f.agencyId } }),
  },
  'GET /api/v1/landings/:id/backup-records': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: `/api/v1/landings/${f.landingId}/backup-records` }) },
  'PUT /api/v1/landings/:id/backup-records/instant-backup': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: (f) => ({ url: `/api/v1/landings/${f.landingId}/backup-records/instant-backup` }),
  },
  'PUT /api/v1/landings/:id/backup-records/automatic-backup-option': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: (f) => ({ url: `/api/v1/landings/${f.landingId}/backup-records/automatic-backup-option`, payload: { automatic_backup: false } }),
  },
  'PUT /api/v1/landings/:id/backup-records/:backupId': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: `/api/v1/landings/${f.landingId}/backup-records/${await newBackup(f)}`, payload: { note: 'Matrix' } }),
  },
  'PUT /api/v1/landings/:id/backup-records/:backupId/restore': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: `/api/v1/landings/${f.landingId}/backup-records/${await newBackup(f)}/restore` }),
  },
  'DELETE /api/v1/landings/:id/backup-records/:backupId': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: `/api/v1/landings/${f.landingId}/backup-records/${await newBackup(f)}` }),
  },
  'GET /api/v1/landings/:id/keywords': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: `/api/v1/landings/${f.landingId}/keywords` }) },
  'POST /api/v1/landings/:id/keywords': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: `/api/v1/landings/${f.landingId}/keywords`, payload: { names: ['matrix'] } }) },
  'DELETE /api/v1/landings/:id/keywords/:name': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => {
      const name = `matrix-${++unique}`;
      await t.db.insertInto('landing_keywords').values({ landing_id: f.landingId, name }).execute();
      return { url: `/api/v1/landings/${f.landingId}/keywords/${name}` };
    },
  },
  // Past the guard, both stop at the missing AI key (422).
  'POST /api/v1/landings/:id/keywords/generate-keywords': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: (f) => ({ url: `/api/v1/landings/${f.landingId}/keywords/generate-keywords`, payload: { prompt: 'matrix' } }),
  },
  'POST /api/v1/landings/:id/keywords/generate-title': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: (f) => ({ url: `/api/v1/landings/${f.landingId}/keywords/generate-title`, payload: { name: 'matrix' } }),
  },
  'GET /api/v1/landings/:id/contacts/export': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: `/api/v1/landings/${f.landingId}/contacts/export` }) },
  'GET /api/v1/landings/:id/files': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: `/api/v1/landings/${f.landingId}/files` }) },
  'POST /api/v1/landings/:id/cards/:cardId/images': { allowed: CARD_ROLES, foreignIs404: true, call: async (f) => ({ url: landingApi(f, `/cards/${await newCard(f)}/images`), ...pngUpload() }) },
  'POST /api/v1/landings/:id/files': { allowed: WEBSITE_ROLES, foreignIs404: true, call: (f) => ({ url: `/api/v1/landings/${f.landingId}/files`, ...pngUpload() }) },
  'PUT /api/v1/landings/:id/files/:fileId': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: `/api/v1/landings/${f.landingId}/files/${await newFile(f)}`, payload: { name: 'Renamed' } }),
  },
  'DELETE /api/v1/landings/:id/files/:fileId': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: `/api/v1/landings/${f.landingId}/files/${await newFile(f)}` }),
  },
  'POST /api/v1/images/upload-image': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: (f) => ({ url: '/api/v1/images/upload-image', query: { landing_id: String(f.landingId) }, ...pngUpload() }),
  },
  'POST /api/v1/images/upload-logo-image': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: (f) => ({ url: '/api/v1/images/upload-logo-image', query: { landing_id: String(f.landingId) }, ...pngUpload() }),
  },
  'POST /api/v1/images/ckeditor-image': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: (f) => ({ url: '/api/v1/images/ckeditor-image', query: { landing_id: String(f.landingId) }, ...pngUpload() }),
  },
  'POST /api/v1/images/upload-gallery-image': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: (f) => ({ url: '/api/v1/images/upload-gallery-image', query: { landing_id: String(f.landingId) }, ...pngUpload() }),
  },
  'POST /api/v1/images/upload-non-convert-image': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: (f) => ({ url: '/api/v1/images/upload-non-convert-image', query: { landing_id: String(f.landingId) }, ...pngUpload() }),
  },
  'GET /api/v1/media-library/all': { allowed: WEBSITE_ROLES, call: () => ({ url: '/api/v1/media-library/all' }) },
  'GET /api/v1/media-library/specific': { allowed: WEBSITE_ROLES, call: async (f) => ({ url: '/api/v1/media-library/specific', query: { libraryIds: String(await newFile(f)) } }) },
  'GET /api/v1/media-library/specific/object': {
    allowed: WEBSITE_ROLES,
    call: async (f) => ({ url: '/api/v1/media-library/specific/object', query: { libraryIds: String(await newFile(f)) } }),
  },
  'PUT /api/v1/media-library/:id': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: `/api/v1/media-library/${await newFile(f)}`, payload: { name: 'Renamed' } }),
  },
  // The file is no image: refused with 422 once past the guard, before its (absent) bytes are read.
  'POST /api/v1/media-library/distribute': { allowed: WEBSITE_ROLES, call: async (f) => ({ url: '/api/v1/media-library/distribute', payload: { library_ids: [await newFile(f)], landing_ids: [f.landingId] } }) },
  'POST /api/v1/block-form/distribute': {
    allowed: WEBSITE_ROLES,
    foreignIs404: true,
    call: async (f) => ({ url: '/api/v1/block-form/distribute', payload: { landing_id: f.landingId, form_id: await newForm(f), landing_ids: [f.landingId] } }),
  },
  'POST /api/v1/admin-page-templates/import/page/:uniqueId/unique-id': { allowed: ['Admin'], call: async () => ({ url: `/api/v1/admin-page-templates/import/page/${await shareIdOf(own.pageId)}/unique-id` }) },
  'PUT /api/v1/media-library/:id/rotate': { allowed: WEBSITE_ROLES, foreignIs404: true, call: async (f) => ({ url: `/api/v1/media-library/${await newFile(f)}/rotate`, payload: {} }) },
  ...PUBLISHING,
  ...BILLING,
  ...SHOP,
  ...COURSES,
  ...TEMPLATE_CATEGORIES,
  ...WIDGETS,
  ...INTEGRATIONS,
  ...DESIGNER,
  ...SITE_CONTENT,
  ...ADMIN_BLOG,
};

/**
 * The same calls at the addresses spec §7 spells (a route's `alsoAt`): the rule of the route's
 * own address, called at the spec's.
 */
const SPEC_ADDRESSES: Record<string, [own: string, segment: string]> = {
  'PUT /api/v1/landings/:id/instant-backup': ['PUT /api/v1/landings/:id/backup-records/instant-backup', '/backup-records'],
  'PUT /api/v1/landings/:id/automatic-backup-option': ['PUT /api/v1/landings/:id/backup-records/automatic-backup-option', '/backup-records'],
  'POST /api/v1/landings/:id/generate-keywords': ['POST /api/v1/landings/:id/keywords/generate-keywords', '/keywords'],
  'POST /api/v1/landings/:id/generate-title': ['POST /api/v1/landings/:id/keywords/generate-title', '/keywords'],
  'POST /api/v1/landings/:id/generate-blog': ['POST /api/v1/landings/:id/keywords/generate-blog', '/keywords'],
  'GET /api/v1/landings/:id/unique-names/:name': ['GET /api/v1/landings/:id/pages/unique-names/:name', '/pages'],
};
for (const [key, [own, segment]] of Object.entries(SPEC_ADDRESSES)) {
  const expectation = EXPECTATIONS[own]!;
  EXPECTATIONS[key] = {
    ...expectation,
    call: async (f, callerId) => {
      const options = await expectation.call(f, callerId);
      return { ...options, url: String(options.url).replace(`${segment}/`, '/') };
    },
  };
}

const MATRIX_WXR = readFileSync(new URL('../modules/landing-import/fixtures/small-export.xml', import.meta.url));
const MATRIX_FORM = { name: 'Matrix form', fields: [{ name: 'email', label: 'Email', type: 'email' }] };
const MATRIX_MENU = { name: 'Matrix menu', items: [{ label: 'Home', url: '/' }] };

/** A new row of the tenant's, for routes that change or delete the one they name. */
async function newLanding(f: TenantFixture): Promise<number> {
  const row = await t.db.insertInto('landings').values({ agency_id: f.agencyId, title: 'Matrix', subdomain: `matrix-new-${++unique}` }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
async function newForm(f: TenantFixture): Promise<number> {
  const config = JSON.stringify({ fields: MATRIX_FORM.fields });
  return (await t.db.insertInto('forms').values({ landing_id: f.landingId, name: 'Matrix', config }).returning('id').executeTakeFirstOrThrow()).id;
}
async function newPage(f: TenantFixture): Promise<number> {
  const design = JSON.stringify({ schemaVersion: 1, sections: [] });
  return (await t.db.insertInto('pages').values({ landing_id: f.landingId, name: 'Matrix', unique_name: `matrix-${++unique}`, design }).returning('id').executeTakeFirstOrThrow()).id;
}
async function newBackup(f: TenantFixture): Promise<number> {
  const snapshot = JSON.stringify({ pages: [{ ref: f.pageId, name: 'Home', unique_name: 'home', home: true, design: { schemaVersion: 1, sections: [] } }] });
  return (await t.db.insertInto('backup_records').values({ landing_id: f.landingId, kind: 'manual', snapshot, size: snapshot.length }).returning('id').executeTakeFirstOrThrow()).id;
}
async function newFile(f: TenantFixture): Promise<number> {
  const key = `${f.agencyId}/matrix-${++unique}.pdf`;
  const row = await t.db
    .insertInto('files')
    .values({ agency_id: f.agencyId, landing_id: f.landingId, name: 'matrix.pdf', storage_key: key, url: `/uploads/${key}`, mime: 'application/pdf', size: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
/** A 1×1 PNG as a multipart upload. */
function pngUpload() {
  const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
  return multipartBody({}, { filename: 'pixel.png', bytes: pixel });
}
/** The video channels app's table, which the platform's own types leave out. */
type ChannelTable = {
  video_channels_channels: { id: Generated<number>; agency_id: number; channel_id: string; title: string; uploads_playlist_id: string; videos: string; refreshed_at: Date; created_at: Date };
};
async function newChannel(f: TenantFixture, videoId = 'matrixVideo'): Promise<number> {
  const row = await t.db
    .withTables<ChannelTable>()
    .insertInto('video_channels_channels')
    .values({ agency_id: f.agencyId, channel_id: `UCmatrix${++unique}`, title: 'Matrix', uploads_playlist_id: 'UUmatrix', videos: JSON.stringify([{ video_id: videoId }]), refreshed_at: new Date(), created_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
/** A video id (11 characters) of a new channel of the tenant's. */
/** An episode of a new collection of `f`'s agency, with no comment feed. */
async function newCollectionEpisode(f: TenantFixture): Promise<string> {
  const guid = `matrix-episode-${++unique}`;
  await newCollection(f, guid);
  return guid;
}
async function newChannelVideo(f: TenantFixture): Promise<string> {
  const videoId = `mx${String(++unique).padStart(9, '0')}`;
  await newChannel(f, videoId);
  return videoId;
}
/** The places app's table, which the platform's own types leave out. */
type PlaceTable = { places_places: { id: Generated<number>; agency_id: number; place_id: string; name: string; refreshed_at: Date; created_at: Date } };
async function newPlace(f: TenantFixture): Promise<number> {
  const row = await t.db
    .withTables<PlaceTable>()
    .insertInto('places_places')
    .values({ agency_id: f.agencyId, place_id: `ChIJmatrix${++unique}`, name: 'Matrix', refreshed_at: new Date(), created_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
/** The podcasts app's collections table, which the platform's own types leave out. */
type CollectionTable = { podcasts_collections: { id: Generated<number>; agency_id: number; feed_url: string; title: string; episodes: string; refreshed_at: Date; created_at: Date } };
async function newCollection(f: TenantFixture, episodeGuid?: string): Promise<number> {
  const episodes = episodeGuid ? [{ guid: episodeGuid, title: 'Matrix episode', description: '', audio_url: 'https://cdn.example.com/matrix.mp3', image: '', duration_seconds: null, published_at: new Date().toISOString(), comments_url: null }] : [];
  const row = await t.db
    .withTables<CollectionTable>()
    .insertInto('podcasts_collections')
    .values({ agency_id: f.agencyId, feed_url: `https://feeds.example.com/matrix-${++unique}.xml`, title: 'Matrix', episodes: JSON.stringify(episodes), refreshed_at: new Date(), created_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
async function newMenu(f: TenantFixture): Promise<number> {
  return (await t.db.insertInto('menus').values({ landing_id: f.landingId, name: 'Matrix' }).returning('id').executeTakeFirstOrThrow()).id;
}

const isApiRoute = (url: string) => url.startsWith(API_PREFIX);
/** A plugin's route: an app's (its access names the app) or an element's (under /plugins/{id}). */
const isPluginRoute = (route: RouteTableEntry) => route.access.app !== undefined || route.url.startsWith(`${API_PREFIX}/plugins/`);

/**
 * The entry of a plugin route without one of its own (an app installed as a package), from its
 * declared access: anonymous callers get 401 and roles it leaves out 403; a website's `:id` is the
 * fixture's, other ids are placeholders. A route for published sites is called on the fixture's site host.
 */
function derivedExpectation(route: RouteTableEntry): Expectation {
  const { access } = route;
  return {
    allowed: access.roles,
    guardOnly: true,
    call: async (f) => {
      const url = route.url.replace(/^\/api\/v1\/landings\/:id\//, `/api/v1/landings/${f.landingId}/`).replace(/:[A-Za-z_]+/g, '1');
      const host = access.hosts === 'sites' ? { headers: { host: `${await subdomainOf(f)}.${TEST_SITE_DOMAIN}` } } : {};
      return { url, ...host, ...(['GET', 'DELETE'].includes(route.method) ? {} : { payload: {} }) };
    },
  };
}
async function subdomainOf(f: TenantFixture): Promise<string> {
  return (await t.db.selectFrom('landings').select('subdomain').where('id', '=', f.landingId).executeTakeFirstOrThrow()).subdomain;
}

let t: TestApp;
let own: TenantFixture;
let foreign: TenantFixture;
const callers = {} as Record<Role, number>;

/**
 * The manifest's apps and an app written as an outside package would be (the quiz fixture), whose
 * routes have no entry here: theirs are derived from their declared access.
 */
const installedApps = manifestApps.some((app) => app.id === quizApp.id) ? manifestApps : [...manifestApps, quizApp];
/** Both tenants hold every premium app, so an app route's own access rule is what the matrix meets. */
const PREMIUM_APPS = JSON.stringify(installedApps.filter((app) => app.premium).map((app) => app.id));

async function tenant(name: string): Promise<TenantFixture> {
  const agency = await t.createAgency(name);
  await t.db.updateTable('agencies').set({ premium_apps: PREMIUM_APPS }).where('id', '=', agency.agencyId).execute();
  let next = 0;
  const newSubUser = () => t.createUser({ email: `${name.toLowerCase()}-sub-${++next}@example.test`, role: 'AgencyUser', agencyId: agency.agencyId });
  return {
    agencyId: agency.agencyId,
    landingId: agency.landingId,
    pageId: agency.pageId,
    newSubUser,
    newUserLanding: async () => t.grantLanding(await newSubUser(), agency.landingId, ['pages.view']),
  };
}

beforeAll(async () => {
  t = await createTestApp({ apps: installedApps });
  own = await tenant('Home');
  foreign = await tenant('Away');
  callers.Admin = await t.createUser({ email: 'matrix-admin@example.test', role: 'Admin' });
  callers.Agency = (await t.db.selectFrom('users').select('id').where('email', '=', 'home@example.test').executeTakeFirstOrThrow()).id;
  for (const role of ['AgencyUser', 'WebsiteUser', 'CardUser'] as const) {
    callers[role] = await t.createUser({ email: `home-${role.toLowerCase()}@example.test`, role, agencyId: own.agencyId });
  }
  for (const role of ['AgencyUser', 'WebsiteUser'] as const) await t.grantLanding(callers[role], own.landingId, installedPermissionKeys());
  // Whom the own website's cards are handed to: a user no other route renames.
  await t.createUser({ email: 'home-receiver@example.test', role: 'CardUser', agencyId: own.agencyId });
  await newCard(own);
});
afterAll(() => t.close());

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const apiRoutes = () => t.app.routeTable.filter((route) => isApiRoute(route.url));
const expectationOf = (route: RouteTableEntry): Expectation | undefined => EXPECTATIONS[routeKey(route)] ?? (isPluginRoute(route) ? derivedExpectation(route) : undefined);

describe('the authorization matrix', () => {
  it("has an expectation for every platform route, none for a route that is gone, and derives a plugin route's from its declared access", () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((route) => !isPluginRoute(route) && !EXPECTATIONS[routeKey(route)]).map(routeKey)).toEqual([]);
    const keys = new Set(routes.map(routeKey));
    expect(Object.keys(EXPECTATIONS).filter((key) => !keys.has(key))).toEqual([]);
    const derived = routes.filter((route) => isPluginRoute(route) && !EXPECTATIONS[routeKey(route)]);
    expect(derived.map(routeKey)).toContain('DELETE /api/v1/landings/:id/quiz/questions/:questionId');
  });

  // In parts, each with its own time limit: the whole matrix on the embedded database took over
  // three minutes on a busy 2-core machine.
  const PARTS = 6;
  it.each(Array.from({ length: PARTS }, (_, part) => part + 1))('answers every route × role × tenant as its expectation says (part %i of 6)', async (part) => {
    const failures: string[] = [];
    for (const route of apiRoutes().filter((_, index) => index % PARTS === part - 1)) {
      const expectation = expectationOf(route)!;
      const send = async (fixture: TenantFixture, token?: string, callerId?: number) => {
        const options = await expectation.call(fixture, callerId);
        return t.request({ ...options, method: route.method as InjectOptions['method'], token });
      };

      const anonymous = await send(own);
      const anonymousOk = expectation.allowed === 'public' ? ![401, 403, 404].includes(anonymous.statusCode) : anonymous.statusCode === 401;
      if (!anonymousOk) failures.push(`${routeKey(route)} without a token: ${anonymous.statusCode} ${anonymous.body}`);

      for (const role of ROLES) {
        for (const [side, fixture] of [['own', own], ['foreign', foreign]] as const) {
          const response = await send(fixture, await t.tokenFor(callers[role]), callers[role]);
          const allowed = expectation.allowed === 'public' || expectation.allowed.includes(role);
          let ok: boolean;
          let wanted: string;
          if (!allowed) {
            ok = response.statusCode === 403;
            wanted = '403';
          } else if (side === 'foreign' && expectation.foreignIs404 && role !== 'Admin') {
            ok = response.statusCode === 404;
            wanted = '404';
          } else if (expectation.guardOnly) {
            ok = ![401, 403].includes(response.statusCode) && response.statusCode < 500;
            wanted = 'past the guard (a placeholder id may be unknown)';
          } else {
            ok = ![401, 403, 404].includes(response.statusCode) && response.statusCode < 500;
            wanted = 'past the guard';
          }
          if (!ok) failures.push(`${routeKey(route)} as ${role} (${side} tenant): wanted ${wanted}, got ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // A sixth of the routes × every role × two tenants, one request at a time: past the default on a busy machine.
  }, 180_000);
});
