import { expect, type Page } from '@playwright/test';
import { signIn, test } from './shell-support.js';

// Issue #32: a contractor's month walked on the month-close screen. Shakti's admin walks its
// last month (no later spec reads Shakti; the month is reopened at the end, so every spec after
// this one finds it open). Shakti's only user is its admin: a contractor has no HR, and
// approving attendance and closing are the admin's anyway (spec 001 §6; month-close README).
// A second page stays on the screen and sees the counts fall without a reload (the channel's
// broadcasts); each step's link opens exactly the records its count counts (item 1); a Single
// Punch of the invoiced month is decided in the grid by rejecting it (item 3). Left to waivers:
// the rest of the single punches, the 0-pay payslip, and the invoice and its documents, which the
// principal employer approves.

const business = 'Shakti Facility Management';
/** Last month, as the screen opens on it (IST). */
const now = new Date(Date.now() + 330 * 60_000);
const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const monthKey = lastMonth.toISOString().slice(0, 7);
const monthName = new Intl.DateTimeFormat('en-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(lastMonth);
const closedText = `This month is closed for ${business}: ${monthName}`;

/** The own business's cell of a step's row on the month-close screen. */
const stepCell = (page: Page, step: string) =>
  page.getByRole('row', { name: new RegExp(`^${step}`) }).getByRole('cell');

async function openMonthClose(page: Page): Promise<void> {
  await page.goto('/month-close');
  await expect(page.getByRole('heading', { name: 'Month close', exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: new RegExp(business) })).toBeVisible({
    timeout: 30_000,
  });
}

test("Shakti's admin walks last month to closed, a closed day refuses a change, and reopens it", async ({
  page,
  newPage,
}) => {
  test.setTimeout(240_000);
  const watcher = await newPage({ viewport: { width: 1400, height: 900 } });
  await signIn(watcher, 'admin', undefined, 'shakti');
  await openMonthClose(watcher);
  await signIn(page, 'admin', undefined, 'shakti');
  await openMonthClose(page);

  // the undecided leave: its link opens the one leave it counts, not every 'created' leave
  const leaves = stepCell(page, 'Leaves not decided').getByRole('link');
  await expect(leaves).toHaveText('1');
  await expect(leaves).toHaveAttribute('href', /^\/tabs\/leaves\/where\//);
  await leaves.click();
  const leaveRows = page
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') })
    .filter({ hasNot: page.getByRole('checkbox', { name: 'Select All' }) });
  await expect(leaveRows).toHaveCount(1, { timeout: 30_000 });
  await leaveRows.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Done', { exact: true })).toBeVisible({ timeout: 30_000 });
  // the watcher, not reloaded, sees the step done
  await expect(stepCell(watcher, 'Leaves not decided')).toHaveText('Done', { timeout: 30_000 });

  // the worker with no bank account: its link lists that one employee; saving a number clears the step
  await openMonthClose(page);
  await stepCell(page, 'Employees without a bank account').getByRole('link').click();
  const employeeRows = page
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') })
    .filter({ hasNot: page.getByRole('checkbox', { name: 'Select All' }) });
  await expect(employeeRows).toHaveCount(1, { timeout: 30_000 });
  // the one worker with no account is the business's admin itself
  await employeeRows.getByText('admin', { exact: true }).click();
  const form = page.getByRole('form');
  await form.getByRole('textbox', { name: 'Bank Account No.' }).fill('30012345678', { timeout: 30_000 });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(stepCell(watcher, 'Employees without a bank account')).toHaveText('Done', { timeout: 30_000 });

  // the single punches: the list holds as many days as the count says
  await openMonthClose(page);
  const singles = stepCell(page, 'Single punches open').getByRole('link');
  const counted = Number(await singles.textContent());
  expect(counted).toBeGreaterThan(0);
  await singles.click();
  await expect(
    page.getByRole('status').filter({ hasText: new RegExp(`^Showing 1 - \\d+ of ${counted}$`) }),
  ).toBeVisible({
    timeout: 30_000,
  });

  // in the grid: one worker's Single Punches of the invoiced month, which no edit can complete any
  // more, are rejected (item 3), and the watcher's count falls by as many
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/attendance');
  await page.getByRole('button', { name: 'Previous month' }).click();
  const singleCells = page
    .locator(`.mg-cell[data-date^="${monthKey}"]`)
    .filter({ has: page.locator('.mg-code', { hasText: /^SP$/ }) });
  await expect(singleCells.first()).toBeVisible({ timeout: 30_000 });
  const row = await singleCells.first().getAttribute('data-row-idx');
  const rowSingles = page
    .locator(`.mg-cell[data-row-idx="${row}"][data-date^="${monthKey}"]`)
    .filter({ has: page.locator('.mg-code', { hasText: /^SP$/ }) });
  const rejected = await rowSingles.count();
  for (let at = 0; at < rejected; at += 1) await rowSingles.nth(at).click({ modifiers: ['Control'] });
  await expect(page.getByText(`${rejected} cells selected`)).toBeVisible();
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('attendance cells rejected').first()).toBeVisible({ timeout: 30_000 });
  await expect(stepCell(watcher, 'Single punches open')).toHaveText(String(counted - rejected), {
    timeout: 30_000,
  });

  // the month's statutory files, downloaded from the payslips' generation tab, where their
  // steps' links lead; the watcher sees each step done once its file is downloaded
  const ecrStep = 'EPF ECR file not downloaded since the payslips were approved';
  const esiStep = 'ESI file not downloaded since the payslips were approved';
  await expect(stepCell(watcher, ecrStep)).toHaveText('1');
  await expect(stepCell(watcher, esiStep)).toHaveText('1');
  await openMonthClose(page);
  await stepCell(page, ecrStep).getByRole('link').click();
  await expect(page).toHaveURL(/\/tabs\/payslips\/generate$/);
  await page.getByLabel('Payroll Month').selectOption(monthKey);
  const ecr = page.waitForEvent('download');
  await page.getByRole('button', { name: 'EPF ECR File' }).click();
  expect((await ecr).suggestedFilename()).toBe(`ECR-${monthKey}.txt`);
  const esi = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ESI Contribution Sheet' }).click();
  expect((await esi).suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(stepCell(watcher, ecrStep)).toHaveText('Done', { timeout: 30_000 });
  await expect(stepCell(watcher, esiStep)).toHaveText('Done', { timeout: 30_000 });

  // close: the steps still open are waived, each with its reason
  await openMonthClose(page);
  const closeForm = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Close month' }) });
  const reasons = closeForm.getByRole('textbox');
  const open = await reasons.count();
  expect(open).toBeGreaterThan(0);
  for (let at = 0; at < open; at += 1) await reasons.nth(at).fill('Checked by hand for the walk');
  await closeForm.getByRole('button', { name: 'Close month' }).click();
  await expect(page.getByText('Month closed').first()).toBeVisible({ timeout: 30_000 });
  await expect(watcher.getByRole('columnheader', { name: new RegExp(`${business}\\s*Closed`) })).toBeVisible({
    timeout: 30_000,
  });

  // a closed day refuses a change: the grid names the lock, and the server refuses an approval
  await page.goto('/attendance');
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page.getByRole('status').filter({ hasText: closedText })).toBeVisible({ timeout: 30_000 });
  const day = page.locator(`.mg-cell[data-row-idx="0"][data-date="${monthKey}-10"]`);
  await day.click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(closedText).last()).toBeVisible({ timeout: 30_000 });

  // reopened with a reason, so the specs after this one find the month open
  await openMonthClose(page);
  const reopenForm = page
    .locator('form')
    .filter({ has: page.getByRole('heading', { name: 'Reopen month' }) });
  await reopenForm.getByLabel('Reason').fill('The walk is over');
  await reopenForm.getByRole('button', { name: 'Reopen month' }).click();
  await expect(page.getByText('Month reopened').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('columnheader', { name: new RegExp(`${business}\\s*Open`) })).toBeVisible();
});
