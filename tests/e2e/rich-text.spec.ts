import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signIn } from './support/account-api.ts';
import { E2E_DEMO } from './support/accounts.ts';
import { resetDemoHomePage } from './support/demo-page.ts';
import { dragTo } from './support/drag.ts';

/** The demo website's home page in the designer, signed in as the demo agency. */
async function openDemoDesigner(page: Page) {
  await signIn(page, E2E_DEMO);
  await page.getByRole('link', { name: 'Demo website', exact: true }).click();
  await page.getByRole('link', { name: 'Design' }).first().click();
}

/** Saves and publishes the page, then opens the published site as a visitor. */
async function saveAndVisit(page: Page, context: BrowserContext, baseURL: string): Promise<Page> {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  const visitor = await context.newPage();
  await visitor.goto(`http://demo.localhost:${new URL(baseURL).port}/`);
  return visitor;
}

test.beforeEach(async ({ request }) => {
  await resetDemoHomePage(request);
});

test('an agency bolds a word of a paragraph in place, and the published page has it in <strong>', async ({ page, context, baseURL }) => {
  await openDemoDesigner(page);

  const canvas = page.getByTestId('canvas');
  await dragTo(page, page.getByTestId('palette-item-paragraph'), page.getByTestId('canvas-dropzone'));
  const paragraph = canvas.locator('[data-element-type="paragraph"]');
  await expect(paragraph).toHaveClass(/is-selected/);

  // The dropped paragraph is selected, so this click starts editing its text in place.
  await paragraph.locator('.ts-paragraph').click();
  const editable = paragraph.locator('[contenteditable="true"]');
  await expect(editable).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Fresh bread every morning');
  await page.keyboard.press('Shift+ControlOrMeta+ArrowLeft');
  await paragraph.getByRole('button', { name: 'Bold' }).click();
  await expect(editable.locator('strong')).toHaveText('morning');

  // A click outside the element ends editing; the paragraph shows its Render again.
  await canvas.click({ position: { x: 4, y: 4 } });
  await expect(editable).toHaveCount(0);
  await expect(paragraph.locator('.ts-paragraph strong')).toHaveText('morning');

  const visitor = await saveAndVisit(page, context, baseURL!);
  await expect(visitor.locator('.ts-paragraph')).toHaveText('Fresh bread every morning');
  await expect(visitor.locator('.ts-paragraph strong')).toHaveText('morning');
});

test('a double click edits a Headline and a Button label in place; Enter keeps the words, undo takes them back, and the published page shows them', async ({ page, context, baseURL }) => {
  await openDemoDesigner(page);

  const canvas = page.getByTestId('canvas');
  await dragTo(page, page.getByTestId('palette-item-headline'), page.getByTestId('canvas-dropzone'));
  const headline = canvas.locator('[data-element-type="headline"]');
  await canvas.click({ position: { x: 4, y: 4 } });
  await headline.locator('.ts-headline').dblclick();
  const editable = headline.locator('[contenteditable="true"]');
  await expect(editable).toBeFocused();
  await expect(headline.getByRole('toolbar')).toHaveCount(0);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Bread baked at dawn');
  await page.keyboard.press('Enter');
  await expect(editable).toHaveCount(0);
  await expect(headline.locator('.ts-headline')).toHaveText('Bread baked at dawn');
  await expect(page.getByLabel('Headline text')).toHaveValue('Bread baked at dawn');

  await dragTo(page, page.getByTestId('palette-item-button'), headline);
  const button = canvas.locator('[data-element-type="button"]');
  await canvas.click({ position: { x: 4, y: 4 } });
  await button.locator('.ts-button__label').dblclick();
  await expect(button.locator('[contenteditable="true"]')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Order a loaf');
  await canvas.click({ position: { x: 4, y: 4 } });
  await expect(button.locator('.ts-button__label')).toHaveText('Order a loaf');

  await page.keyboard.press('ControlOrMeta+z');
  await expect(button.locator('.ts-button__label')).not.toHaveText('Order a loaf');
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(button.locator('.ts-button__label')).toHaveText('Order a loaf');

  const visitor = await saveAndVisit(page, context, baseURL!);
  await expect(visitor.locator('.ts-headline')).toHaveText('Bread baked at dawn');
  await expect(visitor.locator('.ts-button__label')).toHaveText('Order a loaf');
});

test('an FAQ’s questions and answers are edited in place: the one clicked, undo takes it back, and the published page shows them', async ({ page, context, baseURL }) => {
  await openDemoDesigner(page);

  const canvas = page.getByTestId('canvas');
  await dragTo(page, page.getByTestId('palette-item-faq'), page.getByTestId('canvas-dropzone'));
  const faq = canvas.locator('[data-element-type="faq"]');
  await canvas.click({ position: { x: 4, y: 4 } });
  const second = faq.locator('.ts-faq__item').nth(1);
  await second.locator('.ts-faq__question span').dblclick();
  const question = second.locator('.ts-faq__question [contenteditable="true"]');
  await expect(question).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Can I pause my plan for a month?');
  await page.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await expect(second.locator('.ts-faq__question')).toHaveText('Can I pause my plan for a month?');
  await expect(page.getByRole('textbox', { name: 'Question 2' })).toHaveValue('Can I pause my plan for a month?');

  // The element is selected now: one click on an answer edits it, with the rich-text toolbar.
  await second.locator('.ts-faq__answer-body').click();
  const answer = second.locator('.ts-faq__answer-body [contenteditable="true"]');
  await expect(answer).toBeFocused();
  await expect(faq.getByRole('toolbar')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Yes, for up to three months.');
  await canvas.click({ position: { x: 4, y: 4 } });
  await expect(second.locator('.ts-faq__answer-body')).toHaveText('Yes, for up to three months.');

  await page.keyboard.press('ControlOrMeta+z');
  await expect(second.locator('.ts-faq__answer-body')).not.toHaveText('Yes, for up to three months.');
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(second.locator('.ts-faq__answer-body')).toHaveText('Yes, for up to three months.');

  const visitor = await saveAndVisit(page, context, baseURL!);
  const published = visitor.locator('.ts-faq__item').nth(1);
  await expect(published.locator('.ts-faq__question')).toHaveText('Can I pause my plan for a month?');
  await published.locator('.ts-faq__question').click();
  await expect(published.locator('.ts-faq__answer-body')).toHaveText('Yes, for up to three months.');
});
