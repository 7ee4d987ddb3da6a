import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './shell-support.js';

const count = 500;
const number = (index: number) => String(index + 1).padStart(4, '0');

/** Uploads a csv through the list's 'Bulk Upload' and waits for its bar to reach 'Completed'. */
async function bulkUpload(page: Page, folder: string, title: string, csv: string) {
  await page.goto(`/tabs/${folder}`);
  await expect(page.getByText(/^Showing 1 - \d+ of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Bulk Upload' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.locator('input[type=file]').setInputFiles({
    name: `${folder}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('File Uploaded Successfully')).toBeVisible();
  const bar = dialog.getByRole('progressbar');
  await expect(bar).toBeVisible();
  await expect(dialog.getByText('Completed')).toBeVisible({ timeout: 60_000 });
  await expect(bar).toHaveAttribute('value', '100');
  await expect(dialog.getByText(`Rows Written: ${count} / ${count}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
}

// Bulk upload (issue #17 item 4): HR fills the employees template's columns and uploads 500
// employees from the list's dropdown (their 500 persons first, the same way), watching each
// upload's bar reach 'Completed'.
test('HR bulk-uploads 500 employees from the list and watches the bar reach Completed', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'hr1');

  await page.goto('/tabs/employees');
  await expect(page.getByText(/^Showing 1 - \d+ of \d+$/)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Download Template' }).click();
  const template = readFileSync(await (await download).path(), 'utf8').replace(/^\ufeff/, '');
  const header = template.split('\r\n')[0] ?? '';
  expect(header.split(',').slice(0, 4)).toEqual(['Code', 'Person', 'Employee Type', 'Joining Date']);

  const persons = [
    'First Name',
    ...Array.from({ length: count }, (_, index) => `Bulkperson${number(index)}`),
  ];
  await bulkUpload(page, 'persons', 'Bulk Upload: Persons', `${persons.join('\n')}\n`);

  const employees = [
    'Code,Person,Employee Type,Joining Date',
    ...Array.from(
      { length: count },
      (_, index) => `BULK-${number(index)},Bulkperson${number(index)},contractual,2025-04-01`,
    ),
  ];
  await bulkUpload(page, 'employees', 'Bulk Upload: Employees', `${employees.join('\n')}\n`);

  await page.getByPlaceholder('Search List...').fill('BULK-0');
  await expect(page.getByText(`Showing 1 - 50 of ${count}`)).toBeVisible();
});
