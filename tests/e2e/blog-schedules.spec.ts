import { signedIn } from './support/account-api.ts';
import { E2E_DEMO } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

// The minute job that writes due posts is covered on a controlled clock by tests/apps/blog-schedules.test.ts; here, the screens.
test('the demo agency sets up a weekly AI schedule in its time zone and asks for its next post now, which waits for the writer', async ({ page }) => {
  const topic = `Winter bread care ${Date.now().toString(36)}`;
  await signedIn(page, E2E_DEMO);
  await page.getByRole('link', { name: 'Demo website', exact: true }).click();
  await page.getByRole('navigation', { name: 'Website' }).getByRole('link', { name: 'Blog', exact: true }).click();
  await page.getByRole('link', { name: 'AI schedules' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI post schedules' })).toBeVisible();

  const form = page.getByRole('form', { name: 'New schedule' });
  await form.getByLabel('Topic').fill(topic);
  await form.getByLabel('How often').selectOption('week');
  await form.getByLabel('At', { exact: true }).fill('09:00');
  await form.getByLabel('Time zone').fill('Europe/Paris');
  await form.getByLabel(/Publish each post at once/).check();
  await form.getByRole('button', { name: 'Add schedule' }).click();
  const schedule = page.getByRole('row', { name: new RegExp(`^${topic} Every week at 09:00 \\(Europe/Paris\\)`) });
  await expect(schedule).toBeVisible();
  await expect(schedule).toContainText('Published at once');

  await page.getByRole('button', { name: `Write the next post of ${topic} now` }).click();
  const run = page.getByRole('row', { name: new RegExp(`^${topic} .*(Waiting|Being written|Written)`) });
  await expect(run).toBeVisible();
  await page.getByRole('button', { name: `Pause ${topic}` }).click();
  await expect(page.getByRole('button', { name: `Resume ${topic}` })).toBeVisible();
});
