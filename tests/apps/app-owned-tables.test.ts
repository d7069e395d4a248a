import { createServiceContainer, defineApp, type AppMigration } from '@tessera/sdk';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations as blogMigrations } from '../../plugins/apps/blog/server/migrations.ts';
import { migrations as podcastMigrations } from '../../plugins/apps/podcasts/server/migrations.ts';
import { appMigrationTable, runAppMigrations } from '../../server/src/apps/app-migrations.ts';
import type { InstalledApp } from '../../server/src/apps/installed-apps.ts';
import { createTestApp, type TestApp } from '../../server/src/testing/test-app.ts';
import { createTestDatabase } from '../../server/src/testing/test-database.ts';
import { up as prefixPodcastEpisodes } from '../../server/src/db/migrations/0719-podcast-episodes-prefix.ts';

/** The blog's posts and the podcasts' episodes are their apps' tables, made by the apps' own migrations and named after the apps. */

let t: TestApp;
let landingId: number;

const asInstalled = (id: string, migrations: readonly AppMigration[]): InstalledApp => ({
  definition: defineApp({ id, version: '1.0.0', label: id, premium: false, directory: { description: id, icon: 'note' } }),
  server: { migrations },
  context: { appId: id, db: t.db, services: createServiceContainer(), config: {} },
});
const history = async (appId: string) => (await sql<{ name: string }>`select name from ${sql.table(appMigrationTable(appId))} order by name`.execute(t.db)).rows.map((row) => row.name);
const tableExists = async (name: string, db = t.db) => (await sql<{ found: string | null }>`select to_regclass(${name})::text as found`.execute(db)).rows[0]!.found !== null;

beforeAll(async () => {
  t = await createTestApp();
  landingId = (await t.createAgency('Keepers')).landingId;
});
afterAll(() => t.close());

describe("the apps' own tables", () => {
  it("are made by the apps' migrations on a new install, not by the platform's", async () => {
    const platformOnly = await createTestDatabase();
    try {
      expect(await tableExists('blog_posts', platformOnly.db)).toBe(false);
      expect(await tableExists('podcasts_episodes', platformOnly.db)).toBe(false);
    } finally {
      await platformOnly.drop();
    }
    expect(await tableExists('blog_posts')).toBe(true);
    expect(await tableExists('podcasts_episodes')).toBe(true);
    expect(await tableExists('episodes')).toBe(false);
    expect((await history('blog'))[0]).toBe('0000-posts');
    expect((await history('podcasts'))[0]).toBe('0000-episodes');
  });

  it('keep the posts and episodes of an install whose tables the platform made before', async () => {
    await sql`insert into blog_posts (landing_id, title, unique_name, design) values (${landingId}, 'Spring menu', 'spring-menu', '{}'::jsonb)`.execute(t.db);
    await sql`insert into podcasts_episodes (landing_id, title, unique_name, audio_url) values (${landingId}, 'Pilot', 'pilot', 'https://cdn.example/pilot.mp3')`.execute(t.db);
    // Such an install ran the apps' later migrations on the platform's tables, but not their 0000,
    // and its episodes table still has the name the platform gave it.
    await sql`delete from ${sql.table(appMigrationTable('blog'))} where name = '0000-posts'`.execute(t.db);
    await sql`delete from ${sql.table(appMigrationTable('podcasts'))} where name = '0000-episodes'`.execute(t.db);
    await sql`alter table podcasts_episodes rename to episodes`.execute(t.db);

    // Migrations see the database untyped, as the Migrator hands it to them.
    await prefixPodcastEpisodes(t.db as unknown as Kysely<unknown>);
    await runAppMigrations(t.db, [asInstalled('blog', blogMigrations), asInstalled('podcasts', podcastMigrations)]);

    expect((await sql<{ title: string }>`select title from blog_posts where landing_id = ${landingId}`.execute(t.db)).rows).toEqual([{ title: 'Spring menu' }]);
    expect((await sql<{ title: string }>`select title from podcasts_episodes where landing_id = ${landingId}`.execute(t.db)).rows).toEqual([{ title: 'Pilot' }]);
    expect(await history('blog')).toEqual(blogMigrations.map((migration) => migration.name));
    expect(await history('podcasts')).toEqual(podcastMigrations.map((migration) => migration.name));
  });
});
