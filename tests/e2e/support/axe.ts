import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * What axe-core finds against WCAG 2.1 A and AA on the page as it is now, one line a problem;
 * `skipRules` leaves out rules about the page as a whole where a test chose its content.
 */
export async function violations(page: Page, exclude?: string, skipRules: string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).disableRules(skipRules);
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`),
  );
}
