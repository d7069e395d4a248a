// @vitest-environment jsdom
import type { Onboarding } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { openApp, PROFILES, setUpAppTests, signedInAs } from '../../../../test/app.tsx';
import { CONFIG, LANDINGS, mockApi } from '../../../../test/mock-api.ts';
import { click, waitFor } from '../../../../test/render.tsx';

const steps = (done: string[]): Onboarding['steps'] =>
  (['website', 'brand_kit', 'publish', 'domain', 'payments', 'card', 'teammate'] as const).map((id) => ({ id, done: done.includes(id) }));

function api(onboarding: Onboarding, websites = LANDINGS) {
  let state = onboarding;
  const calls = mockApi({
    'GET /api/v1/config': () => ({ body: CONFIG }),
    'GET /api/v1/landings': () => ({ body: websites }),
    'GET /api/v1/templates': () => ({ body: { data: [], meta: { total: 0 } } }),
    'GET /api/v1/onboarding': () => ({ body: { data: state } }),
    'PUT /api/v1/onboarding': (init) => {
      state = { ...state, dismissed: (JSON.parse(String(init?.body)) as { dismissed: boolean }).dismissed };
      return { body: { data: state, message: 'Saved.', success: true } };
    },
  });
  return calls;
}

const checklist = (app: Awaited<ReturnType<typeof openApp>>) => app.view.container.querySelector<HTMLElement>('section.getting-started');
const stepTexts = (app: Awaited<ReturnType<typeof openApp>>) => [...checklist(app)!.querySelectorAll('li')].map((item) => item.querySelector('.getting-started__step-title')?.textContent);

setUpAppTests(PROFILES.agency);

describe('the getting-started checklist', () => {
  it('lists the steps with what is done, the progress, and the next step as the main action', async () => {
    api({ dismissed: false, landing_id: 12, steps: steps(['website', 'publish', 'card']) });
    const app = await openApp('/agency/websites');
    await waitFor(() => expect(checklist(app)).not.toBeNull());
    expect(checklist(app)!.textContent).toContain('3 of 7 done');
    expect(checklist(app)!.querySelector('progress')?.value).toBe(3);
    expect(stepTexts(app)).toEqual([
      'Create a website from a template (done)',
      'Set your brand kit (to do)',
      'Publish your site (done)',
      'Connect a domain (to do)',
      'Connect payments (to do)',
      'Create a business card (done)',
      'Invite a teammate (to do)',
    ]);
    const brandKit = app.link('Open brand kit: Set your brand kit')!;
    expect(brandKit.getAttribute('href')).toBe('/agency/websites/12/settings#brand-kit');
    expect(brandKit.className).toContain('btn--primary');
    expect(app.link('Open pages: Publish your site')).toBeNull();
    expect(app.link('Add domain: Connect a domain')?.getAttribute('href')).toBe('/agency/websites/12/settings');
    expect(app.link('Add domain: Connect a domain')?.className).not.toContain('btn--primary');
    expect(app.link('Invite: Invite a teammate')?.getAttribute('href')).toBe('/agency/users');
    expect(app.button('Create website: Create a website from a template')).toBeNull();
  });

  it('waits for a first website before the steps taken inside one, and starts with the create dialog', async () => {
    api({ dismissed: false, landing_id: null, steps: steps([]) }, { data: [], meta: { total: 0 } });
    const app = await openApp('/agency/websites');
    await waitFor(() => expect(checklist(app)).not.toBeNull());
    expect(checklist(app)!.textContent).toContain('Create a website first.');
    expect(app.link('Open pages: Publish your site')).toBeNull();
    await click(app.button('Create website: Create a website from a template'));
    await waitFor(() => expect(app.dialog('Create a website')).not.toBeNull());
  });

  it('hides when asked, and comes back from the Getting started button', async () => {
    const calls = api({ dismissed: false, landing_id: 12, steps: steps(['website']) });
    const app = await openApp('/agency/websites');
    await waitFor(() => expect(checklist(app)).not.toBeNull());
    await click(app.button('Hide the checklist'));
    await waitFor(() => expect(checklist(app)).toBeNull());
    expect(calls.calls).toContain('PUT /api/v1/onboarding');
    await click(app.button('Getting started'));
    await waitFor(() => expect(checklist(app)).not.toBeNull());
  });

  it('is not shown to sub-users, who set nothing up', async () => {
    signedInAs(PROFILES.agencyUser);
    const calls = api({ dismissed: false, landing_id: 12, steps: steps([]) });
    const app = await openApp('/agency/websites');
    await waitFor(() => expect(app.text()).toContain('Bakery'));
    expect(checklist(app)).toBeNull();
    expect(calls.calls).not.toContain('GET /api/v1/onboarding');
  });
});
