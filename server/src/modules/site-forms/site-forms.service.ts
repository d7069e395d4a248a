import { createHmac } from 'node:crypto';
import { ALL_PREMIUM, type SiteFormSubmission } from '@tessera/core';
import { checkAnswers, siteLookups, type SiteContextValue } from '@tessera/sdk';
import type { Db } from '../../db/database.ts';
import { notFound, validationFailed } from '../../http/http-error.ts';
import { admitAttempt, type AttemptLimiter } from '../../services/attempt-limiter.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import { agencyGrants } from '../agencies/agency-grants.ts';
import type { PublishedSites, SiteLanding } from '../sites/published-sites.ts';
import { pagePath } from '../sites/publisher.ts';
import { findPublishedPage, submittedPath } from '../sites/site-pages.ts';
import type { FormSubmissionNotice } from '../forms/form-notifications.ts';
import { toForm } from '../forms/forms.service.ts';
import type { LeadForwarder } from '../integrations/integrations.service.ts';
import type { Webhooks } from '../webhooks/webhooks.service.ts';
import { findFormTargets, type FormTarget } from './form-targets.ts';

/** Visitors' posts (forms, card leads) one address may send a minute, in whatever store counts them. */
export const SITE_FORM_LIMIT = { maxAttempts: 10, windowMs: 60_000 };
const MAX_CACHED_PAGES = 200;

export interface SubmissionContext {
  hostname: string;
  ip: string;
  referer?: string;
}

export interface SubmissionResult {
  successMessage: string;
  /** Where the browser goes afterwards, when the element says so. */
  redirect?: string;
}

export interface SiteFormsDeps {
  db: Db;
  /** The installed elements, whose declarations say what each sends. */
  registry: ElementRegistry;
  sites: PublishedSites;
  webhooks: Webhooks;
  /** The website's integrations, which forward each submission on. */
  leads: LeadForwarder;
  /** Counts every submission per address; refuses once the limit is reached. */
  limiter: AttemptLimiter;
  /** Key of the address hashes kept with contacts. */
  addressKey: Buffer;
  /** Mails the submission to the addresses of the website's forms that watch the element. */
  notify: (notice: FormSubmissionNotice) => Promise<number>;
  log: (message: string, details: Record<string, unknown>) => void;
}

/**
 * Form submissions of published pages: the answers are checked against the rules of the
 * element as published (never the draft), stored as a contact of the website and sent to its
 * webhooks: all those subscribed, or the chosen ones of the website form the element shows.
 */
export class SiteForms {
  readonly #targets = new Map<string, Map<string, FormTarget>>();

  constructor(private readonly deps: SiteFormsDeps) {}

  /**
   * What the elements of a published page send. A page is rendered again when what its forms
   * show changes (a website form, a page's address, the agency's grants), so its etag keys it.
   */
  async #targetsOf(landing: SiteLanding, pageId: number, etag: string | null): Promise<Map<string, FormTarget>> {
    const key = `${pageId} ${etag}`;
    const known = this.#targets.get(key);
    if (known) return known;
    const { db, registry } = this.deps;
    const [row, site, grants] = await Promise.all([
      db.selectFrom('pages').select('published_design').where('id', '=', pageId).executeTakeFirst(),
      this.#siteOf(landing),
      landing.agencyId === null ? ALL_PREMIUM : agencyGrants(db, landing.agencyId),
    ]);
    const targets = row ? findFormTargets(registry, row.published_design, site, grants) : new Map<string, FormTarget>();
    this.#targets.set(key, targets);
    if (this.#targets.size > MAX_CACHED_PAGES) this.#targets.delete(this.#targets.keys().next().value!);
    return targets;
  }

  /** The site as the page's elements were rendered in, as far as forms need it: its pages' addresses and its forms. */
  async #siteOf(landing: SiteLanding): Promise<SiteContextValue> {
    const [pages, forms] = await Promise.all([
      this.deps.db.selectFrom('pages').select(['id', 'unique_name']).where('landing_id', '=', landing.id).execute(),
      this.deps.db.selectFrom('forms').selectAll().where('landing_id', '=', landing.id).execute(),
    ]);
    const paths = new Map(pages.map((page) => [page.id, pagePath(page, landing.homePageId)]));
    const pageHref = (pageId: number) => paths.get(pageId);
    return { mode: 'published', pageHref, basePath: '', ...siteLookups(forms.map(toForm), [], { pageHref, basePath: '' }) };
  }

  /** The website form the element shows, if it shows one that (still) exists: its submissions are that form's. */
  async #linkedForm(landingId: number, target: FormTarget) {
    if (target.formId === undefined) return undefined;
    const row = await this.deps.db.selectFrom('forms').selectAll().where('landing_id', '=', landingId).where('id', '=', target.formId).executeTakeFirst();
    return row && toForm(row);
  }

  async submit(submission: SiteFormSubmission, context: SubmissionContext): Promise<SubmissionResult> {
    const { db, sites, limiter } = this.deps;
    const landing = await sites.landingAt(context.hostname);
    if (!landing) throw notFound('Website');
    await admitAttempt(limiter, `form:${context.ip}`, 'Too many submissions.');

    const origin = sites.originAt(context.hostname);
    const path = submittedPath(submission.pageUrl, context.referer, origin);
    const page = path === undefined ? undefined : await findPublishedPage(db, landing, path);
    if (!page) throw validationFailed({ pageUrl: ['This form is not on a published page of this website.'] });
    const target = (await this.#targetsOf(landing, page.id, page.published_etag)).get(submission.elementId);
    if (!target) throw validationFailed({ elementId: ['This form is not on the published page.'] });
    const result = { successMessage: target.successMessage, redirect: target.redirect };

    // Bots fill in the hidden field; they are told it worked, and nothing is kept.
    if (submission.website?.trim()) return result;

    const checked = checkAnswers(target.rules, submission.fields);
    if ('errors' in checked) throw validationFailed(checked.errors);

    const contact = await db
      .insertInto('contacts')
      .values({
        landing_id: landing.id,
        page_id: page.id,
        element_id: submission.elementId,
        fields: JSON.stringify(checked.fields),
        ip_hash: createHmac('sha256', this.deps.addressKey).update(context.ip).digest('base64url'),
        source: 'form',
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    const form = await this.#linkedForm(landing.id, target);
    // Mail may be slow; the visitor does not wait for it.
    void this.deps
      .notify({ landingId: landing.id, elementId: submission.elementId, formId: form?.id, fields: checked.fields, pageUrl: `${origin}${path}` })
      .catch((error: unknown) => this.deps.log('form notification not sent', { landingId: landing.id, contactId: contact.id, error: String(error) }));
    try {
      await this.deps.webhooks.dispatch(
        landing.id,
        'form.submitted',
        {
          landing: { id: landing.id, title: landing.title },
          page: { id: page.id, url: `${origin}${path}` },
          element_id: submission.elementId,
          ...(form ? { form: { id: form.id, name: form.name } } : {}),
          contact: { id: contact.id, fields: checked.fields, created_at: contact.created_at.toISOString() },
        },
        // A website form with webhooks chosen goes to those alone; without, like a form of the element's own, to every subscriber.
        form?.webhook_ids.length ? form.webhook_ids : undefined,
      );
    } catch (error) {
      // The contact is kept; the visitor's send succeeded even if the webhooks could not be queued.
      this.deps.log('webhooks not queued for a form submission', { landingId: landing.id, contactId: contact.id, error: String(error) });
    }
    try {
      // A ticked box goes on as "yes", as a person reading the lead would put it.
      const asText = Object.fromEntries(Object.entries(checked.fields).map(([name, value]) => [name, typeof value === 'boolean' ? (value ? 'yes' : 'no') : value]));
      await this.deps.leads.forward(landing.id, { kind: 'form', name: form?.name ?? 'Form' }, asText);
    } catch (error) {
      this.deps.log('integrations not queued for a form submission', { landingId: landing.id, contactId: contact.id, error: String(error) });
    }
    return result;
  }
}
