import { expect, test } from './support/test.ts';
import { designOf, publishDemoDesign, siteUrl, type ElementSpec } from './support/published-design.ts';

const CATALOGUE = [
  'headline', 'h1', 'h2', 'h3', 'sub-headline', 'paragraph', 'bullet-list', 'faq',
  'button', 'checkbox', 'dropdown', 'input', 'text-area', 'form',
  'audio', 'video', 'image', 'gallery',
  'countdown', 'minute-timer', 'day-timer',
  'google-map', 'html-editor', 'icon', 'icon-feature', 'img-feature', 'navigation', 'social-link', 'social-sharing',
];

const tomorrow = new Date(Date.now() + 26 * 3600_000);
const PROPS: Record<string, Record<string, unknown>> = {
  image: { image: { url: '/missing-image.png', Ratio: 0.5, alt: 'A test image' } },
  audio: { url: 'https://media.example.invalid/track.mp3', title: 'Test track' },
  video: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Test video' },
  gallery: { type: 'slide', autoplay: false, images: [1, 2, 3].map((n) => ({ image: { url: `/missing-${n}.png`, Ratio: 0.5, alt: `Slide ${n}` }, caption: '' })) },
  countdown: { date: tomorrow.toISOString().slice(0, 10), time: tomorrow.toISOString().slice(11, 16), timezone: 'UTC' },
  'social-link': { profiles: [{ network: 'facebook', url: 'https://facebook.com/tessera' }] },
};

const elements: ElementSpec[] = [
  ...CATALOGUE.map((key) => ({ key, props: PROPS[key] })),
  { key: 'headline', id: 'element-desktop-only', props: { text: 'Shown on desktop only' }, style: { Visibility: 'desktop' } },
  { key: 'headline', id: 'element-mobile-only', props: { text: 'Shown on mobile only' }, style: { Visibility: 'mobile' } },
  { key: 'headline', id: 'element-delayed', props: { text: 'Shown after four seconds' }, style: { TimeDelayType: 'show', TimeDelay: 4 } },
];

test.describe('a published page with one of every element', () => {
  test.beforeEach(async ({ request }) => {
    await publishDemoDesign(request, designOf(elements));
  });

  test('shows every element at desktop width, and Visibility hides by device', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // The time delay is a CSS animation. Its clock stands still until the other checks are done,
    // so a slow machine cannot let the four seconds pass before the test looks.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Animation.enable');
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 0 });
    await page.goto(siteUrl(baseURL));
    for (const key of CATALOGUE) await expect(page.locator(`#element-${key}`), key).toBeVisible();
    await expect(page.getByText('Shown on desktop only')).toBeVisible();
    await expect(page.getByText('Shown on mobile only')).toBeHidden();
    await expect(page.getByText('Shown after four seconds')).toBeHidden();
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await expect(page.getByText('Shown after four seconds')).toBeVisible({ timeout: 10_000 });

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByText('Shown on desktop only')).toBeHidden();
    await expect(page.getByText('Shown on mobile only')).toBeVisible();
  });

  test('the countdown ticks, the FAQ toggles, the gallery slides and the form checks an e-mail in the browser', async ({ page, baseURL }) => {
    const submissions: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/site/forms/submit')) submissions.push(request.url());
    });
    await page.goto(siteUrl(baseURL));

    const seconds = page.locator('#element-countdown [data-countdown-unit="seconds"] [data-countdown-value]');
    const first = await seconds.textContent();
    await expect(seconds).not.toHaveText(first!, { timeout: 3000 });

    const faq = page.locator('#element-faq');
    const questions = faq.locator('summary');
    await questions.nth(1).click();
    await expect(faq.locator('details').nth(1)).toHaveAttribute('open', '');
    await expect(faq.locator('details').nth(0)).not.toHaveAttribute('open', '');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');

    const gallery = page.locator('#element-gallery');
    await gallery.getByRole('button', { name: 'Next image' }).click();
    await expect(gallery.getByRole('button', { name: 'Show image 2' })).toHaveAttribute('aria-current', 'true');

    const form = page.locator('#element-form');
    await form.getByLabel('Full name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('E-mail format is invalid.')).toBeVisible();
    expect(submissions).toEqual([]);
  });
});
