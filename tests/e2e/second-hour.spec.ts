import { expect, type Page, test } from '@playwright/test';
import { doneToast, signIn } from './shell-support.js';

// Issue #27 ("The second hour"), what a new admin trips on in the employees folder.
test.describe.configure({ timeout: 120_000 });
async function openEmployee(page: Page, code: string) {
  await page.goto('/tabs/employees');
  await page.getByPlaceholder('Search List...').fill(code);
  await page
    .getByRole('row', { name: new RegExp(`\\b${code}\\b`) })
    .getByText(code, { exact: true })
    .click();
  const form = page.getByRole('form');
  await expect(form.getByRole('button', { name: 'Save' })).toBeVisible();
  return form;
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'admin');
});

test('an employee who joined before Nov 2024 saves unchanged (item 1)', async ({ page }) => {
  const form = await openEmployee(page, 'DI0093');
  // the record's own date is older than the date switcher's earliest month
  const joined = await form.getByRole('textbox', { name: 'Joining Date' }).inputValue();
  expect(Number(joined.slice(-4))).toBeLessThan(2024);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Nothing changed: there is nothing to save');
  await expect(form.getByText('Invalid Input')).toHaveCount(0);
  await expect(form.getByText('please correct the invalid inputs in fields')).toHaveCount(0);
});

test('Terminate asks the leaving date and reason, sets them and says Done; nobody terminates themselves (item 2)', async ({
  page,
}) => {
  let form = await openEmployee(page, 'DI0150');
  await form.getByRole('button', { name: 'Terminate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Terminate' });
  const leaving = dialog.getByRole('textbox', { name: 'Leaving Date' });
  // today (IST) is offered
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10).split('-').reverse().join('/');
  await expect(leaving).toHaveValue(today);
  await leaving.fill('15/10/2026');
  // the reason is asked too, and mandatory: the dialog stays open until one is chosen
  await dialog.getByRole('button', { name: 'Terminate' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Mandatory field');
  await dialog.getByLabel('Reason for Leaving').click();
  await page.getByRole('option', { name: 'Retired' }).click();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  const done = doneToast(page);
  await dialog.getByRole('button', { name: 'Terminate' }).click();
  await done;

  // the list shows the status, the leaving date and the reason set
  await page.goto('/tabs/employees');
  await page.getByPlaceholder('Search List...').fill('DI0150');
  const row = page.getByRole('row', { name: /\bDI0150\b/ });
  await expect(row).toContainText('Left');
  await expect(row).toContainText('15/10/2026');
  await expect(row).toContainText('Retired');
  form = await openEmployee(page, 'DI0150');
  await expect(form.getByRole('button', { name: 'Terminate' })).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Rejoin' })).toBeVisible();

  // the admin's own record offers no Terminate (the server refuses it too: workflow.test.ts)
  form = await openEmployee(page, 'admin');
  await expect(form.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Terminate' })).toHaveCount(0);
});
