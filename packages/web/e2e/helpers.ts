import { expect, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

/** Runs axe on the page and fails on any serious or critical violation, listing them. */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(report, `axe on ${label}`).toEqual([]);
}

/** Waits until the lazily loaded screen has rendered its first heading. */
export async function waitForScreen(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ state: 'visible' });
}
