import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiHeaders } from './account-api.ts';
import { E2E_DEMO } from './accounts.ts';
import { resetDemoHomePage } from './demo-page.ts';

/** The demo home page, emptied, and a signed-in token for it. */
export async function freshDemoPage(request: APIRequestContext): Promise<{ landingId: number; pageId: number; token: string; designUrl: string }> {
  const { landingId, pageId } = await resetDemoHomePage(request);
  const token = (await apiHeaders(request, E2E_DEMO)).authorization.slice('Bearer '.length);
  return { landingId, pageId, token, designUrl: `/agency/websites/${landingId}/pages/${pageId}/design` };
}

/** Signs the browser context in by its stored token, as the app does after a login. */
export async function signInContext(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((value) => {
    if (!localStorage.getItem('tessera.token')) localStorage.setItem('tessera.token', value);
  }, token);
}

/** Opens the designer of the page and waits for its canvas. */
export async function openDesigner(page: Page, designUrl: string): Promise<void> {
  await page.goto(designUrl);
  await expect(page.getByTestId('canvas')).toBeVisible();
}

/** A second, separate browser (its own storage) signed in as the demo agency. */
export async function secondBrowser(browser: Browser, token: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await signInContext(context, token);
  return { context, page: await context.newPage() };
}

/** The design the server holds for the page. */
export async function storedDesign(request: APIRequestContext, token: string, landingId: number, pageId: number) {
  const response = await request.get(`/api/v1/landings/${landingId}/pages/${pageId}`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()).data as { version: number; design: { sections: { id: string; key: string; rows: { columns: { options: { width: number }; elements: { key: string; props: Record<string, unknown> }[] }[] }[] }[]; popups?: unknown[] } };
}

/**
 * The page as the canvas draws it, to compare states: its stylesheet and its markup, written
 * out with attributes in name order (the DOM keeps them in the order they were set), without
 * the selection and focus, which are not the page.
 */
export async function canvasSnapshot(page: Page): Promise<string> {
  return page.evaluate(() => {
    const css = document.querySelector('[data-testid="canvas-css"]')?.textContent ?? '';
    const write = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof Element)) return '';
      const attributes = [...node.attributes]
        .filter((attribute) => attribute.name !== 'aria-current')
        .map((attribute) => {
          const value = attribute.name === 'class' ? attribute.value.split(/\s+/).filter((name) => name && name !== 'is-selected').sort().join(' ') : attribute.value;
          return `${attribute.name}="${value}"`;
        })
        .sort();
      return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}>${[...node.childNodes].map(write).join('')}</${node.tagName.toLowerCase()}>`;
    };
    const canvas = document.querySelector('.designer-canvas__page');
    return `${css}\n${canvas ? write(canvas) : ''}`;
  });
}
