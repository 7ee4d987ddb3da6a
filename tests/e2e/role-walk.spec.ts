import { expect, type Locator, type Page, test } from '@playwright/test';
import { consoleErrors, expectGoodScreen, settled } from './screen-checks.js';
import { demoPassword, signIn } from './shell-support.js';

// Issue #19, "Tests that prove it": each demo role signs in once and opens every home tile
// and every sidebar entry it is offered (folders, quick actions, reports); expectGoodScreen
// checks each screen. The screens are opened from the sidebar, as a user would, not by
// reloading the app; each tab is closed with the keyboard once checked, so the page stays
// as small as a user's. Issue #27 adds to each list screen: a sample of its first page's rows
// (the first and the last) opens and saves unchanged without an error (saveSampleRows); every
// row of every first page is checked the same way, without a browser, by
// tests/integration/every-row-saves.test.ts.
test.describe.configure({ timeout: 300_000 });
// a trace snapshots every frame at every step: over forty screens it doubles the walk's time
test.use({ trace: 'off' });

const roles = [
  { who: 'admin', code: 'admin' },
  { who: 'ao1', code: 'ao1' },
  { who: 'ro1', code: 'ro1' },
  { who: 'hr1', code: 'hr1' },
  { who: 'dco1', code: 'dco1' },
  { who: 'emp1', code: 'emp1' },
  // a contractor's own administrator (demo-people.ts contractorAdmins)
  { who: 'sunrise-admin', code: 'admin', business: 'sunrise' },
];

const hrefs = (links: Locator) =>
  links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));

const fileName = (text: string) => text.replaceAll(/[^a-zA-Z0-9_]+/g, '-').replace(/^-/, '');

/** Closes the active tab of the strip (Delete, the tabs pattern's key), when it is one that closes. */
async function closeTab(page: Page) {
  const tab = page.locator('[role="tab"][aria-selected="true"][aria-keyshortcuts]');
  if (!(await tab.count())) return;
  // a strip rebuilt by a reload (a row that left its list, saveSampleRows) can leave its one tab
  // unclosable between the count and the key: the CI of ad03e64 waited 5 minutes on emp1's
  // settlements list, its one row emp1's own settlement. Nothing is then left to close.
  await tab.press('Delete', { timeout: 10_000 }).catch(async (error: unknown) => {
    if (await tab.count()) throw error;
  });
}

/** Checks the screen just opened, then closes its tab. */
async function checkAndClose(page: Page, who: string, screen: string, errors: string[]) {
  await expectGoodScreen(page, { file: `${who}-${fileName(screen)}`, screen }, errors);
  await closeTab(page);
}

/**
 * Issue #27: every list row opens and saves unchanged without an error. A sample of the
 * first page keeps the walk fast: its first and last rows. Each opens (its form, or the tab
 * its folder opens a row in); a form with Save saves unchanged and must say so, with no
 * refusal, no 'Invalid Input' and no console error.
 */
async function saveSampleRows(page: Page, who: string, screen: string, errors: string[]) {
  const list = page.locator('main [role="tabpanel"] [role="grid"]');
  if ((await list.count()) !== 1) return;
  // rows of data: an empty list's one row is its 'No Data Found' cell, which opens nothing
  const rows = list.locator('[role="row"]:has([role="gridcell"] ~ [role="gridcell"])');
  const count = await rows.count();
  const listUrl = page.url();
  for (const index of [...new Set([0, count - 1])].filter((row) => row >= 0)) {
    // a plain cell: the select box, the referenced-by menu and row buttons do not open the row
    const cell = rows
      .nth(index)
      .getByRole('gridcell')
      .filter({ hasNot: page.locator('input, button, a') })
      .first();
    if (!(await cell.count())) continue;
    // Stop 39's run lost one such click (ro1's first Employees row, after 103 specs): the URL
    // never changed in 5 minutes, and the same walk on a copy of that run's data passed. Not
    // explained; a second click after 10 s keeps the walk going, and says so in the log.
    await cell.click();
    const opened = (timeout: number) => page.waitForURL((url) => url.href !== listUrl, { timeout });
    await opened(10_000).catch(async () => {
      console.warn(`${who} ${screen}: a row click did not open its row in 10 s, clicked again`);
      await cell.click();
      await opened(10_000);
    });
    const form = page.locator('main [role="tabpanel"] form');
    const save = form.getByRole('button', { name: 'Save', exact: true });
    await settled(page);
    const where = `${screen} row ${index + 1}`;
    if (await save.count()) {
      await save.click();
      await expect(form.locator('.me-notice'), `${where}: saved`).toBeVisible();
      await expect.soft(form.getByRole('alert'), `${where}: refusal`).toHaveCount(0);
      await expect.soft(form.getByText('Invalid Input'), `${where}: invalid input`).toHaveCount(0);
    }
    await expect
      .soft(page.locator('[data-sonner-toast][data-type="error"]'), `${where}: error toast`)
      .toHaveCount(0);
    expect.soft(errors.splice(0), `${who} ${where}: console errors`).toEqual([]);
    await closeTab(page);
    // closing the row's tab shows the list's again; a reload only where it did not
    if (page.url() !== listUrl) await page.goto(listUrl);
    await settled(page);
  }
}

/** Opens each of the sidebar panel's links in turn and checks the screen it leads to. */
async function walkLinks(page: Page, who: string, panel: Locator, errors: string[], tab?: string) {
  const showSidebar = page.getByRole('button', { name: 'show sidebar' });
  for (const href of await hrefs(panel.getByRole('link'))) {
    // a sample row that left its list reloads it (saveSampleRows), which closes the sidebar
    if (await showSidebar.isVisible()) {
      await showSidebar.click();
      if (tab)
        await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('tab', { name: tab }).click();
    }
    await panel.locator(`a[href="${href}"]`).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    const screen = decodeURIComponent(href);
    await expectGoodScreen(page, { file: `${who}-${fileName(screen)}`, screen }, errors);
    await saveSampleRows(page, who, screen, errors);
    await closeTab(page);
  }
}

for (const role of roles)
  test(`${role.who} meets no unfinished screen`, async ({ page }) => {
    const errors = consoleErrors(page);
    await signIn(page, role.code, demoPassword, role.business);
    // each role's home is its own: its panels follow the role
    await expectGoodScreen(page, { file: `${role.who}-home`, screen: `${role.who} home` }, errors);
    const tiles = await hrefs(page.locator('main section[aria-labelledby^="folder-group-"] a'));

    await page.getByRole('button', { name: 'show sidebar' }).click();
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const panel = sidebar.getByRole('tabpanel');
    // the tiles and the sidebar's folders are the same screens: opening one opens the other
    expect((await hrefs(panel.getByRole('link'))).toSorted()).toEqual(tiles.toSorted());
    await walkLinks(page, role.who, panel, errors);

    await sidebar.getByRole('tab', { name: 'Quick Actions' }).click();
    await walkLinks(page, role.who, panel, errors, 'Quick Actions');

    const reportsTab = sidebar.getByRole('tab', { name: 'Reports' });
    if (!(await reportsTab.count())) return;
    await reportsTab.click();
    await expect(panel.getByRole('status')).toHaveCount(0);
    // by name: the list's order may change as reports are opened
    for (const report of await panel.locator('button > span:first-child').allInnerTexts()) {
      await panel.getByRole('button', { name: report }).click();
      await page.waitForURL(/\/tabs\/view_report\//);
      await checkAndClose(page, role.who, `report ${report}`, errors);
    }
  });
