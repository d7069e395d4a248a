import { formConfigSchema, type Form, type FormBody, type FormConfig } from '@tessera/core';
import { dbNow, type Db } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';
import type { FormRow } from '../../db/schema-dashboard.ts';
import { notFound, validationFailed } from '../../http/http-error.ts';

export function toForm(row: FormRow): Form {
  const config = formConfigSchema.safeParse(row.config);
  return {
    ...(config.success ? config.data : formConfigSchema.parse({ fields: [{ name: 'email', label: 'Email', type: 'email' }] })),
    id: row.id,
    landing_id: row.landing_id,
    name: row.name,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function requireForm(db: Db, landingId: number, formId: number): Promise<FormRow> {
  const row = await db.selectFrom('forms').selectAll().where('landing_id', '=', landingId).where('id', '=', formId).executeTakeFirst();
  if (!row) throw notFound('Form');
  return row;
}

/** The page to go to and the webhooks must be the website's own. */
async function checkReferences(db: Db, landingId: number, config: FormConfig): Promise<void> {
  if (config.submit.action === 'page' && config.submit.page_id !== null) {
    const page = await db.selectFrom('pages').select('id').where('landing_id', '=', landingId).where('id', '=', config.submit.page_id).executeTakeFirst();
    if (!page) throw validationFailed({ 'submit.page_id': ['The selected page is not a page of this website.'] });
  }
  if (config.webhook_ids.length > 0) {
    const found = await db.selectFrom('webhooks').select('id').where('landing_id', '=', landingId).where('id', 'in', config.webhook_ids).execute();
    if (found.length !== new Set(config.webhook_ids).size) throw validationFailed({ webhook_ids: ['Choose webhooks of this website.'] });
  }
}

export async function saveForm(db: Db, landingId: number, body: FormBody, formId?: number): Promise<FormRow> {
  const { name, ...config } = body;
  await checkReferences(db, landingId, config);
  if (formId === undefined) {
    return db.insertInto('forms').values({ landing_id: landingId, name, config: JSON.stringify(config) }).returningAll().executeTakeFirstOrThrow();
  }
  await requireForm(db, landingId, formId);
  return db
    .updateTable('forms')
    .set({ name, config: JSON.stringify(config), updated_at: dbNow() })
    .where('id', '=', formId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Copies `form` into each of `landings` under its name: its page redirect becomes a message
 * (pages are per website) and it keeps no webhooks (they belong to the source). Answers each copy.
 */
export async function distributeForm(db: Db, form: FormRow, landings: readonly LandingRow[]): Promise<{ landing_id: number; form_id: number }[]> {
  const config = formConfigSchema.parse(form.config);
  const copy = { ...config, webhook_ids: [], submit: config.submit.action === 'page' ? { ...config.submit, action: 'message' as const, page_id: null } : { ...config.submit, page_id: null } };
  return db.transaction().execute(async (trx) => {
    const copies: { landing_id: number; form_id: number }[] = [];
    for (const landing of landings) {
      const row = await trx.insertInto('forms').values({ landing_id: landing.id, name: form.name, config: JSON.stringify(copy) }).returning('id').executeTakeFirstOrThrow();
      copies.push({ landing_id: landing.id, form_id: row.id });
    }
    return copies;
  });
}
