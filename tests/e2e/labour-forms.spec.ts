import { execFileSync } from 'node:child_process';
import { expect } from '@playwright/test';
import { signIn, test } from './shell-support.js';

// Issue #33 item 5: a worker opens its payslip of the demo's month and, from it, its wage slip
// in Form XIX and its employment card in Form XIV, each in its own tab with its PDF.
test.use({ viewport: { width: 1400, height: 900 } });

/** The month the demo pays (app/seed/payroll-month.ts): the month before yesterday's, IST. */
const demoMonth = () => {
  const yesterday = new Date(Date.now() + 330 * 60_000 - 86_400_000);
  return new Date(Date.UTC(yesterday.getUTCFullYear(), yesterday.getUTCMonth() - 1, 1))
    .toISOString()
    .slice(0, 7);
};

test("emp1 opens its payslip's Form XIX and Form XIV and downloads the wage slip", async ({ page }) => {
  await signIn(page, 'emp1');
  await page.goto(`/tabs/html_template/payslips/emp1-${demoMonth()}`);
  await expect(page.frameLocator('iframe[title="Payslip"]').getByText('Sunita Das').first()).toBeVisible({
    timeout: 30_000,
  });

  await page.getByRole('link', { name: 'Wage slip (Form XIX)' }).click();
  const slip = page.frameLocator('iframe[title="Wage slip (Form XIX)"]');
  await expect(slip.getByText('FORM XIX', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(slip.getByText('Net amount of wages paid')).toBeVisible();
  await expect(slip.getByText(/^Sunita Das/).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`form-xix-emp1-${demoMonth()}.pdf`);
  const text = execFileSync('pdftotext', ['-layout', await file.path(), '-'], { encoding: 'utf8' });
  expect(text).toContain('FORM XIX');
  expect(text).toContain('Sunita Das');

  await page.goto(`/tabs/html_template/payslips/emp1-${demoMonth()}`);
  await page.getByRole('link', { name: 'Employment card (Form XIV)' }).click();
  const card = page.frameLocator('iframe[title="Employment card (Form XIV)"]');
  await expect(card.getByText('FORM XIV', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('Sl. No. in the register of workmen employed')).toBeVisible();
  await expect(card.getByText('emp1', { exact: true })).toBeVisible();
});

// The registers screen offers the same forms per worker: the register of wages lists the
// workers its period and filters select, and the one picked opens its Form XIX and Form XIV.
test("the admin opens a worker's Form XIX and Form XIV from the register of wages", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  await page.goto('/tabs/view_report/register_of_wages');
  const forms = page.getByRole('region', { name: "A worker's forms" });
  const worker = forms.getByRole('combobox', { name: "A worker's forms" });
  await expect(worker.locator('option', { hasText: /^emp1 / })).toHaveCount(1, { timeout: 30_000 });
  await worker.selectOption(`emp1-${demoMonth()}`);
  await page.screenshot({ path: 'test-results/register-worker-forms.png', fullPage: true });
  await forms.getByRole('link', { name: 'Wage slip (Form XIX)' }).click();
  await expect(page).toHaveURL(new RegExp(`/tabs/html_template/wage_slip/emp1-${demoMonth()}$`));
  const slip = page.frameLocator('iframe[title="Wage slip (Form XIX)"]');
  await expect(slip.getByText('FORM XIX', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(slip.getByText(/^Sunita Das/).first()).toBeVisible();

  await page.goto('/tabs/view_report/register_of_wages');
  await worker.selectOption(`emp1-${demoMonth()}`);
  await forms.getByRole('link', { name: 'Employment card (Form XIV)' }).click();
  const card = page.frameLocator('iframe[title="Employment card (Form XIV)"]');
  await expect(card.getByText('FORM XIV', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('emp1', { exact: true })).toBeVisible();
});
