// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { openApp, PROFILES, setUpAppTests, signedInAs, type OpenedApp } from '../../../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../../../test/fields.ts';
import { CONFIG, mockApi } from '../../../../test/mock-api.ts';
import { click, waitFor } from '../../../../test/render.tsx';

let app: OpenedApp | undefined;

const STATS = {
  from: '2026-01-01',
  to: '2026-01-03',
  totals: { views: 1200, uniques: 300 },
  days: [
    { day: '2026-01-01', views: 200, uniques: 50 },
    { day: '2026-01-02', views: 1000, uniques: 250 },
    { day: '2026-01-03', views: 0, uniques: 0 },
  ],
  pages: [{ page_id: 1, name: 'Home', unique_name: 'home', views: 1200, uniques: 300 }],
};

setUpAppTests(PROFILES.agency);

describe('/agency/websites/{id}/stats', () => {
  it('charts views and unique visitors per day with an accessible summary, and lists pages', async () => {
    mockApi({ 'GET /api/v1/config': () => ({ body: CONFIG }), 'GET /api/v1/landings/12/stats': () => ({ body: { data: STATS } }) });
    app = await openApp('/agency/websites/12/stats');
    await waitFor(() => expect(app!.text()).toContain('1.2K views'));
    const chart = app!.view.container.querySelector('svg[role="img"]')!;
    expect(chart.getAttribute('aria-label')).toBe('Views per day: 1.2K views over 3 days, at most 1.0K a day.');
    expect(chart.querySelectorAll('rect.bar-chart__views')).toHaveLength(3);
    expect(chart.querySelector('title')?.textContent).toBe('2026-01-01: 200 views, 50 unique visitors');
    expect(app!.text()).toContain('/home');
  });

  it('asks for a chosen range and refuses an end before the start', async () => {
    const calls = mockApi({ 'GET /api/v1/config': () => ({ body: CONFIG }), 'GET /api/v1/landings/12/stats': () => ({ body: { data: STATS } }) });
    app = await openApp('/agency/websites/12/stats');
    await waitFor(() => expect(app!.text()).toContain('1.2K views'));
    changeValue(fieldByLabel(app!.view.container, 'From'), '2026-02-10');
    changeValue(fieldByLabel(app!.view.container, 'To'), '2026-02-01');
    await click(app!.button('Show'));
    expect(app!.text()).toContain('The end date must not be before the start date.');
    changeValue(fieldByLabel(app!.view.container, 'To'), '2026-02-20');
    await click(app!.button('Show'));
    await waitFor(() => expect(calls.calls).toContain('GET /api/v1/landings/12/stats?from=2026-02-10&to=2026-02-20'));
  });

  it('tells a sub-user without the permission to view statistics so, without asking the server for them', async () => {
    signedInAs({ ...PROFILES.agencyUser, user_landings: [{ landing_id: 12, permissions: ['pages.view'] }] });
    const calls = mockApi({ 'GET /api/v1/config': () => ({ body: CONFIG }), 'GET /api/v1/landings/12/stats': () => ({ body: { data: STATS } }) });
    app = await openApp('/agency/websites/12/stats');
    await waitFor(() => expect(app!.text()).toContain("You don't have permission to view statistics."));
    expect(app!.view.container.querySelector('h1')?.textContent).toBe('Statistics');
    expect(calls.calls.some((call) => call.startsWith('GET /api/v1/landings/12/stats'))).toBe(false);
    expect(app!.view.container.querySelector('svg[role="img"]')).toBeNull();
  });
});
