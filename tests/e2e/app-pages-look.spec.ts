import type { Page } from '@playwright/test';
import { apiHeaders } from './support/account-api.ts';
import { E2E_DEMO } from './support/accounts.ts';
import { violations } from './support/axe.ts';
import { twoColourPng } from './support/png.ts';
import { designOf, siteUrl } from './support/published-design.ts';
import { expect, test } from './support/test.ts';
import { expectNoSidewaysScroll } from './support/sideways.ts';

const KIT_TEXT = '#1c1917';
const KIT_PRIMARY = '#0f766e';
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** 600 words of body text: three minutes at 200 words a minute. */
const BODY = Array.from({ length: 6 }, (_, part) => `<p>${Array.from({ length: 100 }, (_, word) => `crumb${part}x${word}`).join(' ')}</p>`);

async function looksRight(page: Page, what: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectNoSidewaysScroll(page, `${what} at ${width} px`);
    expect(await violations(page), `${what} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("a blog post, /blog and the episodes on a website whose brand kit was changed wear the kit, and the post opens with its title, date, author, cover and reading time", async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const headers = await apiHeaders(request, E2E_DEMO);
  const subdomain = `applook${Date.now().toString(36)}`;
  const created = await request.post('/api/v1/landings', { headers, data: { title: `Crumb ${subdomain.slice(-4)}`, subdomain } });
  expect(created.status(), await created.text()).toBe(201);
  const landing = (await created.json()).data as { id: number };
  const api = `/api/v1/landings/${landing.id}`;

  const kit = (await (await request.get(`${api}/brand-kit`, { headers })).json()).data;
  const changedKit = { ...kit, colors: { ...kit.colors, primary: KIT_PRIMARY, text: KIT_TEXT }, headingFont: 'merriweather', bodyFont: 'lora' };
  const savedKit = await request.put(`${api}/brand-kit`, { headers, data: changedKit });
  expect(savedKit.ok(), await savedKit.text()).toBe(true);

  const upload = await request.post(`${api}/files`, { headers, multipart: { file: { name: 'loaf.png', mimeType: 'image/png', buffer: twoColourPng(1200, 800, [180, 120, 60], [90, 60, 30]) } } });
  expect(upload.ok(), await upload.text()).toBe(true);
  const cover = (await upload.json()).data.url as string;

  const post = (await (await request.post(`${api}/blogs`, { headers, data: { title: 'How long a loaf rests', description: 'Time does the work.', author: 'Ada Baker', image: cover } })).json()).data;
  const design = designOf([{ key: 'headline', props: { text: 'Resting', tag: 'h2' } }, ...BODY.map((content) => ({ key: 'paragraph', props: { content } }))]);
  // designOf names elements by their key; a post of several paragraphs needs ids of their own.
  design.sections.forEach((section, index) => (section.rows[0]!.columns[0]!.elements[0]!.id = `element-${index}`));
  expect((await request.put(`${api}/blogs/${post.id}/design`, { headers, data: { design, version: post.version } })).ok()).toBe(true);
  const published = await request.post(`${api}/blogs/${post.id}/publish`, { headers });
  expect(published.ok(), await published.text()).toBe(true);
  const publishedAt = (await published.json()).data.published_at as string;
  const site = (path: string) => siteUrl(baseURL, path).replace('//demo.', `//${subdomain}.`);

  // The post: its header in the kit, then its design.
  await page.goto(site(`/blog/${post.unique_name}`));
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('How long a loaf rests');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(title).toHaveCSS('font-family', /^Merriweather/);
  await expect(title).toHaveCSS('color', rgb(KIT_TEXT));
  const header = page.locator('header.ts-post-header');
  await expect(header).toHaveCSS('font-family', /^Lora/);
  await expect(header.getByText('Ada Baker')).toBeVisible();
  await expect(header.locator('time')).toHaveAttribute('datetime', publishedAt);
  await expect(header.locator('time')).toHaveText(new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(publishedAt)));
  await expect(header.getByText('3 min read')).toBeVisible();
  await expect(header.getByRole('link', { name: '← Blog' })).toHaveCSS('color', rgb(KIT_PRIMARY));
  const coverImage = header.locator('img');
  await expect(coverImage).toHaveAttribute('src', cover);
  await expect.poll(() => coverImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1200);
  // Not stretched: drawn at 16:9 by cropping, not by squeezing the 3:2 picture.
  await expect(coverImage).toHaveCSS('object-fit', 'cover');
  const box = (await coverImage.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
  await expect(page.getByRole('heading', { level: 2, name: 'Resting' })).toBeVisible();
  await looksRight(page, 'the post');

  // /blog: the list in the kit, linking to the post.
  await page.goto(site('/blog'));
  const blogTitle = page.getByRole('heading', { level: 1, name: 'Blog' });
  await expect(blogTitle).toHaveCSS('font-family', /^Merriweather/);
  await expect(blogTitle).toHaveCSS('color', rgb(KIT_TEXT));
  const listed = page.getByRole('heading', { level: 2, name: 'How long a loaf rests' });
  await expect(listed).toHaveCSS('font-family', /^Merriweather/);
  await expect(page.locator('.ts-listing')).toHaveCSS('font-family', /^Lora/);
  await expect(page.locator('.ts-listing__meta')).toHaveCSS('color', rgb(kit.colors.muted));
  await looksRight(page, '/blog');
  await listed.getByRole('link').click();
  await expect(page).toHaveURL(site(`/blog/${post.unique_name}`));

  // The podcast's pages wear the same kit.
  const episode = (await (await request.post(`${api}/episodes`, { headers, data: { title: 'Proofing, live', audio_url: 'https://media.example.com/proofing.mp3', image: cover } })).json()).data;
  expect((await request.post(`${api}/episodes/${episode.id}/publish`, { headers })).ok()).toBe(true);
  await page.goto(site('/episodes'));
  await expect(page.getByRole('heading', { level: 1, name: 'Episodes' })).toHaveCSS('font-family', /^Merriweather/);
  await expect(page.getByRole('heading', { level: 2, name: 'Proofing, live' })).toHaveCSS('color', rgb(KIT_TEXT));
  await looksRight(page, '/episodes');
  await page.goto(site(`/episodes/${episode.unique_name}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Proofing, live' })).toHaveCSS('font-family', /^Merriweather/);
  await expect(page.getByRole('link', { name: '← Episodes' })).toHaveCSS('color', rgb(KIT_PRIMARY));
  await looksRight(page, 'an episode');
});
