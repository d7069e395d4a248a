import { randomBytes } from 'node:crypto';
import { CARD_PERMISSION_KEYS, cardLeadFormSchema, emptyDocument } from '@tessera/core';
import { cardContentInputSchema } from '@tessera/sdk';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { hashPassword } from '../modules/auth/password-hashing.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@tessera.local';
export const DEFAULT_DEMO_EMAIL = 'demo@tessera.local';
export const DEFAULT_CARD_EMAIL = 'card@tessera.local';
export const DEMO_SUBDOMAIN = 'demo';
export const DEMO_CARD_URL = 'demo-card';

/** The demo card holder's card: every part of the builder has something in it, the lead form included. */
const DEMO_CARD_CONTENT = {
  name: 'Demo Card Holder',
  title: 'Account manager',
  company: 'Demo Agency',
  bio: 'This is a demo card: change it in the card builder, then share its address or QR code.',
  channels: [
    { type: 'call', value: '+1 213 373 4253', label: '' },
    { type: 'email', value: 'hello@example.com', label: '' },
    { type: 'website', value: 'https://example.com', label: '' },
    { type: 'linkedin', value: 'https://www.linkedin.com/', label: '' },
  ],
};

export interface SeededAccount {
  role: 'Admin' | 'Agency' | 'CardUser';
  email: string;
  /** Set only when the password was generated here, so it can be shown once. */
  generatedPassword?: string;
}

function credential(email: string | undefined, password: string | undefined, fallbackEmail: string) {
  return password
    ? { email: email ?? fallbackEmail, password, generated: false }
    : { email: email ?? fallbackEmail, password: randomBytes(9).toString('base64url'), generated: true };
}

/**
 * On an empty database: an admin, a demo agency with a demo website (subdomain "demo") and its
 * home page, and a card holder of that agency who holds a card of the demo website (so the card
 * screens are not empty). Does nothing once any user exists, so a second start adds nothing.
 * `premium`: the installed premium elements and apps, which the demo agency holds by an admin's
 * grant so the demo shows the whole product; agencies that sign up hold what their plan grants.
 */
export async function seedIfEmpty(db: Db, config: AppConfig, premium: { elements: readonly string[]; apps: readonly string[] } = { elements: [], apps: [] }): Promise<SeededAccount[]> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return [];
  const admin = credential(config.seed.adminEmail, config.seed.adminPassword, DEFAULT_ADMIN_EMAIL);
  const demo = credential(config.seed.demoEmail, config.seed.demoPassword, DEFAULT_DEMO_EMAIL);
  const card = credential(config.seed.cardEmail, config.seed.cardPassword, DEFAULT_CARD_EMAIL);
  const [adminHash, demoHash, cardHash] = await Promise.all([hashPassword(admin.password), hashPassword(demo.password), hashPassword(card.password)]);

  await db.transaction().execute(async (tx) => {
    await tx.insertInto('users').values({ email: admin.email, name: 'Administrator', password_hash: adminHash, role: 'Admin' }).execute();
    const agency = await tx
      .insertInto('agencies')
      .values({ name: 'Demo Agency', subscribed: true, premium_elements: JSON.stringify(premium.elements), premium_apps: JSON.stringify(premium.apps) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('users')
      .values({ email: demo.email, name: 'Demo Agency', password_hash: demoHash, role: 'Agency', agency_id: agency.id, can_create_landing: true })
      .execute();
    const holder = await tx
      .insertInto('users')
      .values({ email: card.email, name: 'Demo Card Holder', password_hash: cardHash, role: 'CardUser', agency_id: agency.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const landing = await tx
      .insertInto('landings')
      .values({ agency_id: agency.id, title: 'Demo website', description: 'A website to try the designer on.', subdomain: DEMO_SUBDOMAIN })
      .returning('id')
      .executeTakeFirstOrThrow();
    const page = await tx
      .insertInto('pages')
      .values({ landing_id: landing.id, name: 'Home', unique_name: 'home', title: 'Demo website', design: JSON.stringify(emptyDocument()) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx.updateTable('landings').set({ home_page_id: page.id }).where('id', '=', landing.id).execute();
    const demoCard = await tx
      .insertInto('cards')
      .values({
        landing_id: landing.id,
        design: 'design1',
        theme: 'violet',
        content: JSON.stringify(cardContentInputSchema.parse(DEMO_CARD_CONTENT)),
        options: JSON.stringify({}),
        custom_url: DEMO_CARD_URL,
        redirect: '',
        show_lead_form: true,
        lead_form: JSON.stringify(cardLeadFormSchema.parse({})),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx.insertInto('card_users').values({ card_id: demoCard.id, user_id: holder.id, permissions: JSON.stringify(CARD_PERMISSION_KEYS) }).execute();
  });

  return [
    { role: 'Admin', email: admin.email, generatedPassword: admin.generated ? admin.password : undefined },
    { role: 'Agency', email: demo.email, generatedPassword: demo.generated ? demo.password : undefined },
    { role: 'CardUser', email: card.email, generatedPassword: card.generated ? card.password : undefined },
  ];
}

/** The installed premium elements, card designs (granted with the elements) and apps, for the demo agency's grant. */
export function premiumIds(elements: readonly { id: string; premium: boolean }[], apps: readonly { id: string; premium: boolean }[], cardDesigns: readonly { id: string; premium: boolean }[] = []) {
  const ids = (plugins: readonly { id: string; premium: boolean }[]) => plugins.filter((plugin) => plugin.premium).map((plugin) => plugin.id);
  return { elements: [...ids(elements), ...ids(cardDesigns)], apps: ids(apps) };
}
