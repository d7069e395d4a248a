import axe, { type AxeResults, type ContextObject, type FrameContext, type PartialResult, type RunOptions } from 'axe-core';
import type { Frame, Page } from '@playwright/test';

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

declare global {
  interface Window {
    axe: typeof axe;
  }
}

export interface AxeCheck {
  /** A selector whose elements are left out. */
  exclude?: string;
  /** Rules about the page as a whole, left out where a test chose its content. */
  skipRules?: string[];
  /** WCAG 2.1 A and AA, and axe's best practices, unless given. */
  tags?: string[];
}

/**
 * What axe-core finds on the page as it is now, one line a problem.
 *
 * It runs axe as @axe-core/playwright does (in every frame, cross-origin ones included, then
 * combining the frames' results), but combines them in the page itself rather than in a new
 * blank page: opening that page took 1 of the 1.4 s of each check, and the suite makes hundreds.
 */
export async function violations(page: Page, { exclude, skipRules = [], tags = [...WCAG_21_AA, 'best-practice'] }: AxeCheck = {}): Promise<string[]> {
  const options: RunOptions = { runOnly: { type: 'tag', values: tags }, rules: Object.fromEntries(skipRules.map((rule) => [rule, { enabled: false }])) };
  const context: ContextObject = exclude ? { exclude: [exclude] } : { include: [['html']] };
  await settleAnimations(page);
  const partials = await framePartials(page.mainFrame(), context, options, true);
  const results = await page.evaluate<AxeResults, unknown>((args) => {
    const { partials, options } = args as { partials: PartialResult[]; options: RunOptions };
    return window.axe.finishRun(partials, options);
  }, { partials, options });
  return describe(results);
}

/**
 * Waits for the page's finite animations and transitions to end. Axe reads colours as drawn, so
 * a toast fading in or out measured mid-way fails colour contrast at its passing colours (CI met
 * 1.7:1 on a toast's title at a fraction of its opacity). Endless animations, such as spinners,
 * are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

function describe(results: AxeResults): string[] {
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`),
  );
}

/**
 * The partial results of `frame` and, depth first, of the frames inside it, in the order
 * axe.finishRun expects; a frame that cannot be checked (it never loaded, or runs no script)
 * counts as null, which axe reports under its frame-tested rule, as @axe-core/playwright does;
 * a frame sandboxed without scripts is not entered at all.
 */
async function framePartials(frame: Frame, context: ContextObject, options: RunOptions, top = false): Promise<(PartialResult | null)[]> {
  try {
    // A page checked again without navigating (after a dialog opens, or at another width) keeps
    // the axe it was given: compiling axe's half a megabyte anew cost each check 0.1–0.3 s.
    if (!(await frame.evaluate(() => 'axe' in window))) {
      await frame.evaluate(axe.source);
      await frame.evaluate(() => window.axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] }));
    }
    // Arguments and results cross as unknown: Playwright's check that they serialise is too deep for axe's types.
    const frameContexts = await frame.evaluate<FrameContext[], unknown>((context) => window.axe.utils.getFrameContexts(context as ContextObject), context);
    const own = await frame.evaluate<PartialResult, unknown>((args) => {
      const { context, options } = args as { context: ContextObject; options: RunOptions };
      return window.axe.runPartial(context, options);
    }, { context, options });
    const children: (PartialResult | null)[] = [];
    for (const { frameSelector, frameContext } of frameContexts) {
      const element = (await frame.evaluateHandle((selector) => window.axe.utils.shadowSelect(selector), frameSelector)).asElement();
      // A frame sandboxed without scripts (a page's picture in a card) never gets the context an evaluate waits for.
      const scriptless = await element?.evaluate((node) => node instanceof HTMLIFrameElement && node.hasAttribute('sandbox') && !node.sandbox.contains('allow-scripts'));
      const child = scriptless ? null : await element?.contentFrame();
      children.push(...(child ? await framePartials(child, frameContext as ContextObject, options) : [null]));
    }
    return [own, ...children];
  } catch (error) {
    if (top) throw error;
    return [null];
  }
}
