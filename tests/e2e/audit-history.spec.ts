import { expect, test } from '@playwright/test';
import { screenshot, signIn, signOut } from './shell-support.js';

test.use({ viewport: { width: 1600, height: 900 } });

// Issue #32 item 5: the attendance officer edits a day in the grid (the admin has no Save
// there, spec 001 §2); the admin corrects that manual edit in its form, opens the record's
// Change history and finds its own change, from the old working minutes to the new, after
// the officer's.
test("the admin corrects an attendance day's edit and finds its change in the History", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'ao1');
  await page.goto('/attendance');
  const single = page.locator('.mg-cell', { has: page.locator('.mg-code', { hasText: /^SP$/ }) }).first();
  await expect(single).toBeVisible({ timeout: 15_000 });
  await single.dblclick();
  const editor = page.getByRole('dialog');
  await editor.getByLabel('Attendance Type').selectOption({ label: 'Present' });
  await editor.getByLabel('Working Hours').fill('0830');
  await page.keyboard.press('Control+Enter');
  await expect(editor).toBeHidden();
  await page.getByRole('button', { name: /Save/ }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'attendance marked' })).toBeVisible();
  await signOut(page);
  await signIn(page, 'admin');

  await page.goto('/tabs/attendance_edits');
  await expect(page.getByText(/^Showing 1 - \d+ of \d+$/)).toBeVisible();
  const open = async () => {
    await page.getByRole('row').filter({ hasText: 'Present' }).first().getByText('Present').click();
    return page.getByRole('form');
  };
  const form = await open();
  await expect(form.getByLabel('Working Minutes')).toHaveValue('510');
  await form.getByLabel('Working Minutes').fill('480');
  // the grid's edit names no site, which the form asks for
  await form.getByLabel('Site').click();
  await page.getByRole('searchbox', { name: 'Type to Search..' }).fill('Mandi');
  await page.getByRole('option', { name: /Mandi/ }).first().click();
  await form.getByRole('button', { name: 'Save' }).click();
  // the toast: the form's own notice goes with its tab, which closes once saved
  await expect(
    page
      .locator('[data-sonner-toast]')
      .filter({ hasText: /^Saved$/ })
      .first(),
  ).toBeVisible();

  const reopened = await open();
  await reopened.getByText('Change history').click();
  const history = reopened.getByRole('table', { name: 'Change history' });
  const change = history
    .getByRole('row')
    .filter({ hasText: 'Working Minutes' })
    .filter({ hasText: 'Changed' });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText(/Changed\s*Working Minutes\s*510\s*480/);
  await expect(change).toContainText('admin');
  // the edit's creation is there too, its attendance type as the list names it
  const created = history.getByRole('row').filter({ hasText: 'Attendance Type' });
  await expect(created).toContainText('Present');
  await expect(created).toContainText('ao1');
  // who created it, named as the list names an employee
  await expect(history.getByRole('row').filter({ hasText: 'Created By' })).toContainText('ao1 Priya Sharma');
  await expect(history.getByRole('row').filter({ hasText: 'Site' })).toContainText('Mandi Plant');
  await history.scrollIntoViewIfNeeded();
  await screenshot(page, 'audit-history');
});

// The month's audit trail as an xlsx, from the month-close screen, for the admin.
test("the admin downloads the month's audit trail", async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/month-close');
  const button = page.getByRole('button', { name: 'Audit trail (xlsx)' });
  await expect(button).toBeVisible({ timeout: 15_000 });
  const download = page.waitForEvent('download');
  await button.click();
  expect((await download).suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}\.xlsx$/);
  await screenshot(page, 'audit-month-close');
});
