import { expect, type Page } from '@playwright/test';
import { doneToast, screenshot, test } from './shell-support.js';

// Issue #34 item 6: HR terminates an employee, opens the full-and-final settlement Terminate
// started, approves it; the administrator approves after HR; the employee reads its own
// statement.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const desktop = { viewport: { width: 1600, height: 900 } };
const leaver = 'emp1';

/** The settlements list, narrowed to the leaver's row. */
async function settlementRow(page: Page) {
  await page.goto('/tabs/settlements');
  await page.getByPlaceholder('Search List...').fill(leaver);
  const row = page.getByRole('row', { name: new RegExp(`FNF-${leaver}-`) });
  await expect(row).toBeVisible({ timeout: 15_000 });
  return row;
}

/** Approves the leaver's settlement from the list's actions, as its confirmation asks. */
async function approve(page: Page) {
  const row = await settlementRow(page);
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const done = doneToast(page);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await done;
  return row;
}

test('HR terminates emp1 and opens the settlement Terminate started', async ({ openAs }) => {
  const page = await openAs('hr1', desktop);
  await page.goto('/tabs/employees');
  await page.getByPlaceholder('Search List...').fill(leaver);
  await page
    .getByRole('row', { name: new RegExp(`\\b${leaver}\\b`) })
    .getByText(leaver, { exact: true })
    .click();
  const form = page.getByRole('form');
  await form.getByRole('button', { name: 'Terminate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Terminate' });
  // today (IST) is offered as the leaving date
  await expect(dialog.getByRole('textbox', { name: 'Leaving Date' })).not.toHaveValue('');
  await dialog.getByLabel('Reason for Leaving').click();
  await page.getByRole('option', { name: 'Resignation' }).click();
  const done = doneToast(page);
  await dialog.getByRole('button', { name: 'Terminate' }).click();
  await done;

  const row = await settlementRow(page);
  await expect(row).toContainText('Computed');
  await screenshot(page, 'settlement-list-computed');
  await row.getByText(new RegExp(`FNF-${leaver}-`)).click();
  const statement = page.frameLocator('iframe[title="Settlement"]');
  await expect(statement.getByRole('heading', { name: 'Full and final settlement' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(statement.getByText('Sunita Das (emp1)')).toBeVisible();
  await expect(statement.getByRole('cell', { name: 'Resignation' })).toBeVisible();
  await expect(statement.getByText('Pay for days worked in the last month')).toBeVisible();
  await expect(statement.getByText('Net payable')).toBeVisible();
  await screenshot(page, 'settlement-statement-hr');
});

test('HR approves, then the administrator; the list says so', async ({ openAs }) => {
  const hr = await openAs('hr1', desktop);
  await expect(await approve(hr)).toContainText('Approved by HR');
  const admin = await openAs('admin', desktop);
  const row = await approve(admin);
  await expect(row).toContainText('Approved');
  await expect(row).not.toContainText('Approved by HR');
  await screenshot(admin, 'settlement-list-approved');
});

test('the employee reads its own settlement, approved', async ({ openAs }) => {
  const page = await openAs(leaver, desktop);
  const row = await settlementRow(page);
  await expect(page.getByRole('row', { name: /FNF-/ })).toHaveCount(1);
  await row.getByText(new RegExp(`FNF-${leaver}-`)).click();
  const statement = page.frameLocator('iframe[title="Settlement"]');
  await expect(statement.getByRole('heading', { name: 'Full and final settlement' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(statement.getByText('Approved', { exact: true })).toBeVisible();
  await screenshot(page, 'settlement-statement-employee');
});
