import { businessMonthKey, indianLawTimeZone } from '@muster/protocol';
import { expect, type Page } from '@playwright/test';
import { signIn, test } from './shell-support.js';

// Issue #33 item 6: the principal employer's month-close screen shows each contractor's
// compliance for the month, each with an amber finding on the demo's first start (Sunrise red
// for its underpaid guard), each finding linking its record.
test("the principal employer's admin sees each contractor's compliance on the month-close screen", async ({
  page,
}) => {
  await signIn(page, 'admin');
  // the home page shows last month's colour of each contractor
  const home = page.getByRole('region', { name: 'Contractor compliance' });
  await expect(
    home.getByRole('listitem').filter({ hasText: 'Sunrise Manpower Services Pvt Ltd' }),
  ).toContainText('Red');
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
  // the link opens the record in Sunrise's list, which the principal employer's own does not hold
  await expect(receipt).toHaveAttribute('href', /^\/tabs\/esi_challans\/with\/id\/[0-9a-f-]{36}\/sunrise$/);
  // issue #33 item 3: the demo's underpaid guard, red, with the minimum due and the wages paid, linked to the payslip
  await expect(sunrise.getByText('Red', { exact: true }).first()).toBeVisible();
  const belowMinimum = sunrise.getByRole('link', {
    name: /^Wages below the minimum for SUN\d{4} .+: paid ₹[\d,]+\.\d{2}, due ₹[\d,]+\.\d{2} for [\d.]+ payable days \(minimum ₹[\d,]+\.\d{2} from \d{4}-\d{2}-\d{2}\)$/,
  });
  await expect(belowMinimum).toHaveAttribute('href', /^\/tabs\/payslips\/with\/id\/[0-9a-f-]{36}\/sunrise$/);
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

// Issue #32: a challan's 'Wage Month' offers no month after the contractor's current one (its
// zone's: the demo's contractors count India's), the latest first; the server refuses a later
// one too (compliance.test.ts).
test("the challan form's Wage Month stops at the contractor's current month", async ({ page }) => {
  await signIn(page, 'admin', undefined, 'sunrise');
  await page.goto('/tabs/esi_challans');
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Create' }).click();
  const wageMonth = page.getByLabel('Wage Month');
  const current = businessMonthKey(Date.now(), indianLawTimeZone);
  // the first option is the empty choice; the latest month follows it
  await expect(wageMonth.locator('option').nth(1)).toHaveAttribute('value', current);
  const offered = await wageMonth
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  expect(offered.filter((month) => month > current)).toEqual([]);
});

/** The month the demo pays (app/seed/payroll-month.ts): the month before yesterday's, IST. */
const demoMonth = () => {
  const yesterday = new Date(Date.now() + 330 * 60_000 - 86_400_000);
  return new Date(Date.UTC(yesterday.getUTCFullYear(), yesterday.getUTCMonth() - 1, 1))
    .toISOString()
    .slice(0, 7);
};
const sunriseName = 'Sunrise Manpower Services Pvt Ltd';
const sunriseLicence = 'CLRA/KOL/2024/0147';

/** Sunrise's admin sets its licence's last valid day (dd/MM/yyyy) in the licence's form; answers the day it had. */
async function setLicenceValidTo(page: Page, day: string): Promise<string> {
  await page.goto('/tabs/contractor_licences');
  await page
    .getByRole('row', { name: new RegExp(sunriseLicence) })
    .getByText(sunriseLicence)
    .click();
  const form = page.getByRole('form');
  const validTo = form.getByRole('textbox', { name: 'Valid To' });
  const had = await validTo.inputValue();
  await validTo.fill(day);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: new RegExp(sunriseLicence) })).toContainText(day);
  return had;
}

/** The principal employer's admin approves Sunrise's invoice of the demo month from the invoices list. */
async function approveSunriseInvoice(page: Page) {
  await page.goto('/tabs/invoices');
  await page.getByLabel('Business').selectOption('sunrise');
  const invoice = page.getByRole('row').filter({ hasText: 'SUNRIS/' }).first();
  await invoice.getByRole('button', { name: 'Approve' }).click();
}

// Issue #33 item 6's red path: a licence that ends inside the month is red on Sunrise's card;
// its finding opens the licence in Sunrise's business, and the principal employer's invoice
// approval is refused naming it; once Sunrise records the licence's real end again the refusal
// names only the underpaid guard (the demo month's payslip is approved, so locked: the walk
// below resolves one in August 2026). Issue #33 item 3 of the stop notes: the principal employer
// follows a finding to the contractor's payslip and reads it. The licence is put back whatever
// happens: later specs meet the demo.
test("a red finding refuses Sunrise's invoice approval; the principal employer follows findings to Sunrise's licence and payslip", async ({
  page,
  newPage,
}) => {
  // eight page visits and two sign-ins: 4.3 min at a load of 38 on the shared 2-core machine
  test.setTimeout(480_000);
  const sunrise = await newPage();
  await signIn(sunrise, 'admin', undefined, 'sunrise');
  const month = demoMonth();
  const tenth = `10/${month.slice(5, 7)}/${month.slice(0, 4)}`;
  const had = await setLicenceValidTo(sunrise, tenth);
  let restored = false;
  try {
    await signIn(page, 'admin');
    await page.goto('/month-close');
    const scorecard = page.getByRole('region', { name: 'Contractor compliance' });
    const card = scorecard.getByRole('row', { name: new RegExp(sunriseName) });
    await expect(card.getByText('Red', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
    const expired = card.getByRole('link', {
      name: new RegExp(
        `^Licence ${sunriseLicence} expired on ${month}-10: ${month}-\\d{2} has \\d+ workers deployed$`,
      ),
    });
    const finding = String(await expired.textContent());
    await scorecard.screenshot({ path: 'test-results/compliance-red.png' });

    // the finding opens the licence in Sunrise's business, which the principal employer's own list does not hold
    await expired.click();
    await expect(page).toHaveURL(/\/tabs\/contractor_licences\/with\/id\/[0-9a-f-]{36}\/sunrise$/);
    await expect(page.getByLabel('Business')).toHaveValue('sunrise');
    await expect(page.getByRole('row', { name: new RegExp(sunriseLicence) })).toContainText(tenth);

    // the red minimum-wage finding opens Sunrise's underpaid guard's payslip, and the payslip itself
    await page.goto('/month-close');
    await scorecard
      .getByRole('row', { name: new RegExp(sunriseName) })
      .getByRole('link', { name: /^Wages below the minimum for SUN\d{4} / })
      .click();
    await expect(page).toHaveURL(/\/tabs\/payslips\/with\/id\/[0-9a-f-]{36}\/sunrise$/);
    const payslip = page.getByRole('row').filter({ hasText: /SUN\d{4}/ });
    await expect(payslip).toHaveCount(1);
    await payslip
      .getByRole('gridcell', { name: /SUN\d{4}/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/tabs/html_template/payslips/SUN\\d{4}-${month}/@sunrise$`));
    await expect(
      page
        .frameLocator('iframe[title="Payslip"]')
        .getByText(/SUN\d{4}/)
        .first(),
    ).toBeVisible({
      timeout: 30_000,
    });
    await page.screenshot({ path: 'test-results/compliance-contractor-payslip.png', fullPage: true });

    // the approval is refused, naming the red finding
    await approveSunriseInvoice(page);
    await expect(
      page.getByText(`Invoice approval refused for ${sunriseName} (${month}): ${finding}`),
    ).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: 'test-results/compliance-refused.png', fullPage: true });

    // Sunrise records its licence's real end: the refusal names the underpaid guard alone, never asking
    await setLicenceValidTo(sunrise, had);
    restored = true;
    page.once('dialog', (dialog) => {
      throw new Error(`a red month asked: ${dialog.message()}`);
    });
    await approveSunriseInvoice(page);
    const refused = page.getByText(
      new RegExp(
        `^Invoice approval refused for ${sunriseName} \\(${month}\\): Wages below the minimum for SUN\\d{4} `,
      ),
    );
    await expect(refused).toBeVisible({ timeout: 30_000 });
    await expect(refused).not.toContainText('expired');
  } finally {
    if (!restored) await setLicenceValidTo(sunrise, had);
  }
});

/** August 2026 of Sunrise, the walk's month (apps/server/src/app/seed/minimum-wage-walk.ts). */
const walkMonth = '2026-08';
/** Its invoice's period, as Sunrise's row in the invoices list shows it. */
const walkPeriod = '01/08/2026 – 31/08/2026';

// Issue #33's Playwright test: the demo's admin opens the scorecard of August 2026, follows the red
// minimum-wage finding to the payslip that causes it (an unapproved payslip of Sunrise's
// underpaid guard) and sees Sunrise's invoice approval refused naming it; Sunrise's admin raises
// the guard's gross and regenerates the payslip; the finding is gone and the approval passes,
// with no question (nothing else is found in August). The month is the walk's alone.
test("the principal employer follows a red minimum-wage finding to Sunrise's payslip, is refused until Sunrise regenerates it at the minimum, then approves", async ({
  page,
  newPage,
}) => {
  // two sign-ins, nine page visits and a generation: 8 min reached the employees list at a load of 35
  test.setTimeout(900_000);
  await signIn(page, 'admin');
  const openWalkMonth = async () => {
    await page.goto('/month-close');
    await page.getByRole('combobox', { name: 'Month', exact: true }).selectOption(walkMonth);
    return page
      .getByRole('region', { name: 'Contractor compliance' })
      .getByRole('row', { name: new RegExp(sunriseName) });
  };
  const card = await openWalkMonth();
  await expect(card.getByText('Red', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  const finding = card.getByRole('link', {
    name: /^Wages below the minimum for SUN\d{4} .+: paid ₹[\d,]+\.\d{2}, due ₹[\d,]+\.\d{2} for [\d.]+ payable days \(minimum ₹[\d,]+\.\d{2} from \d{4}-\d{2}-\d{2}\)$/,
  });
  const text = String(await finding.textContent());
  const [, employee = '', code = '', paid = '', due = ''] =
    /^Wages below the minimum for ((SUN\d{4}) [^:]+): paid ₹([\d,.]+), due ₹([\d,.]+) /.exec(text) ?? [];
  expect(Number(paid.replaceAll(',', ''))).toBeLessThan(Number(due.replaceAll(',', '')));
  await page.screenshot({ path: 'test-results/compliance-minimum-wage-red.png', fullPage: true });

  // the finding opens the guard's August payslip in Sunrise's business, and the payslip shows the wages paid
  await finding.click();
  await expect(page).toHaveURL(/\/tabs\/payslips\/with\/id\/[0-9a-f-]{36}\/sunrise$/);
  const payslip = page.getByRole('row').filter({ hasText: code });
  await expect(payslip).toHaveCount(1);
  await payslip.getByRole('gridcell', { name: code }).first().click();
  await expect(page).toHaveURL(new RegExp(`/tabs/html_template/payslips/${code}-${walkMonth}/@sunrise$`));
  const document = page.frameLocator('iframe[title="Payslip"]');
  await expect(document.getByText(code).first()).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: 'test-results/compliance-minimum-wage-payslip.png', fullPage: true });

  // the approval of Sunrise's August invoice is refused, naming the finding
  const approveWalkMonth = async () => {
    await page.goto('/tabs/invoices');
    await page.getByLabel('Business').selectOption('sunrise');
    await page
      .getByRole('row')
      .filter({ hasText: walkPeriod })
      .getByRole('button', { name: 'Approve' })
      .click();
  };
  page.on('dialog', (dialog) => {
    throw new Error(`the approval asked: ${dialog.message()}`);
  });
  await approveWalkMonth();
  await expect(
    page.getByText(`Invoice approval refused for ${sunriseName} (${walkMonth}): ${text}`),
  ).toBeVisible({
    timeout: 30_000,
  });

  // Sunrise's admin raises the guard's gross to what pays the minimum and regenerates its August payslip
  const sunrise = await newPage();
  await signIn(sunrise, 'admin', undefined, 'sunrise');
  await sunrise.goto('/tabs/employees');
  await sunrise.getByPlaceholder('Search List...').fill(code);
  await sunrise
    .getByRole('row')
    .filter({ hasText: code })
    .getByRole('gridcell', { name: code })
    .first()
    .click();
  const form = sunrise.getByRole('form');
  await form.getByRole('spinbutton', { name: 'Monthly Gross Salary' }).fill('18000');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(sunrise.getByText('Saved', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await sunrise.goto('/tabs/payslips/generate');
  await sunrise.getByLabel('Payroll Month').selectOption(walkMonth);
  await sunrise.getByRole('listbox', { name: 'Employees Name' }).selectOption({ label: employee });
  await sunrise.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(sunrise.getByRole('status').filter({ hasText: 'all done' })).toBeVisible({ timeout: 60_000 });
  const generated = sunrise.getByRole('row').filter({ hasText: code });
  await expect(generated.getByRole('cell', { name: 'Generated' })).toBeVisible();
  await expect(generated).not.toContainText('Below minimum wage');
  await sunrise.screenshot({ path: 'test-results/compliance-minimum-wage-regenerated.png', fullPage: true });

  // the finding is gone, August is green, and the principal employer approves the invoice without a question
  const after = await openWalkMonth();
  await expect(after.getByText('Green', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(after.getByRole('link', { name: /^Wages below the minimum/ })).toHaveCount(0);
  await approveWalkMonth();
  await expect(
    page.getByRole('row').filter({ hasText: walkPeriod }).getByRole('gridcell', { name: 'Approved' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Invoice approval refused/)).toHaveCount(0);
});
