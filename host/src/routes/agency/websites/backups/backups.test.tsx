// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { openApp, PROFILES, setUpAppTests, type OpenedApp } from '../../../../test/app.tsx';
import { CONFIG, mockApi } from '../../../../test/mock-api.ts';
import { click, waitFor } from '../../../../test/render.tsx';

let app: OpenedApp | undefined;

const BACKUP = { id: 5, landing_id: 12, kind: 'manual', note: 'Before launch', pages_count: 3, size: 2048, size_label: '2.0 kB', created_at: '2026-01-01T10:00:00.000Z' };
const ok = { body: { message: 'Done.', success: true } };

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/config': () => ({ body: CONFIG }),
    'GET /api/v1/landings/12/backup-records': () => ({ body: { data: [BACKUP], meta: { total: 1, automatic_backup: false } } }),
    ...extra,
  });
}

setUpAppTests(PROFILES.agency);

describe('/agency/websites/{id}/backups', () => {
  it('lists backups, backs up now and switches daily backups on', async () => {
    const calls = api({
      'PUT /api/v1/landings/12/backup-records/instant-backup': () => ({ body: { data: BACKUP, message: 'Backup taken.', success: true } }),
      'PUT /api/v1/landings/12/backup-records/automatic-backup-option': () => ({ body: { data: { automatic_backup: true }, message: 'Saved.', success: true } }),
    });
    app = await openApp('/agency/websites/12/backups');
    await waitFor(() => expect(app!.text()).toContain('Before launch'));
    expect(app!.text()).toContain('2.0 kB');
    expect(app!.text()).toContain('Instant');
    await click(app!.button('Back up now'));
    await waitFor(() => expect(calls.calls).toContain('PUT /api/v1/landings/12/backup-records/instant-backup'));
    await click(app!.view.container.querySelector('input[type="checkbox"]'));
    await waitFor(() => expect(calls.calls).toContain('PUT /api/v1/landings/12/backup-records/automatic-backup-option'));
    const sent = calls.fetchMock.mock.calls.find(([url]) => String(url).endsWith('automatic-backup-option'))!;
    expect(JSON.parse(String(sent[1]?.body))).toEqual({ automatic_backup: true });
  });

  it('restores and deletes only after a confirmation', async () => {
    const calls = api({
      'PUT /api/v1/landings/12/backup-records/5/restore': () => ok,
      'DELETE /api/v1/landings/12/backup-records/5': () => ok,
    });
    app = await openApp('/agency/websites/12/backups');
    await waitFor(() => expect(app!.button('Restore backup 5')).not.toBeNull());
    await click(app!.button('Restore backup 5'));
    expect(app!.dialog('Restore this backup?')?.textContent).toContain('Its current state is backed up first.');
    await click(app!.button('Cancel'));
    expect(calls.calls).not.toContain('PUT /api/v1/landings/12/backup-records/5/restore');
    await click(app!.button('Restore backup 5'));
    await click(app!.button('Restore backup'));
    await waitFor(() => expect(calls.calls).toContain('PUT /api/v1/landings/12/backup-records/5/restore'));
    await waitFor(() => expect(app!.button('Delete backup 5')).not.toBeNull());
    await click(app!.button('Delete backup 5'));
    await click(app!.button('Delete backup'));
    await waitFor(() => expect(calls.calls).toContain('DELETE /api/v1/landings/12/backup-records/5'));
  });
});
