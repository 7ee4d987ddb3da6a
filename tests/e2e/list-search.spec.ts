import { expect, test } from '@playwright/test';
import { signIn } from './shell-support.js';

// Search against the real server (issue #12): the client sends the typed text as it is and
// the server alone escapes and wraps it, so a list search and a picker find real records.
test.describe('search finds records on the server', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });

  test("the Holidays list finds 'Diwali'", async ({ page }) => {
    await page.goto('/tabs/holidays');
    await expect(page.getByText(/^Showing 1 - \d+ of \d+$/)).toBeVisible();
    await page.getByPlaceholder('Search List...').fill('Diwali');
    await expect(page.getByText('Showing 1 - 1 of 1')).toBeVisible();
    await expect(page.getByRole('row', { name: /Diwali/ })).toBeVisible();
    // a % typed is a percent sign, not a wildcard: no holiday has one
    await page.getByPlaceholder('Search List...').fill('Di%li');
    await expect(page.getByText('No Data Found')).toBeVisible();
  });

  test("a leave form's employee picker offers the employees matching 2 characters", async ({ page }) => {
    await page.goto('/tabs/leaves');
    await expect(page.getByText(/^Showing 1 - \d+ of \d+$/)).toBeVisible();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Apply' }).click();
    await page.getByRole('button', { name: /^Employee/ }).click();
    const search = page.getByRole('searchbox', { name: 'Type to Search..' });
    await search.fill('em');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    // the two characters match a code or a name (emp1, Seema): each option offered holds them
    await expect(options.first()).toContainText(/em/i);
  });
});
