import type { APIRequestContext, Page } from '@playwright/test';
import { apiHeaders, signIn, type Credentials } from './support/account-api.ts';
import { E2E_ADMIN } from './support/accounts.ts';
import { createAgencyAccount, createPlan } from './support/billing-api.ts';
import { dragTo } from './support/drag.ts';
import { expect, test } from './support/test.ts';

const suffix = () => Math.random().toString(36).slice(2, 7);

/** The admin opens a lesson in the designer, puts a headline saying `text` on it, and saves. */
async function designLesson(page: Page, lesson: string, text: string) {
  await page.getByRole('link', { name: `Design ${lesson}` }).click();
  await page.getByRole('button', { name: '+ Add section' }).click();
  await page.getByRole('menuitem', { name: /Header/ }).click();
  await dragTo(page, page.getByTestId('palette-item-headline'), page.locator('[data-testid="canvas-column"]').first());
  await page.getByLabel('Headline text').fill(text);
  // Save once the canvas holds the words, so the saved design has them.
  await expect(page.getByTestId('canvas').locator('[data-element-type="headline"]')).toContainText(text);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await page.getByRole('link', { name: '← Course' }).click();
}

/** The agency owner saves the fake provider's test Visa through the API. */
async function saveTestVisa(request: APIRequestContext, agency: Credentials) {
  const saved = await request.post('/api/v1/payment-methods', { headers: await apiHeaders(request, agency), data: { payment_method: 'pm_card_visa' } });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test('the admin designs and publishes a two-lesson course; an agency buys it with a test card, reads it, and its progress survives a reload', async ({ page, browser, request }) => {
  const course = `Course ${suffix()}`;
  await signIn(page, E2E_ADMIN);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }).click();
  await page.getByRole('button', { name: 'New course' }).click();
  await page.getByLabel('Name').fill(course);
  await page.getByLabel('Description').fill('Two short lessons.');
  await page.getByLabel('Price (0 for a free course)').fill('19');
  await page.getByRole('button', { name: 'Create course' }).click();
  await expect(page).toHaveURL(/\/admin\/courses\/\d+\/edit$/);
  for (const lesson of ['Getting started', 'Next steps']) {
    await page.getByLabel('New lesson').fill(lesson);
    await page.getByRole('button', { name: 'Add lesson' }).click();
    await expect(page.getByRole('link', { name: `Design ${lesson}` })).toBeVisible();
  }
  await designLesson(page, 'Getting started', 'Welcome to the course');
  await designLesson(page, 'Next steps', 'Where to go next');
  await page.getByRole('button', { name: 'Publish course' }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Preview' }).click();
  await expect(page.frameLocator(`iframe[title="${course}: Getting started"]`).getByRole('heading', { name: 'Welcome to the course' })).toBeVisible();

  const owner = await createAgencyAccount(request, `Learner ${suffix()}`, { free_register: true });
  await saveTestVisa(request, owner);
  const agencyContext = await browser.newContext();
  const agencyPage = await agencyContext.newPage();
  await signIn(agencyPage, owner);
  await agencyPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }).click();
  await expect(agencyPage.getByRole('status').filter({ hasText: /new course/ })).toBeVisible();
  await agencyPage.getByRole('button', { name: `Buy ${course}` }).click();
  await expect(agencyPage.getByText('Pay $19.00 once with visa ending in 4242.')).toBeVisible();
  await agencyPage.getByRole('button', { name: 'Confirm purchase' }).click();

  await expect(agencyPage).toHaveURL(/\/agency\/courses\/\d+$/);
  await expect(agencyPage.getByRole('heading', { level: 1, name: course })).toBeVisible();
  await expect(agencyPage.getByText('0 of 2 lessons completed')).toBeVisible();
  await expect(agencyPage.frameLocator(`iframe[title="${course}: Getting started"]`).getByRole('heading', { name: 'Welcome to the course' })).toBeVisible();
  await agencyPage.getByRole('checkbox', { name: 'Completed' }).check();
  await expect(agencyPage.getByText('1 of 2 lessons completed')).toBeVisible();

  await agencyPage.reload();
  await expect(agencyPage.getByText('1 of 2 lessons completed')).toBeVisible();
  // The course opens where the agency left off: the first lesson it has not completed.
  await expect(agencyPage.getByRole('heading', { name: 'Lesson 2 of 2: Next steps' })).toBeVisible();
  await expect(agencyPage.frameLocator(`iframe[title="${course}: Next steps"]`).getByRole('heading', { name: 'Where to go next' })).toBeVisible();
  await agencyPage.getByRole('button', { name: /Getting started/ }).click();
  await expect(agencyPage.getByRole('checkbox', { name: 'Completed' })).toBeChecked();
  await agencyContext.close();
});

test('an agency whose subscription was canceled keeps reaching the courses it bought, while one without courses is held on the subscription screen', async ({ page, request }) => {
  const adminHeaders = await apiHeaders(request, E2E_ADMIN);
  const course = `Kept ${suffix()}`;
  const created = await (await request.post('/api/v1/admin-courses', { headers: adminHeaders, data: { name: course, price_cents: 0 } })).json();
  await request.post(`/api/v1/admin-courses/${created.data.id}/lessons`, { headers: adminHeaders, data: { name: 'Only lesson' } });
  await request.post(`/api/v1/admin-courses/${created.data.id}/publish`, { headers: adminHeaders });
  const plan = await createPlan(request, `Plan ${suffix()}`, 2900);

  /** An agency that subscribed, maybe bought the course, then canceled. */
  async function canceledAgency(buys: boolean): Promise<Credentials> {
    const agency = await createAgencyAccount(request, `Canceled ${suffix()}`);
    await saveTestVisa(request, agency);
    const headers = await apiHeaders(request, agency);
    expect((await request.post(`/api/v1/subscriptions/${plan}`, { headers })).ok()).toBe(true);
    if (buys) expect((await request.post('/api/v1/order-onetime', { headers, data: { course_id: created.data.id } })).status()).toBe(201);
    const me = (await (await request.get('/api/v1/profile', { headers })).json()).data;
    const canceled = await request.delete(`/api/v1/subscriptions/${me.id}/agency/cancel`, { headers });
    expect(canceled.ok(), await canceled.text()).toBe(true);
    return agency;
  }

  await signIn(page, await canceledAgency(false));
  await expect(page).toHaveURL(/\/agency\/subscription$/);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, await canceledAgency(true));
  await expect(page).not.toHaveURL(/\/agency\/subscription$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }).click();
  await page.getByRole('link', { name: `Open ${course}` }).click();
  await expect(page.getByRole('heading', { name: 'Lesson 1 of 1: Only lesson' })).toBeVisible();
});
