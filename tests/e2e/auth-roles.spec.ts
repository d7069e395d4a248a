import { expect, test } from './support/test.ts';
import { createDemoSubUser, signIn, uniqueEmail } from './support/account-api.ts';
import { E2E_ADMIN, E2E_CARD, E2E_DEMO } from './support/accounts.ts';

test.describe('sign-in lands each role on its own screen (spec §2)', () => {
  test('the admin lands on the agencies list', async ({ page }) => {
    await signIn(page, E2E_ADMIN);
    await expect(page).toHaveURL(/\/admin\/agencies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Agencies' })).toBeVisible();
  });

  test('the agency lands on its websites, with the side bar of its role', async ({ page }) => {
    await signIn(page, E2E_DEMO);
    await expect(page).toHaveURL(/\/agency\/websites$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Demo website' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The installed apps' agency screens (Podcasts, Video channels, Places, Courses) come before Profile.
    await expect(nav.getByRole('link')).toHaveText(['Websites', 'Users', 'Subscription', 'Payment methods', 'Premium apps', 'Reseller', 'Card transfers', 'Podcasts', 'Video channels', 'Places', 'Courses', 'Profile']);
  });

  for (const role of ['AgencyUser', 'WebsiteUser'] as const) {
    test(`${role}: a sub-user created through the API lands on the websites it was given`, async ({ page, request }) => {
      const user = await createDemoSubUser(request, { role, name: `E2E ${role}`, permissions: ['pages.view'] });
      await signIn(page, user);
      await expect(page).toHaveURL(/\/agency\/websites$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Demo website' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Websites', 'Card transfers', 'Profile']);
      // The owner's screens are not theirs (spec §6).
      await page.goto('/agency/users');
      await expect(page).toHaveURL(/\/agency\/websites$/);
    });
  }

  test('the seeded card holder lands on their cards, and the agency area is not theirs', async ({ page }) => {
    await signIn(page, E2E_CARD);
    await expect(page).toHaveURL(/\/user\/cards$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Cards', 'Profile']);
    await page.goto('/agency/websites');
    await expect(page).toHaveURL(/\/user\/cards$/);
  });
});

test('a signed-in user who opens an auth screen is sent to their home, and logout forgets the session', async ({ page }) => {
  await signIn(page, E2E_DEMO);
  await expect(page).toHaveURL(/\/agency\/websites$/);
  for (const path of ['/login', '/passwords/request', '/passwords/reset?token=x&email=y%40z.test']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/agency\/websites$/);
  }
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tessera.')))).toEqual([]);
  await page.goto('/agency/websites');
  await expect(page).toHaveURL(/\/login$/);
});

test('a fresh load of a dashboard address shows its screen, whose code loads on the first visit, with no warning in the console', async ({ page }) => {
  await signIn(page, E2E_DEMO);
  await expect(page).toHaveURL(/\/agency\/websites$/);
  const warnings: string[] = [];
  page.on('console', (message) => {
    // The website cards' thumbnails on the screen being left are still previews in frames
    // sandboxed without scripts, and hold none; Chromium now and then still reports a blocked
    // script run in one while the next screen loads. What this test watches is the app's own.
    const stillThumbnail = /\/preview\?token=[^']*&still=1/.test(message.text());
    if ((message.type() === 'warning' || message.type() === 'error') && !stillThumbnail) warnings.push(message.text());
  });
  await page.goto('/agency/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  expect(warnings).toEqual([]);
});

test('an unknown path shows "Page not found"', async ({ page }) => {
  await page.goto('/no/such/screen');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a host that is no white-label’s shows the 404 view (the server’s answer to /config is stood in for)', async ({ page }) => {
  await page.route('**/api/v1/config', (route) => route.fulfill({ status: 404, json: { message: 'Unknown host.', code: 'not_found' } }));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
});

test('a redirect link signs its user in and goes where it says', async ({ page, request }) => {
  const email = uniqueEmail('linked');
  const signup = await request.post('/api/v1/register', {
    data: { name: 'Linked Agency', email, password: 'linked-password', password_confirmation: 'linked-password' },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const { hash } = await signup.json();
  await page.goto(`/login?hash=${encodeURIComponent(hash)}&redirect_url=${encodeURIComponent('/agency/profile')}`);
  await expect(page).toHaveURL(/\/agency\/profile$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.goto('/login?hash=not-a-real-link');
  await expect(page.getByRole('alert')).toHaveText('This login link is invalid.');
});

test('an agency whose subscription is inactive is held on the subscription screen (spec §4)', async ({ page, request }) => {
  const credentials = { email: uniqueEmail('unpaid'), password: 'unpaid-password' };
  const order = await request.post('/api/v1/order', {
    data: { name: 'Unpaid Agency', plan: 'starter', ...credentials, password_confirmation: credentials.password },
  });
  expect(order.ok(), await order.text()).toBe(true);
  await signIn(page, credentials);
  await expect(page).toHaveURL(/\/agency\/subscription$/);
  await expect(page.getByText('Your subscription is inactive. Choose a plan to continue.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await page.goto('/agency/websites');
  await expect(page).toHaveURL(/\/agency\/subscription$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
