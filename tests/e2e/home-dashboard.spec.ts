import { expect, type Page, test } from '@playwright/test';
import { screenshot, signIn } from './shell-support.js';

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Each figure of a panel is a number the server summed (a dash while it loads). */
async function expectFigures(page: Page, name: string, labels: string[]): Promise<void> {
  for (const label of labels)
    await expect(panel(page, name).locator(`dt:text-is("${label}") + dd`)).toHaveText(/^\d+$/);
}

async function screenshots(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("the admin's home shows today's counts and links the leaves waiting for it", async ({ page }) => {
  await signIn(page, 'admin');
  // today's figures say what they count (#27 item 7): punched in, not punched yet, on leave, missed
  await expectFigures(page, 'Today', ['Punched in', 'Not punched yet', 'On leave', 'Missed punches']);
  await expect(page.getByRole('heading', { name: 'People' })).toBeVisible();
  await screenshots(page, 'home-admin');
  await page.getByRole('button', { name: 'show sidebar' }).click();
  await page.getByRole('tab', { name: 'Quick Actions' }).click();
  await expect(page.getByRole('link', { name: 'Payslips Generate' })).toBeVisible();
  await panel(page, 'Waiting for me')
    .getByRole('link', { name: /^Leaves to decide: \d+$/ })
    .click();
  await expect(page).toHaveURL(/\/tabs\/leaves\/waiting$/);
  await expect(page.getByRole('columnheader').first()).toBeVisible();

  // the payslips waiting for approval: the payslips list kept to those still 'Created'
  await page.goto('/');
  const payslips = panel(page, 'Waiting for me').getByRole('link', { name: /^Payslips to approve: \d+$/ });
  const count = Number(/\d+$/.exec((await payslips.textContent()) ?? '')?.[0]);
  await payslips.click();
  await expect(page).toHaveURL(/\/tabs\/payslips\/with\/status\/created$/);
  await expect(page.getByText(count ? /^Showing 1 - \d+ of \d+$/ : 'No Data Found')).toBeVisible();
  if (count) await expect(page.getByRole('gridcell', { name: 'Approved', exact: true })).toHaveCount(0);
});

test('an employee sees its month, balance and latest payslip, and no planning tiles or actions', async ({
  page,
}) => {
  await signIn(page, 'emp1');
  await expectFigures(page, 'My month', ['Present days', 'Absent days', 'Leave days']);
  await expect(panel(page, 'My month').getByText('Leave balance')).toBeVisible();
  await expect(panel(page, 'Today')).toHaveCount(0);
  await expect(panel(page, 'My month').getByRole('link', { name: /^Latest payslip: / })).toBeVisible();
  await screenshots(page, 'home-emp1');
  await page.getByRole('button', { name: 'show sidebar' }).click();
  // neither the tiles nor the sidebar's folders offer them
  await expect(page.getByRole('link', { name: 'Leaves', exact: true })).toHaveCount(2);
  for (const folder of ['Allocations', 'Duty Charts'])
    await expect(page.getByRole('link', { name: folder, exact: true })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Quick Actions' }).click();
  await expect(page.getByText('No quick actions')).toBeVisible();
  await expect(page.getByRole('link', { name: /Generate$/ })).toHaveCount(0);
  // the month named in the user's language (#27 item 10)
  await panel(page, 'My month')
    .getByRole('link', { name: /^Latest payslip: [A-Z][a-z]+ \d{4}$/ })
    .click();
  await expect(page).toHaveURL(/\/tabs\/html_template\//);
});

test("on a phone every folder card's icon keeps its size, a label on two lines too", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { name: 'People' })).toBeVisible();
  // 'Full and Final Settlements' wraps on a phone: its card's icon was squeezed to a dot
  const cards = page.locator('section[aria-labelledby^="folder-group-"] li a');
  await expect(cards.filter({ hasText: 'Full and Final Settlements' })).toBeVisible();
  const heights = await cards.evaluateAll((links) =>
    links.map((link) => [
      link.textContent,
      Math.round(link.querySelector('svg')?.getBoundingClientRect().height ?? 0),
    ]),
  );
  expect(heights.filter(([, height]) => height !== 24)).toEqual([]);
});
