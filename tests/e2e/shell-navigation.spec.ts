import { expect, test } from '@playwright/test';
import { screenshot, signIn } from './shell-support.js';

test('home search narrows cards by label prefix and shows all when nothing matches', async ({ page }) => {
  await signIn(page, 'admin');
  // the folder tiles, under their group headings (the panels above hold lists of links too)
  const cards = page.getByRole('main').locator('section[aria-labelledby^="folder-group-"] li');
  const all = await cards.count();
  expect(all).toBeGreaterThan(5);
  const search = page.getByRole('main').getByRole('searchbox', { name: 'Search Folders..' });
  await search.fill('emp');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveText('Employees');
  await search.fill('zzz');
  await expect(cards).toHaveCount(all);
  // the admin's own month shows its leave balance (txn_show_leaves_quota)
  await expect(page.getByText('Leave balance')).toBeVisible();
  await search.fill('');
  await page.getByRole('link', { name: 'Employees', exact: true }).click();
  await expect(page).toHaveURL(/\/tabs\/employees$/);
  await expect(page.getByRole('tab', { name: 'Employees' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('columnheader', { name: 'Code' })).toBeVisible();
  await screenshot(page, 'folder-list');
  // Cells: selection, business, code.
  const codeCell = page.getByRole('row').nth(1).getByRole('gridcell').nth(2);
  const code = (await codeCell.textContent()) ?? '';
  expect(code).not.toBe('');
  await codeCell.click();
  await expect(page).toHaveURL(/\/tabs\/employees\/[0-9a-f-]{36}$/);
  // the tab names the record by its code and name once it has loaded (issue #19 item 4)
  await expect(page.getByRole('tab', { name: `Employees ${code} `, exact: false })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('textbox', { name: 'Code', exact: true })).toHaveValue(code);
  await screenshot(page, 'folder-form');
  // Reached by URL, the form loads its record itself.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Code', exact: true })).toHaveValue(code);
});

test('the sidebar has folders, quick actions and reports tabs', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'show sidebar' }).click();
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByRole('tab', { name: 'Folders' })).toHaveAttribute('aria-selected', 'true');
  await sidebar.getByRole('searchbox', { name: 'Search Folders..' }).fill('leaves');
  await expect(sidebar.getByRole('tabpanel').getByRole('link')).toHaveText(['Leaves']);
  await screenshot(page, 'sidebar-folders');

  await sidebar.getByRole('tab', { name: 'Quick Actions' }).click();
  await expect(sidebar.getByRole('link')).toHaveText(['Payslips Generate', 'Invoices Generate']);
  await sidebar.getByRole('tab', { name: 'Reports' }).click();
  // the seeded reports (migration 016), each with its last change, narrowed by a name prefix
  const reports = sidebar.getByRole('tabpanel').getByRole('button');
  await expect(reports).toHaveCount(7);
  await expect(reports.first()).toContainText('Updated on:');
  await sidebar.getByRole('searchbox', { name: 'Search Reports..' }).fill('register of w');
  await expect(reports).toHaveCount(2);
  await screenshot(page, 'sidebar-reports');

  await sidebar.getByRole('tab', { name: 'Quick Actions' }).click();
  await sidebar.getByRole('link', { name: 'Payslips Generate' }).click();
  await expect(page).toHaveURL(/\/tabs\/payslips\/generate$/);
  await page.getByRole('button', { name: 'hide sidebar' }).click();
  await expect(sidebar).toBeHidden();
});

test('tabs open side by side, close, and the first cannot be closed', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/tabs/payslips/generate');
  const tabs = page.getByRole('tablist', { name: 'Open tabs' }).getByRole('tab');
  // A reload forgets open tabs; in-app navigation keeps them.
  await expect(tabs).toHaveText(['Payslips Generate']);
  // each screen loads on its first visit: a click waits for the screen it leads to
  for (const folder of ['Employees', 'Leaves']) {
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'DEMO All Folders' })).toBeVisible();
    await page.getByRole('link', { name: folder, exact: true }).click();
    await expect(page.getByRole('tab', { name: folder, selected: true })).toBeVisible();
  }
  await expect(tabs).toHaveText(['Payslips Generate', 'Employees', 'Leaves']);
  await expect(page.getByTitle('Close Payslips Generate')).toHaveCount(0);
  await screenshot(page, 'tabs');

  // the keyboard closes a tab with Delete, the mouse with its ×
  await page.getByRole('tab', { name: 'Leaves' }).press('Delete');
  await expect(tabs).toHaveText(['Payslips Generate', 'Employees']);
  await expect(page).toHaveURL(/\/tabs\/employees$/);
  await page.getByRole('tab', { name: 'Payslips Generate' }).click();
  await page.getByTitle('Close Employees').click();
  await expect(tabs).toHaveText(['Payslips Generate']);
  await expect(page).toHaveURL(/\/tabs\/payslips\/generate$/);
});

test('the shell is usable on a 390×844 phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/user-auth');
  await screenshot(page, 'phone-sign-in');
  await signIn(page, 'admin');
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await overflow()).toBeLessThanOrEqual(390);
  await screenshot(page, 'phone-home');
  await page.getByRole('button', { name: 'show sidebar' }).click();
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(390);
  await screenshot(page, 'phone-sidebar');
  await sidebar.getByRole('link', { name: 'Employees' }).click();
  await expect(page).toHaveURL(/\/tabs\/employees$/);
  await expect(sidebar).toBeHidden();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await screenshot(page, 'phone-tab');
});

test('an address with no screen says so and leads home (issue #19 item 9)', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/no-such-screen');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('This screen is not available yet.')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
