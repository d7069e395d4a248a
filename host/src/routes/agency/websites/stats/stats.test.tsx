// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { openApp, PROFILES, setUpAppTests, signedInAs, type OpenedApp } from '../../../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../../../test/fields.ts';
import { CONFIG, mockApi } from '../../../../test/mock-api.ts';
import { click, waitFor } from '../../../../test/render.tsx';
import { presetRange, utcToday } from './stats-range.ts';

let app: OpenedApp | undefined;

const days = (from: string, views: number[]) => views.map((count, index) => ({ day: `${from}${index + 1}`, views: count, uniques: Math.ceil(count / 4) }));

const STATS = {
  from: '2026-01-01',
  to: '2026-01-03',
  totals: { views: 1200, uniques: 300 },
  days: days('2026-01-0', [200, 1000, 0]),
  pages: [
    { page_id: 1, name: 'Home', unique_name: 'home', views: 900, uniques: 250 },
    { page_id: 2, name: 'Menu', unique_name: 'menu', views: 300, uniques: 50 },
  ],
  previous: { from: '2025-12-29', to: '2025-12-31', totals: { views: 800, uniques: 300 }, days: days('2025-12-2', [400, 400, 0]) },
  submissions: { current: 12, previous: 0 },
  sources: {
    total: 400,
    top: [
      { source: 'google.com', views: 300 },
      { source: '', views: 100 },
    ],
  },
};

const rowOf = (label: string) => [...app!.view.container.querySelectorAll('tr')].find((row) => row.querySelector('th')?.textContent?.startsWith(label));
const cells = (row: Element | undefined) => [...(row?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent);
const preset = (label: string) => [...app!.view.container.querySelectorAll('label')].find((l) => l.textContent === label)!.querySelector('input')!;

setUpAppTests(PROFILES.agency);

describe('/agency/websites/{id}/stats', () => {
  it('shows the totals against the previous period, the busiest pages and sources with their share, and the daily figures as a table', async () => {
    mockApi({ 'GET /api/v1/config': () => ({ body: CONFIG }), 'GET /api/v1/landings/12/stats': () => ({ body: { data: STATS } }) });
    app = await openApp('/agency/websites/12/stats');
    await waitFor(() => expect(app!.text()).toContain('Top pages'));
    const cards = [...app!.view.container.querySelectorAll('.stat-card')].map((card) => card.textContent);
    expect(cards).toEqual(['Page views1.2K▲ +50% vs the previous 3 days (800)', 'Unique visitors3000% vs the previous 3 days (300)', 'Form submissions12No data for the previous 3 days']);
    expect(cells(rowOf('Home'))).toEqual(['900', '75%']);
    expect(cells(rowOf('Menu'))).toEqual(['300', '25%']);
    expect(cells(rowOf('google.com'))).toEqual(['300', '75%']);
    expect(cells(rowOf('Direct / none'))).toEqual(['100', '25%']);
    const figures = app!.view.container.querySelector('details.daily-figures')!;
    expect(figures.querySelector('summary')?.textContent).toBe('Show the figures as a table');
    expect([...figures.querySelectorAll('tbody tr')].map((row) => cells(row))[1]).toEqual(['1,000', '250', expect.stringMatching(/^400 \(.*2025\)$/)]);
  });

  it('leaves out form submissions for who may not see them', async () => {
    mockApi({ 'GET /api/v1/config': () => ({ body: CONFIG }), 'GET /api/v1/landings/12/stats': () => ({ body: { data: { ...STATS, submissions: null } } }) });
    app = await openApp('/agency/websites/12/stats');
    await waitFor(() => expect(app!.text()).toContain('Unique visitors'));
    expect(app!.text()).not.toContain('Form submissions');
  });

  it('asks for the last 30 days by default, and for a preset kept in the address, which a reload keeps', async () => {
    const calls = mockApi({ 'GET /api/v1/config': () => ({ body: CONFIG }), 'GET /api/v1/landings/12/stats': () => ({ body: { data: STATS } }) });
    const today = utcToday();
    const range = (days: Parameters<typeof presetRange>[0]) => `GET /api/v1/landings/12/stats?from=${presetRange(days, today).from}&to=${today}`;
    app = await openApp('/agency/websites/12/stats');
    await waitFor(() => expect(calls.calls).toContain(range('30d')));
    expect(preset('Last 30 days').checked).toBe(true);

    await click(preset('Last 7 days'));
    await waitFor(() => expect(calls.calls).toContain(range('7d')));
    expect(app.router.state.location.search).toBe('?range=7d');
    expect(preset('Last 7 days').checked).toBe(true);

    app = await openApp('/agency/websites/12/stats?range=today');
    await waitFor(() => expect(calls.calls).toContain(range('today')));
    expect(preset('Today').checked).toBe(true);
  });

  it('shows two dates for a custom range, refuses an end before the start, and keeps the range in the address', async () => {
    const calls = mockApi({ 'GET /api/v1/config': () => ({ body: CONFIG }), 'GET /api/v1/landings/12/stats': () => ({ body: { data: STATS } }) });
    app = await openApp('/agency/websites/12/stats');
    await waitFor(() => expect(app!.text()).toContain('Top pages'));
    expect(app.view.container.querySelector('#stats-from')).toBeNull();
    await click(preset('Custom'));
    changeValue(fieldByLabel(app.view.container, 'From'), '2026-02-10');
    changeValue(fieldByLabel(app.view.container, 'To'), '2026-02-01');
    await click(app.button('Apply'));
    expect(app.text()).toContain('The end date must not be before the start date.');
    changeValue(fieldByLabel(app.view.container, 'To'), '2026-02-20');
    await click(app.button('Apply'));
    await waitFor(() => expect(calls.calls).toContain('GET /api/v1/landings/12/stats?from=2026-02-10&to=2026-02-20'));
    expect(app.router.state.location.search).toBe('?range=custom&from=2026-02-10&to=2026-02-20');
    expect(app.text()).not.toContain('The end date must not be before the start date.');
  });

  it('tells a sub-user without the permission to view statistics so, without asking the server for them', async () => {
    signedInAs({ ...PROFILES.agencyUser, user_landings: [{ landing_id: 12, permissions: ['pages.view'] }] });
    const calls = mockApi({ 'GET /api/v1/config': () => ({ body: CONFIG }), 'GET /api/v1/landings/12/stats': () => ({ body: { data: STATS } }) });
    app = await openApp('/agency/websites/12/stats');
    await waitFor(() => expect(app!.text()).toContain("You don't have permission to view statistics."));
    expect(app!.view.container.querySelector('h1')?.textContent).toBe('Statistics');
    expect(calls.calls.some((call) => call.startsWith('GET /api/v1/landings/12/stats'))).toBe(false);
    expect(app!.view.container.querySelector('.stat-cards')).toBeNull();
  });
});
