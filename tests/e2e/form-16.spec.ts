import { execFileSync } from 'node:child_process';
import { expect } from '@playwright/test';
import { signIn, test } from './shell-support.js';

// Form 16 Part B (issue #34 item 2): the demo's taxable manager, whose last financial year
// the seed pays and taxes (app/seed/tax-year.ts), opens Form 16 from the payslips list and
// downloads last year's as PDF.
test.use({ viewport: { width: 1400, height: 900 } });

/** Last financial year by its 1 April's year, IST. */
const lastYear = (() => {
  const today = new Date(Date.now() + 330 * 60_000);
  return (today.getUTCMonth() >= 3 ? today.getUTCFullYear() : today.getUTCFullYear() - 1) - 1;
})();

test('the employee downloads Form 16 for last year', async ({ page }) => {
  await signIn(page, 'ro1');
  await page.goto('/tabs/payslips');
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Form 16' }).click();
  await expect(page).toHaveURL(/\/tabs\/payslips\/form-16/);
  await expect(page.getByLabel('Financial year')).toHaveValue(String(lastYear));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await (await download).path();
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Form No. 16, Part B');
  expect(text).toContain('Sourav Banerjee');
  expect(text).toContain('CALD04217E');
  expect(text).toContain('Tax deducted at source from the payslips');
});
