import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queue } from '../../services/queue.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { AUTOMATIC_BACKUP_JOB, runAutomaticBackup, takeBackup } from './backups.service.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
  t.request({ method, url: `/api/v1/landings/${owner.landingId}${url}`, token: as, ...(payload ? { payload } : {}) });

function headline(text: string) {
  return {
    schemaVersion: 1,
    sections: [
      {
        id: 'section-b1',
        key: 'section',
        options: {},
        rows: [{ id: 'row-b1', key: 'row', options: {}, columns: [{ id: 'column-b1', key: 'column', options: { width: 100 }, elements: [{ id: 'element-b1', key: 'headline', props: { text } }] }] }],
      },
    ],
  };
}

async function saveHome(text: string) {
  const page = (await api('GET', `/pages/${owner.pageId}`)).json().data;
  const response = await api('PUT', `/pages/${owner.pageId}/design`, { design: headline(text), version: page.version });
  expect(response.statusCode).toBe(200);
}

const homeText = async () => (await api('GET', `/pages/${owner.pageId}`)).json().data.design.sections[0].rows[0].columns[0].elements[0].props.text;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createAgency('Backup Keepers');
  token = await t.login(owner.credentials);
});
afterAll(() => t.close());

describe('backups', () => {
  it('backs up, and a restore brings the earlier pages, designs, forms, menus and settings back', async () => {
    await saveHome('Before');
    const about = (await api('POST', '/pages', { name: 'About' })).json().data;
    await api('POST', '/forms', { name: 'Lead form', fields: [{ name: 'email', label: 'Email', type: 'email', required: true }] });
    await api('POST', '/menus', { name: 'Main', items: [{ label: 'About', page_id: about.id }] });
    await api('PUT', '/settings', { title: 'Keepers', lang: 'fr' });

    const instant = await api('PUT', '/backup-records/instant-backup');
    expect(instant.statusCode).toBe(200);
    const backup = instant.json().data;
    expect(backup).toMatchObject({ kind: 'manual', pages_count: 2, note: '' });
    expect(backup.size_label).toMatch(/ kB$/);

    await saveHome('After');
    await api('DELETE', `/pages/${about.id}`);
    await api('POST', '/pages', { name: 'Newcomer' });
    const forms = (await api('GET', '/forms')).json().data;
    await api('DELETE', `/forms/${forms[0].id}`);
    await api('PUT', '/settings', { title: 'Changed', lang: 'de' });

    const restored = await api('PUT', `/backup-records/${backup.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ title: 'Keepers', settings: { lang: 'fr' } });
    expect(await homeText()).toBe('Before');
    const pages = (await api('GET', '/pages')).json().data;
    expect(pages.map((page: { name: string; unique_name: string }) => [page.name, page.unique_name])).toEqual([
      ['Home', 'home'],
      ['About', 'about'],
    ]);
    expect(pages[0]).toMatchObject({ id: owner.pageId, is_home: true });
    const menus = (await api('GET', '/menus')).json().data;
    expect(menus[0].items[0].page_id).toBe(pages[1].id);
    expect((await api('GET', '/forms')).json().data.map((form: { name: string }) => form.name)).toEqual(['Lead form']);

    const list = (await api('GET', '/backup-records')).json();
    expect(list.data.map((record: { kind: string }) => record.kind)).toEqual(['restore', 'manual']);
    // The pre-restore backup undoes the restore.
    await api('PUT', `/backup-records/${list.data[0].id}/restore`);
    expect(await homeText()).toBe('After');
  });

  it("refuses to restore another website's backup, and changes nothing", async () => {
    const other = await t.createAgency('Other Keepers');
    const foreign = await takeBackup(t.db, other.landingId, 'manual');
    const before = await homeText();
    const count = (await api('GET', '/backup-records')).json().meta.total;
    const response = await api('PUT', `/backup-records/${foreign.id}/restore`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Backup not found.');
    expect(await homeText()).toBe(before);
    expect((await api('GET', '/backup-records')).json().meta.total).toBe(count);
    const rival = await t.login(other.credentials);
    expect((await api('GET', '/backup-records', undefined, rival)).statusCode).toBe(404);
  });

  it('labels and deletes a backup; a sub-user without the permission may not', async () => {
    const backup = (await api('PUT', '/backup-records/instant-backup')).json().data;
    expect((await api('PUT', `/backup-records/${backup.id}`, { note: 'Before the redesign' })).json().data.note).toBe('Before the redesign');
    const subId = await t.createUser({ email: 'backup-sub@example.test', role: 'AgencyUser', agencyId: owner.agencyId });
    await t.grantLanding(subId, owner.landingId, ['pages.view']);
    const sub = await t.tokenFor(subId);
    expect((await api('PUT', `/backup-records/${backup.id}/restore`, undefined, sub)).statusCode).toBe(403);
    expect((await api('DELETE', `/backup-records/${backup.id}`)).statusCode).toBe(200);
    expect((await api('DELETE', `/backup-records/${backup.id}`)).statusCode).toBe(404);
  });
});

describe('daily backups', () => {
  it('queues the first job a day ahead when switched on', async () => {
    const response = await api('PUT', '/backup-records/automatic-backup-option', { automatic_backup: true });
    expect(response.json()).toMatchObject({ data: { automatic_backup: true }, message: 'Daily backups are on.' });
    const jobs = await sql<{ data: { landingId: number; run: string }; start_after: Date }>`select data, start_after from pgboss.job where name = ${AUTOMATIC_BACKUP_JOB}`.execute(t.db);
    expect(jobs.rows).toHaveLength(1);
    expect(jobs.rows[0]!.data.landingId).toBe(owner.landingId);
    expect(new Date(jobs.rows[0]!.start_after).getTime() - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);
    expect((await api('GET', '/backup-records')).json().meta.automatic_backup).toBe(true);
  });

  it("answers at the spec's addresses too: PUT automatic-backup-option and instant-backup beside the website", async () => {
    const off = await api('PUT', '/automatic-backup-option', { automatic_backup: false });
    expect(off.json()).toMatchObject({ data: { automatic_backup: false }, message: 'Daily backups are off.' });
    expect((await api('GET', '/backup-records')).json().meta.automatic_backup).toBe(false);
    expect((await api('PUT', '/automatic-backup-option', { automatic_backup: 'yes' })).statusCode).toBe(422);
    const taken = await api('PUT', '/instant-backup');
    expect(taken.statusCode).toBe(200);
    expect((await api('GET', '/backup-records')).json().data.map((row: { id: number }) => row.id)).toContain(taken.json().data.id);
    const on = await api('PUT', '/automatic-backup-option', { automatic_backup: true });
    expect(on.json()).toMatchObject({ data: { automatic_backup: true }, message: 'Daily backups are on.' });
  });

  it('takes the backup, keeps the last 30, queues the next; a switched-off chain stops', async () => {
    const landing = await t.db.selectFrom('landings').select('automatic_backup_run').where('id', '=', owner.landingId).executeTakeFirstOrThrow();
    const sent: unknown[] = [];
    const queue = { send: async (_name: string, data: object) => (sent.push(data), 'job') } as unknown as Queue;
    const job = { landingId: owner.landingId, run: landing.automatic_backup_run! };
    for (let day = 0; day < 32; day++) expect(await runAutomaticBackup(t.db, queue, job)).toBe(true);
    expect(sent).toHaveLength(32);
    const automatic = await t.db.selectFrom('backup_records').select('id').where('landing_id', '=', owner.landingId).where('kind', '=', 'automatic').execute();
    expect(automatic).toHaveLength(30);
    expect((await api('GET', '/backup-records')).json().data.some((record: { kind: string }) => record.kind === 'manual')).toBe(true);

    await api('PUT', '/backup-records/automatic-backup-option', { automatic_backup: false });
    expect(await runAutomaticBackup(t.db, queue, job)).toBe(false);
    await api('PUT', '/backup-records/automatic-backup-option', { automatic_backup: true });
    expect(await runAutomaticBackup(t.db, queue, job)).toBe(false);
  });
});
