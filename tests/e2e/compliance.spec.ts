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
  // issue #33 item 3: the demo's underpaid guard, with the minimum due and the wages paid, linked to the payslip
  const belowMinimum = sunrise.getByRole('link', {
    name: /^Wages below the minimum for SUN\d{4} .+: paid ₹[\d,]+\.\d{2}, due ₹[\d,]+\.\d{2} for [\d.]+ payable days \(minimum ₹[\d,]+\.\d{2} from \d{4}-\d{2}-\d{2}\)$/,
  });
  await expect(belowMinimum).toHaveAttribute('href', /^\/tabs\/payslips\/with\/id\/[0-9a-f-]{36}$/);
  // issue #33 item 4: Shakti paid its workers after the 7th
  const shakti = scorecard.getByRole('row', { name: /Shakti Facility Management/ });
  await expect(
    shakti.getByRole('link', {
      name: /^Wages on \d+ payslips \(.+\) paid after \d{4}-\d{2}-\d{2}, the last on \d{4}-\d{2}-\d{2}$/,
    }),
  ).toBeVisible();
  await scorecard.screenshot({ path: 'test-results/compliance-wages.png' });
});

test("a contractor's admin sees its own compliance only", async ({ page }) => {
  await signIn(page, 'admin', undefined, 'sunrise');
  await page.goto('/month-close');
  const scorecard = page.getByRole('region', { name: 'Contractor compliance' });
  await expect(scorecard.getByRole('row', { name: /Sunrise Manpower Services Pvt Ltd/ })).toBeVisible();
  await expect(scorecard.getByRole('row', { name: /Shakti Facility Management/ })).toHaveCount(0);
});

// Issue #33 item 4: the principal employer's HR records the day its own wages of the demo
// month were paid (the contractors' are recorded by the demo), once.
test("HR records the day the month's wages were paid", async ({ page }) => {
  await signIn(page, 'hr1');
  await page.goto('/tabs/payslips/generate');
  const month = await page.getByLabel('Payroll Month').inputValue();
  const [year = 0, number = 1] = month.split('-').map(Number);
  const sixth = new Date(Date.UTC(year, number, 6)).toISOString().slice(0, 10);
  await page.getByLabel('Wages Paid On').fill(sixth);
  await page.getByRole('button', { name: 'Record Wage Payment' }).click();
  await expect(page.getByText(/^Wage payment recorded \(\d+\)$/)).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: 'test-results/record-wage-payment.png', fullPage: true });
  await page.getByRole('button', { name: 'Record Wage Payment' }).click();
  await expect(page.getByText(/No approved payslips in this month to record a payment for/)).toBeVisible();
});
