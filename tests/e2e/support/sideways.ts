import { expect, type Page } from '@playwright/test';

/**
 * How far the page scrolls sideways, and the outermost elements that reach past its right edge
 * (those not inside a box that scrolls or clips them), so a failure names what to fix.
 */
async function sidewaysOverflow(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const overflow = root.scrollWidth - root.clientWidth;
    if (overflow <= 0) return { overflow, culprits: [] };
    const edge = root.clientWidth;
    // Whether a box between the node and the page clips it. An absolutely positioned node escapes
    // the clipping of every box up to its containing block (the nearest positioned one).
    const clipped = (node: Element): boolean => {
      let escaping = getComputedStyle(node).position === 'absolute';
      for (let box = node.parentElement; box && box !== document.body; box = box.parentElement) {
        const { overflowX, position } = getComputedStyle(box);
        if (position === 'fixed') return true;
        if (escaping && position === 'static') continue;
        if (overflowX !== 'visible') return true;
        escaping = position === 'absolute';
      }
      return false;
    };
    const describe = (node: Element) => {
      const id = node.id ? `#${node.id}` : '';
      const classes = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : '';
      return `${node.tagName.toLowerCase()}${id}${classes} (right edge ${Math.round(node.getBoundingClientRect().right)} px)`;
    };
    const past = new Set<Element>();
    const culprits: string[] = [];
    for (const node of document.body.querySelectorAll('*')) {
      if (node.getBoundingClientRect().right <= edge + 0.5 || clipped(node)) continue;
      past.add(node);
      // The outermost ones: a node whose parent reaches past the edge too is named by its parent.
      if (node.parentElement && past.has(node.parentElement)) continue;
      culprits.push(describe(node));
      if (culprits.length === 5) break;
    }
    return { overflow, culprits };
  });
}

/** The page does not scroll sideways; if it does, the message names what reaches past its edge. */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { overflow, culprits } = await sidewaysOverflow(page);
  expect(overflow, `${what} scrolls sideways by ${overflow} px: ${culprits.join('; ') || 'no element found past the edge'}`).toBeLessThanOrEqual(0);
}
