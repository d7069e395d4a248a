// @vitest-environment jsdom
import { installedPermissionKeys } from '@tessera/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openApp, PROFILES, resetAppState, signedInAs, type OpenedApp } from '../test/app.tsx';
import { CONFIG, LANDINGS, mockApi } from '../test/mock-api.ts';
import { click, waitFor } from '../test/render.tsx';
import { noPermissionMessage, permissionsOn } from './permissions.ts';

let app: OpenedApp | undefined;

const PAGES = {
  data: [
    {
      id: 1,
      landing_id: 12,
      name: 'Home',
      unique_name: 'home',
      title: 'Home',
      description: '',
      is_home: true,
      version: 2,
      published_version: 1,
      published_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-02T00:00:00.000Z',
    },
  ],
  meta: { total: 1 },
};

beforeEach(() => resetAppState());

afterEach(() => {
  app?.view.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

describe('permissionsOn (spec §6)', () => {
  it('gives owners and admins every key, sub-users their entry’s keys for that website, card users none', () => {
    expect(permissionsOn(PROFILES.agency, 99)).toEqual(installedPermissionKeys());
    expect(permissionsOn(PROFILES.admin, 12)).toEqual(installedPermissionKeys());
    expect(permissionsOn(PROFILES.agencyUser, 12)).toEqual(['pages.view']);
    expect(permissionsOn(PROFILES.agencyUser, 13)).toEqual([]);
    expect(permissionsOn(PROFILES.cardUser, 12)).toEqual([]);
    expect(permissionsOn(null, 12)).toEqual([]);
  });

  it('words the tooltip from the permission’s label', () => {
    expect(noPermissionMessage('pages.design')).toBe("You don't have permission to design pages.");
  });
});

describe('permission-gated buttons', () => {
  function api(landingsOf = LANDINGS) {
    return mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      'GET /api/v1/landings': () => ({ body: landingsOf }),
      'GET /api/v1/landings/12': () => ({ body: { data: LANDINGS.data[0] } }),
      'GET /api/v1/landings/12/pages': () => ({ body: PAGES }),
      'POST /api/v1/landings/12/pages/1/publish': () => ({
        body: { data: { published_version: 2, published_at: '2026-01-03T00:00:00.000Z' }, message: 'Page published.', success: true },
      }),
    });
  }

  const buttonTooltip = (button: HTMLElement | null) => {
    const id = button?.getAttribute('aria-describedby');
    return id ? document.getElementById(id)?.textContent : undefined;
  };

  it('shows Design and Publish as disabled, with the no-permission tooltip, to a sub-user without them', async () => {
    signedInAs(PROFILES.agencyUser);
    const calls = api();
    app = await openApp('/agency/websites/12/pages');
    await waitFor(() => expect(app!.text()).toContain('Home'));
    expect(app!.link('Design')).toBeNull();
    const design = app!.button('Design');
    expect(design?.getAttribute('aria-disabled')).toBe('true');
    expect(design?.className).toContain('btn--small');
    expect(buttonTooltip(design)).toBe("You don't have permission to design pages.");
    expect(document.getElementById(design!.getAttribute('aria-describedby')!)?.getAttribute('role')).toBe('tooltip');
    const publish = app!.button('Publish');
    expect(publish?.getAttribute('aria-disabled')).toBe('true');
    expect(buttonTooltip(publish)).toBe("You don't have permission to publish pages.");

    await click(design);
    await click(publish);
    expect(app!.path()).toBe('/agency/websites/12/pages');
    expect(calls.calls).not.toContain('POST /api/v1/landings/12/pages/1/publish');
  });

  it('lets the agency owner design and publish', async () => {
    signedInAs(PROFILES.agency);
    const calls = api();
    app = await openApp('/agency/websites/12/pages');
    await waitFor(() => expect(app!.link('Design')).not.toBeNull());
    expect(app!.link('Design')?.getAttribute('href')).toBe('/agency/websites/12/pages/1/design');
    expect(app!.button('Publish')?.getAttribute('aria-disabled')).toBeNull();
    await click(app!.button('Publish'));
    await waitFor(() => expect(calls.calls).toContain('POST /api/v1/landings/12/pages/1/publish'));
  });

  it('gates the website card: Edit needs pages.design, the way to its pages needs pages.view', async () => {
    signedInAs({ ...PROFILES.agencyUser, user_landings: [{ landing_id: 12, permissions: ['pages.design'] }] });
    api();
    app = await openApp('/agency/websites');
    await waitFor(() => expect(app!.text()).toContain('Bakery'));
    expect(app!.link('Edit Bakery')?.getAttribute('href')).toBe('/agency/websites/12/pages/1/design');
    expect(app!.link('Bakery')).toBeNull();
    await click(app!.button('More actions for Bakery'));
    expect(app!.link('Pages')).toBeNull();
  });

  it('shows Edit disabled, saying why, to a user who may view the pages but not design them', async () => {
    signedInAs({ ...PROFILES.agencyUser, user_landings: [{ landing_id: 12, permissions: ['pages.view'] }] });
    api();
    app = await openApp('/agency/websites');
    await waitFor(() => expect(app!.text()).toContain('Bakery'));
    expect(app!.link('Edit Bakery')).toBeNull();
    expect(app!.button('Edit')?.getAttribute('aria-disabled')).toBe('true');
    expect(buttonTooltip(app!.button('Edit'))).toBe("You don't have permission to design pages.");
    expect(app!.link('Bakery')?.getAttribute('href')).toBe('/agency/websites/12/pages');
  });
});
