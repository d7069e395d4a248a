import { expect, test } from './support/test.ts';
import { signIn } from './support/account-api.ts';
import { E2E_DEMO } from './support/accounts.ts';
import { dragTo } from './support/drag.ts';
import { siteUrl } from './support/published-design.ts';

test('the demo agency writes, designs and publishes a blog post and a podcast episode, and visitors find them at /blog and /episodes', async ({ page, context, baseURL }) => {
  const run = Date.now().toString(36);
  const postTitle = `Baking notes ${run}`;
  const episodeTitle = `Pilot episode ${run}`;

  await signIn(page, E2E_DEMO);
  await expect(page).toHaveURL(/\/agency\/websites$/);
  await page.getByRole('link', { name: 'Demo website', exact: true }).click();
  await page.getByRole('navigation', { name: 'Website' }).getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/agency\/websites\/\d+\/blog$/);

  await page.getByRole('link', { name: 'Write a post' }).click();
  await page.getByLabel('Title').fill(postTitle);
  await page.getByLabel('Excerpt').fill('What we learned this week.');
  await page.getByRole('button', { name: 'Create post' }).click();
  await expect(page).toHaveURL(/\/blog\/\d+\/edit$/);
  const slug = `baking-notes-${run}`;
  await expect(page.getByLabel('Address')).toHaveValue(slug);

  await page.getByRole('link', { name: 'Design this post' }).click();
  await expect(page).toHaveURL(/\/blog\/\d+\/design$/);
  const canvas = page.getByTestId('canvas');
  await expect(canvas).toBeVisible();
  await dragTo(page, page.getByTestId('palette-item-headline'), page.getByTestId('canvas-dropzone'));
  const headline = canvas.locator('[data-testid="canvas-element"][data-element-type="headline"]');
  await expect(headline).toHaveCount(1);
  await headline.click();
  await page.getByLabel('Headline text').fill('Sourdough starts with patience');
  await expect(headline).toContainText('Sourdough starts with patience');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();

  const visitor = await context.newPage();
  expect((await visitor.goto(siteUrl(baseURL, '/blog')))?.status()).toBe(200);
  const listed = visitor.getByRole('link', { name: postTitle });
  await expect(listed).toBeVisible();
  await expect(visitor.getByText('What we learned this week.')).toBeVisible();
  await listed.click();
  await expect(visitor).toHaveURL(siteUrl(baseURL, `/blog/${slug}`));
  await expect(visitor.getByRole('heading', { level: 1, name: postTitle })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Sourdough starts with patience' })).toBeVisible();

  const landingId = /websites\/(\d+)\//.exec(page.url())![1];
  await page.goto(`/agency/websites/${landingId}/episodes`);
  await page.getByRole('link', { name: 'Add an episode' }).click();
  await page.getByLabel('Title').fill(episodeTitle);
  await page.getByLabel('Audio URL').fill('https://media.example.com/pilot.mp3');
  await page.getByLabel('Duration').fill('12:30');
  await page.getByRole('button', { name: 'Create episode' }).click();
  await expect(page).toHaveURL(/\/episodes$/);
  await page.getByRole('button', { name: `Publish ${episodeTitle}` }).click();
  await expect(page.getByRole('button', { name: `Unpublish ${episodeTitle}` })).toBeVisible();

  expect((await visitor.goto(siteUrl(baseURL, '/episodes')))?.status()).toBe(200);
  const episode = visitor.getByRole('article', { name: episodeTitle });
  await expect(episode.getByRole('link', { name: episodeTitle })).toBeVisible();
  await expect(episode.locator('audio[controls]')).toHaveAttribute('src', 'https://media.example.com/pilot.mp3');
  await expect(episode).toContainText('12:30');
  await episode.getByRole('link', { name: episodeTitle }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: episodeTitle })).toBeVisible();
});
