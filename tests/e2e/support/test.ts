import { expect, test as base } from '@playwright/test';

/**
 * Playwright's `test`, where every test also fails when a page or frame reports a Content
 * Security Policy violation in the console: the app and the published sites are served with a
 * CSP, and whatever it blocks is something a user would find broken.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`);
      });
      await use(violations);
      expect(violations, 'Content Security Policy violations reported in the console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
