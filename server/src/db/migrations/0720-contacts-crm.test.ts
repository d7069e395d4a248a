import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../database.ts';
import { migrations } from './index.ts';

let db: Db;
const migrateTo = async (name: string) => {
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true }).migrateTo(name);
  if (error) throw error;
};

beforeAll(async () => {
  db = openDatabase({});
  await migrateTo('0719-podcast-episodes-prefix');
});
afterAll(() => db.destroy());

describe('migration 0720: contacts as a small CRM', () => {
  it("makes a paid order's contact a checkout, and copies the card leads taken before it in as card-lead contacts", async () => {
    const rows = <T,>(query: { execute(db: Db): Promise<{ rows: T[] }> }) => query.execute(db).then((result) => result.rows);
    const [agency] = await rows<{ id: number }>(sql`insert into agencies (name) values ('Migrated') returning id`);
    const [landing] = await rows<{ id: number }>(sql`insert into landings (agency_id, title, subdomain) values (${agency!.id}, 'Migrated site', 'migrated') returning id`);
    const [form, bought] = await rows<{ id: number }>(sql`
      insert into contacts (landing_id, element_id, fields, ip_hash)
      values (${landing!.id}, 'element-form1', '{"email":"ann@example.test"}', 'a'), (${landing!.id}, 'element-order', '{"email":"bo@example.test"}', 'b')
      returning id`);
    await sql`
      insert into shop_orders (landing_id, account_id, element_id, email, name, items, subtotal, discount, total, currency, status, contact_id)
      values (${landing!.id}, 'acct', 'element-order', 'bo@example.test', 'Bo', '[]', 100, 0, 100, 'usd', 'paid', ${bought!.id})`.execute(db);
    const [card] = await rows<{ id: number }>(sql`
      insert into cards (landing_id, design, theme, content, options, custom_url) values (${landing!.id}, 'design1', 'violet', '{"name":"Ann"}', '{}', 'ann') returning id`);
    const [lead] = await rows<{ id: number }>(sql`
      insert into card_contacts (card_id, fields, ip_hash, created_at) values (${card!.id}, '{"fullname":"Cy","email":"cy@example.test"}', 'c', '2026-02-01T10:00:00Z') returning id`);

    await migrateTo('0720-contacts-crm');

    const contacts = await rows<{ id: number; source: string; card_contact_id: number | null; fields: unknown; created_at: Date }>(
      sql`select id, source, card_contact_id, fields, created_at from contacts where landing_id = ${landing!.id} order by id`,
    );
    expect(contacts).toEqual([
      expect.objectContaining({ id: form!.id, source: 'form', card_contact_id: null }),
      expect.objectContaining({ id: bought!.id, source: 'checkout', card_contact_id: null }),
      expect.objectContaining({ source: 'card_lead', card_contact_id: lead!.id, fields: { fullname: 'Cy', email: 'cy@example.test' }, created_at: new Date('2026-02-01T10:00:00Z') }),
    ]);
    // A card deleted later takes its lead, not the contact the lead became.
    await sql`delete from cards where id = ${card!.id}`.execute(db);
    expect(await rows(sql`select source, card_contact_id from contacts where source = 'card_lead'`)).toEqual([{ source: 'card_lead', card_contact_id: null }]);
    await expect(sql`update contacts set source = 'fax' where id = ${form!.id}`.execute(db)).rejects.toThrow(/check constraint/);
  });
});
