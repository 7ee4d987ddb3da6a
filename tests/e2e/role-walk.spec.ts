import { expect, type Locator, type Page, test } from '@playwright/test';
import { consoleErrors, expectGoodScreen } from './screen-checks.js';
import { demoPassword, signIn } from './shell-support.js';

// Issue #19, "Tests that prove it": each demo role signs in once and opens every home tile
// and every sidebar entry it is offered (folders, quick actions, reports); expectGoodScreen
// checks each screen. The screens are opened from the sidebar, as a user would, not by
// reloading the app; each tab is closed with the keyboard once checked, so the page stays
// as small as a user's.
test.describe.configure({ timeout: 120_000 });
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

/** Checks the screen just opened, then closes its tab (Delete, the tabs pattern's key). */
async function checkAndClose(page: Page, who: string, screen: string, errors: string[]) {
  await expectGoodScreen(page, { file: `${who}-${fileName(screen)}`, screen }, errors);
  // the active tab of the strip, when it is one that closes (the first stays)
  const tab = page.locator('[role="tab"][aria-selected="true"][aria-keyshortcuts]');
  if (await tab.count()) await tab.press('Delete');
}

/** Opens each of the sidebar panel's links in turn and checks the screen it leads to. */
async function walkLinks(page: Page, who: string, panel: Locator, errors: string[]) {
  for (const href of await hrefs(panel.getByRole('link'))) {
    await panel.locator(`a[href="${href}"]`).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    await checkAndClose(page, who, decodeURIComponent(href), errors);
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
    await walkLinks(page, role.who, panel, errors);

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
