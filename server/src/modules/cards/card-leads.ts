import { createHmac } from 'node:crypto';
import { CARD_LEAD_CONSENT_MESSAGE, CARD_LEAD_THANKS, cardLeadAnswerError, cardLeadFormSchema, type CardContact, type CardLeadSubmission, type FieldErrors } from '@tessera/core';
import { cardContentSchema } from '@tessera/sdk';
import type { Db } from '../../db/database.ts';
import type { CardRow } from '../../db/schema-dashboard.ts';
import { notFound, validationFailed } from '../../http/http-error.ts';
import { admitAttempt, type AttemptLimiter } from '../../services/attempt-limiter.ts';
import type { PublishedSites } from '../sites/published-sites.ts';
import type { LeadForwarder } from '../integrations/integrations.service.ts';
import type { Webhooks } from '../webhooks/webhooks.service.ts';

export interface CardLeadsDeps {
  db: Db;
  sites: PublishedSites;
  webhooks: Webhooks;
  /** The website's integrations, which forward each lead on. */
  leads: LeadForwarder;
  /** The site forms' limiter: a visitor's card leads and form posts count together. */
  limiter: AttemptLimiter;
  /** Key of the address hashes kept with contacts. */
  addressKey: Buffer;
  log: (message: string, details: Record<string, unknown>) => void;
}

export interface LeadContext {
  hostname: string;
  ip: string;
}

/** The answers of the card's FieldList, each checked by its rule (§5 required flags), or the errors by `fields.<id>`. */
function checkedAnswers(form: ReturnType<typeof cardLeadFormSchema.parse>, submission: CardLeadSubmission): Record<string, string> {
  const errors: FieldErrors = {};
  const answers: Record<string, string> = {};
  for (const field of form.fields) {
    const value = submission.fields[field.id] ?? '';
    const error = cardLeadAnswerError(field.id, value, field.required);
    if (error) errors[`fields.${field.id}`] = [error];
    else if (value) answers[field.id] = value;
  }
  if (submission.consent !== true && submission.consent !== 'on') errors.consent = [CARD_LEAD_CONSENT_MESSAGE];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return answers;
}

/** A lead taken: the visitor's thanks, and the card (with its website's language) its page is drawn for. */
export interface SentLead {
  message: string;
  cardPath: string;
  card: CardRow;
  lang: string;
}

/**
 * A visitor sends their details through a card's lead form (spec §3 ShowLeadForm, LeadForm,
 * FieldList): checked against the card's own field list, kept as a card contact and a contact of
 * the website, and sent to the website's webhooks subscribed to `card.lead`. Only a card on the site that shows its form takes leads.
 */
export async function submitCardLead(deps: CardLeadsDeps, cardId: number, submission: CardLeadSubmission, context: LeadContext): Promise<SentLead> {
  const landing = await deps.sites.landingAt(context.hostname);
  if (!landing) throw notFound('Website');
  const card = await deps.db.selectFrom('cards').selectAll().where('id', '=', cardId).where('landing_id', '=', landing.id).executeTakeFirst();
  if (!card || !card.show_lead_form) throw notFound('Card');
  const cardPath = `/card/${card.custom_url}`;
  const sent = { message: CARD_LEAD_THANKS, cardPath, card, lang: landing.settings.lang };
  await admitAttempt(deps.limiter, `form:${context.ip}`, 'Too many submissions.');
  // Bots fill in the hidden field; they are told it worked, and nothing is kept.
  if (submission.website?.trim()) return sent;

  const answers = checkedAnswers(cardLeadFormSchema.parse(card.lead_form), submission);
  const ipHash = createHmac('sha256', deps.addressKey).update(context.ip).digest('base64url');
  // The card's lead list and the website's contacts both hold the lead, or neither does.
  const contact = await deps.db.transaction().execute(async (tx) => {
    const lead = await tx
      .insertInto('card_contacts')
      .values({ card_id: card.id, fields: JSON.stringify(answers), ip_hash: ipHash })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('contacts')
      .values({ landing_id: landing.id, page_id: null, element_id: '', fields: JSON.stringify(answers), ip_hash: ipHash, source: 'card_lead', card_contact_id: lead.id, created_at: lead.created_at })
      .execute();
    return lead;
  });
  const cardName = cardContentSchema.parse(card.content).name;
  try {
    await deps.webhooks.dispatch(landing.id, 'card.lead', {
      landing: { id: landing.id, title: landing.title },
      card: { id: card.id, name: cardName, url: `${deps.sites.originAt(context.hostname)}${cardPath}` },
      contact: { id: contact.id, fields: answers, created_at: contact.created_at.toISOString() },
    });
  } catch (error) {
    // The lead is kept; the visitor's send succeeded even if the webhooks could not be queued.
    deps.log('webhooks not queued for a card lead', { landingId: landing.id, contactId: contact.id, error: String(error) });
  }
  try {
    await deps.leads.forward(landing.id, { kind: 'card', name: cardName }, answers);
  } catch (error) {
    deps.log('integrations not queued for a card lead', { landingId: landing.id, contactId: contact.id, error: String(error) });
  }
  return sent;
}

/** GET /landings/{id}/cards/{cardId}/contacts: the card's leads, newest first. */
export async function cardContacts(db: Db, cardId: number): Promise<CardContact[]> {
  const rows = await db.selectFrom('card_contacts').select(['id', 'card_id', 'fields', 'created_at']).where('card_id', '=', cardId).orderBy('id', 'desc').execute();
  return rows.map((row) => ({ ...row, fields: row.fields, created_at: row.created_at.toISOString() }));
}
