/**
 * The axe check the screenshot scripts run on each page they capture: the serious and critical
 * violations are printed with the page's path, and the answer says whether there were any (the
 * script then exits 1).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function reportsSeriousViolations(page: Page, path: string): Promise<boolean> {
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length > 0)
    console.error(
      path,
      serious.map((v) => v.id),
    );
  return serious.length > 0;
}
