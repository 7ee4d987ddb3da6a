import { expect, test } from '@playwright/test';
import { signIn } from './shell-support.js';

// The folder engine against the real server: a list with paging text, search and actions,
// and a form that creates and updates a record through patch lists.
test.describe('folder engine on the shifts folder', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/tabs/shifts');
    await expect(page.getByText(/^Showing 1 - \d+ of \d+$/)).toBeVisible();
  });

  test('refuses a form with missing fields, then creates and updates a night shift', async ({ page }) => {
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Create' }).click();
    const form = page.getByRole('form');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('please check all the fields')).toBeVisible();
    await expect(form.getByText('Mandatory field').first()).toBeVisible();

    await form.getByRole('textbox', { name: 'Shift Code' }).fill('E2EN');
    await form.getByRole('textbox', { name: 'English', exact: true }).fill('E2E night');
    await form.getByLabel('Start').first().fill('22:00');
    await form.getByLabel('End').first().fill('06:00');
    await form.getByRole('button', { name: 'Save' }).click();

    // The host returns to the list, which the save refreshed.
    await page.getByPlaceholder('Search List...').fill('E2E');
    const row = page.getByRole('row', { name: /E2EN/ });
    await expect(row).toContainText('22:00–06:00');
    await row.getByText('E2E night').click();
    const update = page.getByRole('form');
    await update.getByRole('textbox', { name: 'English', exact: true }).fill('E2E late night');
    await update.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('row', { name: /E2E late night/ })).toContainText('22:00–06:00');
  });

  test('asks for a selection before deleting', async ({ page }) => {
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Select rows to delete' })).toBeVisible();
    await page.getByRole('button', { name: 'Actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Export Folder' })).toBeVisible();
  });
});
