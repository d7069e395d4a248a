// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { openApp, PROFILES, setUpAppTests, signedInAs } from '../../test/app.tsx';
import { CONFIG, mockApi } from '../../test/mock-api.ts';
import { click, settle, waitFor } from '../../test/render.tsx';

const CRISP_ID = '1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d';
const WIDGETS = {
  promo: { id: 4, title: 'Spring offer', message: 'Two months free', image_url: null, link_url: 'https://example.com/offer', link_label: null, created_at: '2026-11-01T00:00:00.000Z' },
  help_videos: [{ screen: 'profile', title: 'Your profile', video_url: 'https://youtu.be/dQw4w9WgXcQ', player: { kind: 'frame', src: 'https://www.youtube.com/embed/dQw4w9WgXcQ' } }],
  support_chat: { provider: 'crisp', account_id: CRISP_ID, script_url: 'https://client.crisp.chat/l.js' },
};

const api = () =>
  mockApi({
    'GET /api/v1/config': () => ({ body: CONFIG }),
    'GET /api/v1/widgets': () => ({ body: { data: WIDGETS } }),
    'POST /api/v1/widgets/promos/4/seen': () => ({ body: { success: true } }),
  });

const chatScripts = () => document.head.querySelectorAll('script[data-support-chat]');
const crispCommands = () => (window.$crisp ?? []).map((command) => command.join(' '));

setUpAppTests(PROFILES.agency);
afterEach(() => {
  for (const script of chatScripts()) script.remove();
});

describe('dashboard widgets', () => {
  it("shows an agency owner the promo once, the screen's help video and the support chat, and hides the chat on a card screen", async () => {
    const { calls } = api();
    const app = await openApp('/agency/profile');
    await waitFor(() => expect(app.dialog('Spring offer')).not.toBeNull());
    expect(app.dialog('Spring offer')?.querySelector('a')?.textContent).toBe('Learn more');
    expect(calls).toContain('POST /api/v1/widgets/promos/4/seen');
    await click(app.button('Close'));
    expect(app.dialog('Spring offer')).toBeNull();

    await click(app.button('Help video'));
    expect(app.dialog('Your profile')?.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect([...chatScripts()].map((script) => script.getAttribute('src'))).toEqual(['https://client.crisp.chat/l.js']);
    expect(window.CRISP_WEBSITE_ID).toBe(CRISP_ID);

    // Other screens have no help video; card screens have no widgets and the chat is hidden.
    await settle(() => app.router.navigate('/agency/websites'));
    expect(app.button('Help video')).toBeNull();
    await settle(() => app.router.navigate('/agency/websites/12/cards'));
    expect(crispCommands().at(-1)).toBe('do chat:hide');
    await settle(() => app.router.navigate('/agency/profile'));
    expect(crispCommands().at(-1)).toBe('do chat:show');
    expect(app.dialog('Spring offer')).toBeNull();
    // The script is loaded once however often the chat is shown again.
    expect(chatScripts()).toHaveLength(1);
    expect(calls.filter((call) => call === 'GET /api/v1/widgets')).toHaveLength(1);
  });

  it('asks for no widgets for an agency sub-user', async () => {
    signedInAs(PROFILES.agencyUser);
    const { calls } = api();
    const app = await openApp('/agency/profile');
    await waitFor(() => expect(app.text()).toContain('Profile'));
    await settle();
    expect(calls).not.toContain('GET /api/v1/widgets');
    expect(app.button('Help video')).toBeNull();
    expect(chatScripts()).toHaveLength(0);
  });
});
