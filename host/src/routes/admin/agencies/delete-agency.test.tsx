// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openApp, PROFILES, resetAppState, signedInAs, type OpenedApp } from '../../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../../test/fields.ts';
import { CONFIG, mockApi } from '../../../test/mock-api.ts';
import { click, waitFor } from '../../../test/render.tsx';

let app: OpenedApp | undefined;

const ACME = {
  id: 3,
  name: 'Acme',
  owner: { id: 7, name: 'Demo', email: 'demo@acme.test' },
  subscribed: false,
  free_fee: false,
  free_register: false,
  plan_name: null,
  landings_count: 2,
  archived: true,
  created_at: '2026-01-01T00:00:00.000Z',
};
const DELETION = { id: 3, name: 'Acme', archived: true, websites: 2, pages: 7, cards: 1, files: 5, users: 4, live_subscription: null };
const CONFIRM_LABEL = 'Type Acme to confirm';

beforeEach(() => {
  resetAppState();
  signedInAs(PROFILES.admin, 'admin-token');
});

afterEach(() => {
  app?.view.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

const deleteButton = () => app!.button('Delete for good');
const dialogText = () => app!.view.container.ownerDocument.querySelector('[role="dialog"]')?.textContent ?? '';

async function openDialog() {
  app = await openApp('/admin/agencies/archived');
  await waitFor(() => expect(app!.button('Delete Acme for good')).not.toBeNull());
  await click(app!.button('Delete Acme for good'));
  await waitFor(() => expect(dialogText()).toContain('This deletes Acme with 2 websites (7 pages), 1 card, 5 files and 4 accounts.'));
}

describe('deleting an archived agency for good', () => {
  it('names what goes and deletes only once the agency name is typed back', async () => {
    let listed = [ACME];
    let sent: unknown;
    const api = mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      'GET /api/v1/agencies': () => ({ body: { data: listed, meta: { total: listed.length } } }),
      'GET /api/v1/agencies/3/deletion': () => ({ body: { data: DELETION } }),
      'DELETE /api/v1/agencies/3': (init) => {
        sent = JSON.parse(String(init?.body));
        listed = [];
        return { body: { data: DELETION, deleted: true, message: 'Acme was deleted for good.', success: true } };
      },
    });
    await openDialog();
    expect(deleteButton()!.disabled).toBe(true);
    changeValue(fieldByLabel(app!.view.container.ownerDocument.body, CONFIRM_LABEL), 'acme');
    expect(deleteButton()!.disabled, 'the name must match as written').toBe(true);
    changeValue(fieldByLabel(app!.view.container.ownerDocument.body, CONFIRM_LABEL), 'Acme');
    expect(deleteButton()!.disabled).toBe(false);
    await click(deleteButton());
    await waitFor(() => expect(sent).toEqual({ confirm_name: 'Acme' }));
    await waitFor(() => expect(dialogText()).toBe(''));
    await waitFor(() => expect(app!.text()).toContain('No archived agencies'));
    expect(api.calls.filter((call) => call.startsWith('DELETE'))).toEqual(['DELETE /api/v1/agencies/3']);
  });

  it("shows the server's refusal in the dialog, where the admin looks", async () => {
    mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      'GET /api/v1/agencies': () => ({ body: { data: [ACME], meta: { total: 1 } } }),
      'GET /api/v1/agencies/3/deletion': () => ({ body: { data: DELETION } }),
      'DELETE /api/v1/agencies/3': () => ({
        status: 422,
        body: { message: 'The given data was invalid.', errors: { subscription: ['Acme still has a live subscription (Pro). Cancel it before deleting the agency for good.'] } },
      }),
    });
    await openDialog();
    changeValue(fieldByLabel(app!.view.container.ownerDocument.body, CONFIRM_LABEL), 'Acme');
    await click(deleteButton());
    await waitFor(() => expect(dialogText()).toContain('Acme still has a live subscription (Pro). Cancel it before deleting the agency for good.'));
    expect(app!.view.container.ownerDocument.querySelector('[role="dialog"] [role="alert"]')).not.toBeNull();
  });

  it('holds the button while the agency still has a live subscription, and offers no deletion for an active agency', async () => {
    mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      'GET /api/v1/agencies': (_init, url) => ({ body: { data: [{ ...ACME, archived: new URL(url, 'http://x').searchParams.get('status') === 'archived' }], meta: { total: 1 } } }),
      'GET /api/v1/agencies/3/deletion': () => ({ body: { data: { ...DELETION, live_subscription: 'Pro' } } }),
    });
    app = await openApp('/admin/agencies');
    await waitFor(() => expect(app!.button('Archive Acme')).not.toBeNull());
    expect(app!.button('Delete Acme for good')).toBeNull();
    app.view.unmount();

    await openDialog();
    expect(dialogText()).toContain('Cancel its subscription (Pro) before deleting the agency for good.');
    changeValue(fieldByLabel(app!.view.container.ownerDocument.body, CONFIRM_LABEL), 'Acme');
    expect(deleteButton()!.disabled).toBe(true);
  });
});
