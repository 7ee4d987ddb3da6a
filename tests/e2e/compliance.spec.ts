import { businessMonthKey, indianLawTimeZone } from '@muster/protocol';
import { expect, type Page } from '@playwright/test';
import { signIn, test } from './shell-support.js';

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
  // the link opens the record in Sunrise's list, which the principal employer's own does not hold
  await expect(receipt).toHaveAttribute('href', /^\/tabs\/esi_challans\/with\/id\/[0-9a-f-]{36}\/sunrise$/);
  // issue #33 item 3: the demo's underpaid guard, with the minimum due and the wages paid, linked to the payslip
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
// approval is refused naming it until Sunrise records the licence's real end again. Issue #33
// item 3 of the stop notes: the principal employer follows a finding to the contractor's
// payslip and reads it. The licence is put back whatever happens: later specs meet the demo.
test("a red finding refuses Sunrise's invoice approval until it is resolved; the principal employer follows findings to Sunrise's licence and payslip", async ({
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

    // the amber minimum-wage finding opens Sunrise's underpaid guard's payslip, and the payslip itself
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

    // resolved: Sunrise records its licence's real end; the approval now only asks about the amber findings
    await setLicenceValidTo(sunrise, had);
    restored = true;
    // the question is a browser confirm: dismissed, the invoice stays to approve, as later specs meet it
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await approveSunriseInvoice(page);
    const question = await asked;
    expect(question).toMatch(
      new RegExp(`^Compliance findings for ${sunriseName} \\(${month}\\): .+\\. Approve anyway\\?$`),
    );
    expect(question).not.toContain('expired');
    await expect(page.getByText(/^Invoice approval refused/)).toHaveCount(0);
  } finally {
    if (!restored) await setLicenceValidTo(sunrise, had);
  }
});
