import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { apiHeaders, signIn } from './support/account-api.ts';
import { E2E_DEMO } from './support/accounts.ts';
import { dragTo } from './support/drag.ts';
import { twoColourPng } from './support/png.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** Creates a website from the seeded "Starter business site" template through the dashboard; resolves with its id. */
async function createFromStarter(page: Page, title: string, subdomain: string): Promise<number> {
  await page.goto('/agency/websites');
  await page.getByRole('button', { name: 'Create website' }).click();
  const create = page.getByRole('dialog', { name: 'Create a website' });
  await create.getByLabel('Title').fill(title);
  await create.getByLabel('Subdomain').fill(subdomain);
  await create.getByRole('searchbox', { name: 'Search templates' }).fill('Starter business');
  await create.getByRole('radio', { name: 'Starter business site', exact: true }).check();
  await create.getByRole('button', { name: 'Create website' }).click();
  await expect(page).toHaveURL(/\/agency\/websites\/\d+\/pages$/);
  await expect(page.getByRole('heading', { level: 1, name: `Pages of ${title}` })).toBeVisible();
  return Number(/websites\/(\d+)\//.exec(page.url())![1]);
}

/** The labels of the menu's top items, in order. */
const menuLabels = (page: Page) =>
  expect.poll(() => page.getByRole('form', { name: 'Menu' }).getByRole('textbox', { name: /^Label of item \d+$/ }).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)));

test.beforeEach(async ({ page }) => {
  await signIn(page, E2E_DEMO);
  await expect(page).toHaveURL(/\/agency\/websites$/);
});

test('a website made from the starter template has its pages, menu and form', async ({ page }) => {
  const suffix = unique();
  const id = await createFromStarter(page, `Template Site ${suffix}`, `tpl-${suffix}`);
  await expect(page.getByRole('row', { name: /Home/ })).toContainText('/home');
  await expect(page.getByRole('row', { name: /Contact/ })).toContainText('/contact');
  await page.goto(`/agency/websites/${id}/menus`);
  await expect(page.getByRole('link', { name: 'Main menu' })).toBeVisible();
  await page.goto(`/agency/websites/${id}/forms`);
  await expect(page.getByRole('link', { name: 'Contact form' })).toBeVisible();
});

test('an uploaded file is listed with its size', async ({ page }) => {
  const suffix = unique();
  const id = await createFromStarter(page, `Files Site ${suffix}`, `files-${suffix}`);
  await page.goto(`/agency/websites/${id}/files`);
  await expect(page.getByText('No files yet')).toBeVisible();
  // 2,500 bytes of PDF: §9 shows it as 2.5 kB.
  const head = '%PDF-1.4\n';
  const tail = '\n%%EOF\n';
  const pdf = Buffer.from(head + '%'.repeat(2500 - head.length - tail.length) + tail);
  await page.getByLabel('File to upload').setInputFiles({ name: 'price-list.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('File uploaded.')).toBeVisible();
  const row = page.getByRole('row', { name: /price-list\.pdf/ });
  await expect(row).toContainText('2.5 kB');
  await expect(row).toContainText('application/pdf');
  await page.reload();
  await expect(page.getByRole('row', { name: /price-list\.pdf/ })).toContainText('2.5 kB');
});

test('a backup taken before a change brings the earlier content back when restored', async ({ page }) => {
  const suffix = unique();
  const id = await createFromStarter(page, `Backup Site ${suffix}`, `bak-${suffix}`);
  await page.goto(`/agency/websites/${id}/backups`);
  await expect(page.getByText('No backups yet')).toBeVisible();
  await page.getByRole('button', { name: 'Back up now' }).click();
  const instant = page.getByRole('row', { name: /Instant/ });
  await expect(instant).toHaveCount(1);
  await expect(instant).toContainText('2');

  await page.goto(`/agency/websites/${id}/pages`);
  await page.getByRole('button', { name: 'Edit Contact' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit page' });
  await edit.getByLabel('Name').fill('Reach us');
  await edit.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByRole('row', { name: /Reach us/ })).toBeVisible();
  await page.getByRole('button', { name: 'Create page' }).click();
  const created = page.getByRole('dialog', { name: 'Create a page' });
  await created.getByLabel('Name').fill('Offers');
  await created.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByRole('row', { name: /Offers/ })).toBeVisible();

  await page.goto(`/agency/websites/${id}/backups`);
  const backupId = (await instant.getByRole('button', { name: /^Restore backup \d+$/ }).getAttribute('aria-label'))!;
  await instant.getByRole('button', { name: backupId }).click();
  await page.getByRole('dialog', { name: 'Restore this backup?' }).getByRole('button', { name: 'Restore backup' }).click();
  // The state before the restore is kept as a backup of its own.
  await expect(page.getByRole('row', { name: /Before a restore/ })).toHaveCount(1);

  await page.goto(`/agency/websites/${id}/pages`);
  await expect(page.getByRole('row', { name: /Contact/ })).toContainText('/contact');
  await expect(page.getByRole('row', { name: /Reach us/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Offers/ })).toHaveCount(0);
});

test('a deleted website leaves the list and its address answers 404', async ({ page, baseURL, request }) => {
  const suffix = unique();
  const title = `Doomed Site ${suffix}`;
  const subdomain = `gone-${suffix}`;
  const id = await createFromStarter(page, title, subdomain);
  await page.getByRole('row', { name: /Home/ }).getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Unpublish Home' })).toBeVisible();
  const site = `http://${subdomain}.localhost:${new URL(baseURL!).port}/`;
  const visitor = await page.context().newPage();
  const live = await visitor.goto(site);
  expect(live?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { name: 'Grow your business with us' })).toBeVisible();

  await page.goto('/agency/websites');
  await page.getByPlaceholder('Search websites').fill(suffix);
  const card = page.getByRole('listitem', { name: title });
  await card.getByRole('button', { name: `More actions for ${title}` }).click();
  await card.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this website?' }).getByRole('button', { name: 'Delete website' }).click();
  await expect(page.getByText('Website deleted.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByPlaceholder('Search websites').fill('');
  await expect(page.getByRole('listitem', { name: 'Demo website' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: title })).toHaveCount(0);

  const gone = await visitor.goto(site);
  expect(gone?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  const headers = await apiHeaders(request, E2E_DEMO);
  expect((await request.get(`/api/v1/landings/${id}`, { headers })).status()).toBe(404);
});

test('menu items are reordered by mouse and by keyboard, and the order is saved', async ({ page }) => {
  const suffix = unique();
  const id = await createFromStarter(page, `Menu Site ${suffix}`, `menu-${suffix}`);
  await page.goto(`/agency/websites/${id}/menus`);
  await page.getByRole('link', { name: 'Main menu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menu Main menu' })).toBeVisible();
  await menuLabels(page).toEqual(['Home', 'Contact']);
  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByLabel('Label of item 3').fill('Blog');
  await page.getByLabel('Address of item 3').fill('https://blog.example.com');

  // By mouse: Blog goes above Home.
  await dragTo(page, page.getByRole('button', { name: 'Drag to reorder Blog' }), page.getByRole('listitem', { name: 'Item 1: Home' }));
  await menuLabels(page).toEqual(['Blog', 'Home', 'Contact']);
  await expect(page.getByTestId('drag-announcer')).toHaveText('Blog was moved before Home.');

  // By keyboard: Contact goes up two places, to the top.
  await page.getByRole('button', { name: 'Drag to reorder Contact' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('drag-announcer')).toContainText('Picked up Contact.');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('drag-announcer')).toHaveText('Contact will go before Home.');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('drag-announcer')).toHaveText('Contact will go before Blog.');
  await page.keyboard.press('Space');
  await menuLabels(page).toEqual(['Contact', 'Blog', 'Home']);

  await page.getByRole('button', { name: 'Save menu' }).click();
  await expect(page.getByText('Menu saved.')).toBeVisible();
  await page.reload();
  await menuLabels(page).toEqual(['Contact', 'Blog', 'Home']);

  // Into a dropdown by mouse: Home is put under Blog by its button, then Contact is dragged onto Home.
  await page.getByRole('button', { name: 'Put Home in the dropdown above' }).click();
  const announcer = page.getByTestId('drag-announcer');
  await dragTo(
    page,
    page.getByRole('button', { name: 'Drag to reorder Contact' }),
    page.getByRole('listitem', { name: 'Item 2.1: Home' }),
    () => expect(announcer).toHaveText('Contact will go in the dropdown of Blog, after Home.'),
    { past: true },
  );
  await expect(announcer).toHaveText('Contact was moved in the dropdown of Blog, after Home.');
  await page.getByRole('button', { name: 'Save menu' }).click();
  await expect(page.getByText('Menu saved.').first()).toBeVisible();
  await page.reload();
  await menuLabels(page).toEqual(['Blog']);
  await expect(page.getByLabel('Label of item 1.1')).toHaveValue('Home');
  await expect(page.getByLabel('Label of item 1.2')).toHaveValue('Contact');
});

test('the favicon is cropped square to 256×256 WebP and the meta image must be 16:9, both chosen with the image picker in settings', async ({ page }) => {
  const suffix = unique();
  const id = await createFromStarter(page, `Images Site ${suffix}`, `img-${suffix}`);
  await page.goto(`/agency/websites/${id}/settings`);
  const settings = page.getByRole('form', { name: 'General settings' });

  await settings.getByRole('button', { name: 'Choose favicon…' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a favicon' });
  await picker.getByLabel('Choose a file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: twoColourPng(600, 400, [200, 40, 40], [40, 40, 200]) });
  const crop = page.getByRole('dialog', { name: 'Crop Image' });
  await expect(crop).toContainText('256×256');
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/v1/images/upload-image') && r.request().method() === 'POST');
  await crop.getByRole('button', { name: 'Crop & Upload' }).click();
  const favicon = await (await uploaded).json();
  expect(favicon).toMatchObject({ ShowWidth: 256, ShowHeight: 256 });
  expect(favicon.url).toMatch(/\.webp$/);
  const preview = settings.getByRole('img', { name: 'Favicon: current image' });
  await expect(preview).toHaveAttribute('src', favicon.url);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => `${img.naturalWidth}×${img.naturalHeight}`)).toBe('256×256');

  // 4:3 is refused as a meta image: the toast, then the 16:9 crop.
  await settings.getByRole('button', { name: 'Choose meta image…' }).click();
  const metaPicker = page.getByRole('dialog', { name: 'Choose a sharing image (16:9)' });
  await metaPicker.getByLabel('Choose a file').setInputFiles({ name: 'shop.png', mimeType: 'image/png', buffer: twoColourPng(800, 600, [40, 160, 40], [40, 40, 200]) });
  await expect(page.getByText('Only 16:9 images are allowed.')).toBeVisible();
  await expect(crop).toContainText('800×450');
  await crop.getByRole('button', { name: 'Crop & Upload' }).click();
  const meta = settings.getByRole('img', { name: 'Meta image: current image' });
  await expect.poll(() => meta.evaluate((img: HTMLImageElement) => `${img.naturalWidth}×${img.naturalHeight}`)).toBe('800×450');

  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await page.reload();
  await expect(settings.getByRole('img', { name: 'Favicon: current image' })).toHaveAttribute('src', favicon.url);
  await settings.getByRole('button', { name: 'Remove meta image' }).click();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.').first()).toBeVisible();
  await page.reload();
  await expect(settings.getByRole('img', { name: 'Meta image: current image' })).toHaveCount(0);
  await expect(settings.getByRole('button', { name: 'Choose meta image…' })).toBeVisible();
});

test('form fields are reordered by dragging with the mouse, and the order is saved', async ({ page }) => {
  const suffix = unique();
  const id = await createFromStarter(page, `Form Site ${suffix}`, `form-${suffix}`);
  await page.goto(`/agency/websites/${id}/forms`);
  await page.getByRole('link', { name: 'Contact form' }).click();
  const form = page.getByRole('form', { name: 'Form' });
  const labels = () => expect.poll(() => form.getByRole('textbox', { name: /^Label of field \d+$/ }).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)));
  await labels().toEqual(['Full name', 'Email', 'Phone']);
  // All three fields on screen at once, as on a tall monitor: the drag starts at Phone's handle and ends on Full name.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await dragTo(page, form.getByRole('button', { name: 'Drag to reorder Phone' }), form.getByRole('listitem', { name: 'Field 1: Full name' }));
  await labels().toEqual(['Phone', 'Full name', 'Email']);
  await form.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Form saved.')).toBeVisible();
  await page.reload();
  await labels().toEqual(['Phone', 'Full name', 'Email']);
});
