import { expect, test } from '@playwright/test';
import { signIn } from './shell-support.js';

// Issue #33 item 6: the principal employer's month-close screen shows each contractor's
// compliance for the month, amber on the demo's first start, each finding linking its record.
test("the principal employer's admin sees each contractor's compliance on the month-close screen", async ({
  page,
}) => {
  await signIn(page, 'admin');
  // the home page shows last month's colour of each contractor
  const home = page.getByRole('region', { name: 'Contractor compliance' });
  await expect(
    home.getByRole('listitem').filter({ hasText: 'Sunrise Manpower Services Pvt Ltd' }),
  ).toContainText('Amber');
  await page.goto('/month-close');
  const scorecard = page.getByRole('region', { name: 'Contractor compliance' });
  for (const business of ['Sunrise Manpower Services Pvt Ltd', 'Shakti Facility Management']) {
    const row = scorecard.getByRole('row', { name: new RegExp(business) });
    await expect(row.getByText('Amber', { exact: true }).first()).toBeVisible();
  }
  const sunrise = scorecard.getByRole('row', { name: /Sunrise Manpower Services Pvt Ltd/ });
  await expect(
    sunrise.getByRole('link', {
      name: /^Licence CLRA\/KOL\/2024\/0147 expires on \d{4}-\d{2}-\d{2}: apply for renewal by \d{4}-\d{2}-\d{2}$/,
    }),
  ).toBeVisible();
  const receipt = sunrise.getByRole('link', { name: /^ESI challan \d+ has no receipt attached$/ });
  await expect(receipt).toHaveAttribute('href', /^\/tabs\/esi_challans\/with\/id\/[0-9a-f-]{36}$/);
});

test("a contractor's admin sees its own compliance only", async ({ page }) => {
  await signIn(page, 'admin', undefined, 'sunrise');
  await page.goto('/month-close');
  const scorecard = page.getByRole('region', { name: 'Contractor compliance' });
  await expect(scorecard.getByRole('row', { name: /Sunrise Manpower Services Pvt Ltd/ })).toBeVisible();
  await expect(scorecard.getByRole('row', { name: /Shakti Facility Management/ })).toHaveCount(0);
});
