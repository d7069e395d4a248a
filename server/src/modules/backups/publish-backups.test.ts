import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { PUBLISH_BACKUP_JOB, runPublishBackup } from './publish-backups.ts';
import { prunePublishBackups } from './publish-retention.ts';

type Agency = Awaited<ReturnType<TestApp['createAgency']>>;
interface Listed {
  id: number;
  kind: string;
  created_at: string;
}

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;

function headline(text: string) {
  return {
    schemaVersion: 1,
    sections: [
      {
        id: 'section-p1',
        key: 'section',
        options: {},
        rows: [{ id: 'row-p1', key: 'row', options: {}, columns: [{ id: 'column-p1', key: 'column', options: { width: 100 }, elements: [{ id: 'element-p1', key: 'headline', props: { text } }] }] }],
      },
    ],
  };
}

/** A website's owner, calling the API on it. */
async function ownerOf(name: string) {
  const agency = await t.createAgency(name);
  const token = await t.login(agency.credentials);
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.request({ method, url: `/api/v1/landings/${agency.landingId}${url}`, token, ...(payload ? { payload } : {}) });
  const saveHome = async (text: string) => {
    const page = (await api('GET', `/pages/${agency.pageId}`)).json().data;
    expect((await api('PUT', `/pages/${agency.pageId}/design`, { design: headline(text), version: page.version })).statusCode).toBe(200);
  };
  const homeText = async () => (await api('GET', `/pages/${agency.pageId}`)).json().data.design.sections[0].rows[0].columns[0].elements[0].props.text;
  const backups = async (): Promise<Listed[]> => (await api('GET', '/backup-records')).json().data;
  return { agency, api, saveHome, homeText, backups };
}

/** Backup rows written directly, dated as a test needs; the snapshot is the website's own first backup's. */
async function insertBackups(agency: Agency, snapshot: unknown, rows: { kind: 'manual' | 'automatic' | 'publish' | 'restore'; at: Date }[]) {
  const inserted = await t.db
    .insertInto('backup_records')
    .values(rows.map((row) => ({ landing_id: agency.landingId, kind: row.kind, snapshot: JSON.stringify(snapshot), size: 100, created_at: row.at })))
    .returning('id')
    .execute();
  return inserted.map((row) => row.id);
}

async function snapshotOf(agency: Agency) {
  const taken = await t.request({ method: 'PUT', url: `/api/v1/landings/${agency.landingId}/instant-backup`, token: await t.login(agency.credentials) });
  const row = await t.db.selectFrom('backup_records').select('snapshot').where('id', '=', taken.json().data.id).executeTakeFirstOrThrow();
  await t.db.deleteFrom('backup_records').where('id', '=', taken.json().data.id).execute();
  return row.snapshot;
}

const publishIds = async (agency: Agency) =>
  (await t.db.selectFrom('backup_records').select('id').where('landing_id', '=', agency.landingId).where('kind', '=', 'publish').orderBy('id').execute()).map((row) => row.id);

beforeAll(async () => {
  t = await createTestApp({ heldJobs: [PUBLISH_BACKUP_JOB] });
});
afterAll(() => t.close());

describe('publish backups', () => {
  it('are taken by a queued job after the publish has answered: the site as published, then pruned to the last 20', async () => {
    const site = await ownerOf('Publish Keepers');
    const snapshot = await snapshotOf(site.agency);
    const now = Date.now();
    // 24 publish backups over a month old: only the newest 19 stay beside the new one.
    const old = await insertBackups(
      site.agency,
      snapshot,
      Array.from({ length: 24 }, (_, i) => ({ kind: 'publish' as const, at: new Date(now - (54 - i) * DAY) })),
    );
    const [manual] = await insertBackups(site.agency, snapshot, [{ kind: 'manual', at: new Date(now - 60 * DAY) }]);

    await site.saveHome('Live');
    const published = await site.api('POST', `/pages/${site.agency.pageId}/publish`);
    expect(published.statusCode).toBe(200);
    // The publish answered before any backup was taken: its job waits in the queue.
    expect(await publishIds(site.agency)).toEqual(old);
    // A draft edited after the publish is not what the publish put live.
    await site.saveHome('Draft after the publish');

    expect(await t.runJobs(PUBLISH_BACKUP_JOB)).toBe(1);
    const backup = (await site.backups()).find((row) => row.kind === 'publish' && !old.includes(row.id))!;
    expect(backup).toBeDefined();
    expect(backup.created_at).toBe(published.json().data.published_at);
    expect(await publishIds(site.agency)).toEqual([...old.slice(5), backup.id]);
    expect((await site.backups()).map((row) => row.id)).toContain(manual);

    expect((await site.api('PUT', `/backup-records/${backup.id}/restore`)).statusCode).toBe(200);
    expect(await site.homeText()).toBe('Live');
  });

  it('retries a job that failed, and the retry takes the backup', async () => {
    const site = await ownerOf('Retry Keepers');
    await site.saveHome('Published once');
    expect((await site.api('POST', `/pages/${site.agency.pageId}/publish`)).statusCode).toBe(200);
    // The database refuses publish backups for a moment, as it would while it is unreachable.
    await sql`alter table backup_records add constraint refuse_publish_backups check (kind <> 'publish') not valid`.execute(t.db);
    try {
      expect(await t.runJobs(PUBLISH_BACKUP_JOB)).toBe(1);
    } finally {
      await sql`alter table backup_records drop constraint refuse_publish_backups`.execute(t.db);
    }
    expect(await publishIds(site.agency)).toEqual([]);
    const jobOf = sql<{ state: string }>`select state from pgboss.job where name = ${PUBLISH_BACKUP_JOB} and (data->>'landingId')::int = ${site.agency.landingId}`;
    expect((await jobOf.execute(t.db)).rows).toEqual([{ state: 'retry' }]);

    // The retry's delay has passed.
    await sql`update pgboss.job set start_after = now() - interval '1 minute' where name = ${PUBLISH_BACKUP_JOB} and state = 'retry'`.execute(t.db);
    expect(await t.runJobs(PUBLISH_BACKUP_JOB)).toBe(1);
    expect(await publishIds(site.agency)).toHaveLength(1);
    expect((await jobOf.execute(t.db)).rows).toEqual([{ state: 'completed' }]);
  });

  it('takes one backup for publishes made before its job ran, and none again when the job is retried', async () => {
    const site = await ownerOf('Busy Publishers');
    const first = new Date(Date.now() - 2000);
    const second = new Date(Date.now() - 1000);
    // Two publishes, the second before the first one's job ran; the draft has moved on since.
    await t.db
      .updateTable('pages')
      .set({ design: JSON.stringify(headline('Draft')), published_design: JSON.stringify(headline('Second publish')), published_version: 2, published_at: second })
      .where('id', '=', site.agency.pageId)
      .execute();
    const job = (at: Date) => ({ landingId: site.agency.landingId, userId: site.agency.ownerId, publishedAt: at.toISOString() });

    const taken = await runPublishBackup(t.db, job(first), new Date());
    expect(taken?.created_at.toISOString()).toBe(second.toISOString());
    expect(await runPublishBackup(t.db, job(second), new Date())).toBeNull();
    expect(await runPublishBackup(t.db, job(first), new Date())).toBeNull();
    expect(await publishIds(site.agency)).toEqual([taken!.id]);

    expect((await site.api('PUT', `/backup-records/${taken!.id}/restore`)).statusCode).toBe(200);
    expect(await site.homeText()).toBe('Second publish');
  });

  it('keeps the last 20 and the newest of each day for 30 days; other kinds and other websites are left alone', async () => {
    const site = await ownerOf('Retention Keepers');
    const other = await ownerOf('Other Retention');
    await site.saveHome('Kept');
    const snapshot = await snapshotOf(site.agency);
    const now = new Date('2030-06-30T12:00:00Z');
    const at = (daysAgo: number, hour: number) => new Date(Date.UTC(2030, 5, 30 - daysAgo, hour));
    // 25 publish backups across 40 days: 6 today, 5 yesterday, 10 two days ago, 2 twelve days ago, one 29 and one 39 days ago.
    const publishes = [
      ...Array.from({ length: 6 }, (_, i) => ({ label: `today ${i}`, at: at(0, i) })),
      ...Array.from({ length: 5 }, (_, i) => ({ label: `yesterday ${i}`, at: at(1, 10 + i) })),
      ...Array.from({ length: 10 }, (_, i) => ({ label: `two days ago ${i}`, at: at(2, 8 + i) })),
      { label: 'twelve days ago, morning', at: at(12, 9) },
      { label: 'twelve days ago, evening', at: at(12, 20) },
      { label: '29 days ago', at: at(29, 14) },
      { label: '39 days ago', at: at(39, 14) },
    ];
    expect(publishes).toHaveLength(25);
    const ids = await insertBackups(site.agency, snapshot, publishes.map((row) => ({ kind: 'publish' as const, at: row.at })));
    const labelOf = new Map(ids.map((id, i) => [id, publishes[i]!.label]));
    const others = await insertBackups(
      site.agency,
      snapshot,
      Array.from({ length: 45 }, (_, i) => ({ kind: (['manual', 'automatic', 'restore'] as const)[i % 3]!, at: at(i, 6) })),
    );
    const foreign = await insertBackups(other.agency, snapshot, Array.from({ length: 25 }, (_, i) => ({ kind: 'publish' as const, at: at(39 - i, 6) })));

    expect(await prunePublishBackups(t.db, site.agency.landingId, now)).toBe(3);

    const kept = (await publishIds(site.agency)).map((id) => labelOf.get(id));
    expect(kept).toEqual([
      ...Array.from({ length: 6 }, (_, i) => `today ${i}`),
      ...Array.from({ length: 5 }, (_, i) => `yesterday ${i}`),
      ...Array.from({ length: 9 }, (_, i) => `two days ago ${i + 1}`),
      'twelve days ago, evening',
      '29 days ago',
    ]);
    const left = await t.db.selectFrom('backup_records').select('id').where('id', 'in', [...others, ...foreign]).execute();
    expect(left).toHaveLength(others.length + foreign.length);

    // A kept restore point from four weeks ago still restores.
    const monthOld = ids[publishes.findIndex((row) => row.label === '29 days ago')]!;
    await site.saveHome('Changed since');
    expect((await site.api('PUT', `/backup-records/${monthOld}/restore`)).statusCode).toBe(200);
    expect(await site.homeText()).toBe('Kept');
  });
});
