import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { signIn, test } from './shell-support.js';

// Payroll (issue #15): HR generates a department's payslips and watches the bar reach
// 'all done' (a revised worker's arrears said in its row), opens one, downloads its PDF and
// reads its text, approves the month, downloads the ECR and the arrear ECR; emp1
// opens and downloads its own payslip and no one else's.
test.use({ viewport: { width: 1400, height: 900 } });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** A month as the tab's month input holds it, IST: `back` months before this one. */
const monthBack = (back: number) => {
  const now = new Date(Date.now() + 330 * 60_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
};
// the tab opens on last month, whose payslips the demo seeds approved: the test runs this one
const lastMonth = monthBack(1);
const thisMonth = monthBack(0);

async function downloadedText(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await (await download).path();
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

test('HR generates the Administration department, opens a payslip, downloads its PDF and approves the month', async ({
  page,
  openAs,
}) => {
  // a month without one approved day is refused (#32 item 2): the attendance officer approves
  // one of emp1's days first, and HR answers the question about the days still unapproved
  const officer = await openAs('ao1', { viewport: { width: 1600, height: 900 } });
  await officer.goto('/attendance');
  await officer.getByLabel('Search employees').fill('emp1');
  await expect(officer.locator('.mg-employee-code').first()).toHaveText('emp1', { timeout: 15_000 });
  await expect(officer.locator('.mg-employee-code')).toHaveCount(1, { timeout: 15_000 });
  const present = officer
    .locator('.mg-cell[data-row-idx="0"]')
    .filter({ has: officer.locator('.mg-code', { hasText: /^P$/ }) })
    .first();
  await present.click();
  await officer.getByRole('button', { name: 'Approve' }).click();
  await expect(officer.getByText('attendance cells approved')).toBeVisible({ timeout: 15_000 });
  page.on('dialog', (dialog) => void dialog.accept());

  await signIn(page, 'hr1');
  await page.goto('/tabs/payslips/generate');
  await expect(page.getByLabel('Payroll Month')).toHaveValue(lastMonth);
  await page.getByLabel('Payroll Month').selectOption(thisMonth);
  // Employees Name is the default basis; choosing Department shows the departments instead
  await expect(page.getByRole('radio', { name: 'Employees Name' })).toBeChecked();
  await page.getByRole('radio', { name: 'Department' }).check();
  const departments = page.getByRole('listbox', { name: 'Department' });
  await expect(departments.getByRole('option', { name: 'ADM Administration' })).toBeVisible();
  await departments.selectOption({ label: 'ADM Administration' });
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'all done' })).toBeVisible({ timeout: 60_000 });
  const rows = page.getByRole('row').filter({ hasText: 'emp1' });
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('cell', { name: 'Generated' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Generation progress' })).toBeVisible();
  // the demo's DA revision (#34 item 7): its worker's payslip pays last month's arrears, and the
  // month before it, which the demo never paid, is said to have no payslip
  const revised = page.getByRole('row').filter({ hasText: `Arrears of ${lastMonth} paid` });
  await expect(revised).toHaveCount(1);
  await expect(revised).toContainText(`No arrears of ${monthBack(2)}: no payslip of that month`);

  await page.goto(`/tabs/html_template/payslips/emp1-${thisMonth}`);
  const frame = page.frameLocator('iframe[title="Payslip"]');
  await expect(frame.getByText('Sunita Das').first()).toBeVisible({ timeout: 30_000 });
  const text = await downloadedText(page);
  expect(text).toContain('Sunita Das');
  expect(text).toContain('Net pay');

  await page.goto('/tabs/payslips/generate');
  await page.getByLabel('Payroll Month').selectOption(thisMonth);
  await page.getByRole('button', { name: 'Approve the month' }).click();
  await expect(page.getByText(/^Done \(\d+\)$/)).toBeVisible({ timeout: 30_000 });
  // the month's EPF ECR from the payslips just approved
  const ecr = page.waitForEvent('download');
  const arrear = page.waitForEvent('download', (file) => file.suggestedFilename().startsWith('ECR-ARREAR'));
  await page.getByRole('button', { name: 'EPF ECR File' }).click();
  expect((await ecr).suggestedFilename()).toBe(`ECR-${thisMonth}.txt`);
  // and the arrear ECR of the arrears the month's payslips paid
  expect((await arrear).suggestedFilename()).toBe(`ECR-ARREAR-${thisMonth}.txt`);
});

test('emp1 opens and downloads only its own payslip', async ({ page }) => {
  await signIn(page, 'emp1');
  await page.goto(`/tabs/html_template/payslips/emp1-${thisMonth}`);
  await expect(page.frameLocator('iframe[title="Payslip"]').getByText('Sunita Das').first()).toBeVisible({
    timeout: 30_000,
  });
  expect(await downloadedText(page)).toContain('Sunita Das');
  await page.goto(`/tabs/html_template/payslips/hr1-${thisMonth}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Payslip not found' })).toBeVisible();
});
