import { expect, type Page } from '@playwright/test';
import { signIn, test } from './shell-support.js';

// Issue #32's Playwright test: HR walks a month from 'attendance unapproved' to closed — deciding
// the leave, completing a Single Punch in the grid, generating and approving payslips (no question
// about unapproved days once they are approved), downloading the statutory files, billing the
// month and getting its documents approved by the principal employer — while a second page, never
// reloaded, watches the counts fall to zero; then the admin closes it and a closed day refuses an
// edit. The month is Shakti's July 2026, seeded fresh for this walk
// (apps/server/src/app/seed/month-close-walk.ts: every day unapproved, one Single Punch, one leave
// undecided, no payslips, no invoice). Approving attendance and closing are the admin's (catalogue
// attendance.json: admin or AO; month-close README), so Shakti's admin does those two; HR does the
// rest; the principal employer's admin reviews the documents. Its invoice approval is refused
// while July's EPF and ESI challans are not recorded (compliance README); Shakti's admin records
// them, HR the day the wages were paid, the principal approves, and the month closes with no
// waiver. The month is reopened at the end, so a rerun finds it open.

const business = 'Shakti Facility Management';
const monthKey = '2026-07';
const closedText = `This month is closed for ${business}: July 2026`;

/** The own business's cell of a step's row on the month-close screen. */
const stepCell = (page: Page, step: string) =>
  page.getByRole('row', { name: new RegExp(`^${step}`) }).getByRole('cell');

async function openMonthClose(page: Page): Promise<void> {
  await page.goto('/month-close');
  await expect(page.getByRole('heading', { name: 'Month close', exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Month', exact: true }).selectOption(monthKey);
  await expect(page.getByRole('columnheader', { name: new RegExp(business) })).toBeVisible({
    timeout: 30_000,
  });
}

/** The watcher, never reloaded, finds the step done. */
const done = (watcher: Page, step: string) =>
  expect(stepCell(watcher, step)).toHaveText('Done', { timeout: 60_000 });

/** The list's data rows (those with a row checkbox). */
const dataRows = (page: Page) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') })
    .filter({ hasNot: page.getByRole('checkbox', { name: 'Select All' }) });

const pdf = (title: string) => ({
  name: `${title}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${title}\n%%EOF\n`),
});

async function openGrid(page: Page): Promise<void> {
  await page.goto('/attendance');
  await page.getByRole('combobox', { name: 'Pick a month' }).selectOption(monthKey);
  await expect(page.locator(`.mg-cell[data-date^="${monthKey}"] .mg-code`).first()).toBeVisible({
    timeout: 30_000,
  });
}

test("Shakti's HR walks July from unapproved to closed; a closed day refuses an edit", async ({
  page,
  newPage,
}) => {
  test.setTimeout(480_000);
  const watcher = await newPage({ viewport: { width: 1400, height: 900 } });
  await signIn(watcher, 'hr1', undefined, 'shakti');
  await openMonthClose(watcher);
  // the month as the seed leaves it: every step open but the ones nothing stands in
  for (const step of [
    'Attendance days neither approved nor rejected',
    'Single punches open',
    'Leaves not decided',
    'Employees without a bank account',
    'Payslips not generated',
    'Invoices not generated',
  ])
    await expect(stepCell(watcher, step)).not.toHaveText('Done');
  await expect(stepCell(watcher, 'Single punches open')).toHaveText('1');
  await expect(stepCell(watcher, 'Leaves not decided')).toHaveText('1');
  // HR does not approve attendance (spec 001 §6): the screen says who does (issue #32 item 5)
  await expect(
    watcher.getByText('Attendance is approved or rejected by the administrator or an attendance officer'),
  ).toBeVisible();

  await page.setViewportSize({ width: 1600, height: 900 });
  await signIn(page, 'hr1', undefined, 'shakti');
  // no question may come up once the month's attendance is approved: any dialog fails the walk
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });

  // the undecided leave, from its link
  await openMonthClose(page);
  await stepCell(page, 'Leaves not decided').getByRole('link').click();
  await expect(dataRows(page)).toHaveCount(1, { timeout: 30_000 });
  await dataRows(page).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Done', { exact: true })).toBeVisible({ timeout: 30_000 });
  await done(watcher, 'Leaves not decided');

  // the admin's missing bank account, from its link
  await openMonthClose(page);
  await stepCell(page, 'Employees without a bank account').getByRole('link').click();
  await expect(dataRows(page)).toHaveCount(1, { timeout: 30_000 });
  await dataRows(page).getByText('admin', { exact: true }).click();
  const form = page.getByRole('form');
  await form.getByRole('textbox', { name: 'Bank Account No.' }).fill('30012345678', { timeout: 30_000 });
  await form.getByRole('button', { name: 'Save' }).click();
  await done(watcher, 'Employees without a bank account');

  // the Single Punch, completed in the grid (spec 001 §4: completed, then approved)
  await openGrid(page);
  const single = page
    .locator(`.mg-cell[data-date^="${monthKey}"]`)
    .filter({ has: page.locator('.mg-code', { hasText: /^SP$/ }) });
  await expect(single).toHaveCount(1, { timeout: 30_000 });
  await single.dblclick();
  const editor = page.getByRole('dialog');
  await editor.getByLabel('Attendance Type').selectOption({ label: 'Present' });
  await editor.getByLabel('Working Hours').fill('0800');
  await page.keyboard.press('Control+Enter');
  await expect(editor).toBeHidden();
  await page.getByRole('button', { name: /Save/ }).click();
  await expect(page.getByText('attendance marked').first()).toBeVisible({ timeout: 30_000 });
  await done(watcher, 'Single punches open');

  // the admin approves the whole month in the grid: every row has a day in every column
  const admin = await newPage({ viewport: { width: 1600, height: 900 } });
  await signIn(admin, 'admin', undefined, 'shakti');
  await openGrid(admin);
  await admin.locator(`.mg-cell[data-row-idx="0"][data-date="${monthKey}-01"]`).click();
  await admin.keyboard.press('Control+a');
  await expect(admin.getByText(/^\d+ cells selected$/)).toBeVisible();
  await admin.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('attendance cells approved').first()).toBeVisible({ timeout: 60_000 });
  await done(watcher, 'Attendance days neither approved nor rejected');

  // payslips of every employee of the month, with no question about unapproved days
  await page.goto('/tabs/payslips/generate');
  await page.getByLabel('Payroll Month').selectOption(monthKey);
  await page.getByRole('radio', { name: 'Employee Type' }).check();
  const types = page.getByRole('listbox', { name: 'Employee Type' });
  await expect(types.getByRole('option').first()).toBeVisible({ timeout: 30_000 });
  await types.selectOption(
    await types
      .getByRole('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
  );
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'all done' })).toBeVisible({ timeout: 120_000 });
  await done(watcher, 'Payslips not generated');
  await expect(stepCell(watcher, 'Payslips with 0 pay')).toHaveText('Done');
  await page.getByRole('button', { name: 'Approve the month' }).click();
  await expect(page.getByText(/^Done \(\d+\)$/)).toBeVisible({ timeout: 60_000 });
  await done(watcher, 'Payslips not approved');
  // the month's statutory files
  const ecr = page.waitForEvent('download');
  await page.getByRole('button', { name: 'EPF ECR File' }).click();
  expect((await ecr).suggestedFilename()).toBe(`ECR-${monthKey}.txt`);
  const esi = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ESI Contribution Sheet' }).click();
  expect((await esi).suggestedFilename()).toMatch(/\.xlsx$/);
  await done(watcher, 'EPF ECR file not downloaded since the payslips were approved');
  await done(watcher, 'ESI file not downloaded since the payslips were approved');

  // the month billed: no earlier invoice holds a document back, and the days are approved
  await page.goto('/tabs/invoices/generate');
  await page.getByLabel('Invoice Month').selectOption(monthKey);
  await page.getByRole('listbox', { name: 'Contracts' }).selectOption({ index: 0 });
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'all done' })).toBeVisible({ timeout: 120_000 });
  await done(watcher, 'Invoices not generated');
  expect(asked).toEqual([]);

  // HR uploads the invoice's documents, from the step's link
  await page.setViewportSize({ width: 4200, height: 900 });
  await openMonthClose(page);
  await stepCell(page, 'Invoices with documents not approved by the principal employer')
    .getByRole('link')
    .click();
  await expect(dataRows(page)).toHaveCount(1, { timeout: 30_000 });
  await dataRows(page).getByRole('button', { name: 'Upload Documents' }).click();
  await expect(page).toHaveURL(/\/tabs\/invoice_approval\//);
  const approvalTab = new URL(page.url()).pathname;
  const documentRow = (on: Page, name: string) => on.getByRole('row').filter({ hasText: name });
  const documents = await page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Upload', exact: true }) })
    .evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent?.trim() ?? ''));
  expect(documents.length).toBeGreaterThan(0);
  for (const name of documents) {
    await documentRow(page, name).getByLabel(`Browse File To Upload ${name}`).setInputFiles(pdf(name));
    await documentRow(page, name).getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(documentRow(page, name).getByRole('cell', { name: 'Uploaded' })).toBeVisible();
  }
  // the month's invoices, as the list of those not approved names them
  await openMonthClose(page);
  await stepCell(page, 'Invoices not approved').getByRole('link').click();
  await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
  const numbers = (
    await dataRows(page)
      .getByRole('gridcell', { name: /^SHAKTI\// })
      .allTextContents()
  ).map((text) => text.trim());
  expect(numbers.length).toBeGreaterThan(0);

  // the principal employer reviews the documents
  const provider = await newPage({ viewport: { width: 4200, height: 900 } });
  await signIn(provider, 'admin');
  await provider.goto(approvalTab.replace('/invoice_approval/-/', '/invoice_approval/shakti/'));
  for (const name of documents) {
    await documentRow(provider, name).getByRole('button', { name: 'Approve' }).click();
    await expect(documentRow(provider, name).getByRole('cell', { name: 'Approved' })).toBeVisible();
  }
  await done(watcher, 'Invoices with documents not approved by the principal employer');
  // the principal employer's approval is refused: July's EPF and ESI challans are not recorded
  // (compliance README "Challans": none recorded after the due day is red), and the refusal
  // names what was due
  const approve = async (number: string) => {
    await provider.goto('/tabs/invoices');
    await provider.getByLabel('Business').selectOption('shakti');
    await provider
      .getByRole('row')
      .filter({ hasText: number })
      .getByRole('button', { name: 'Approve' })
      .click();
  };
  await approve(numbers[0] as string);
  const refusal = provider.getByText(
    /^Invoice approval refused for Shakti Facility Management \(2026-07\): EPF challan for 2026-07 not recorded/,
  );
  await expect(refusal).toBeVisible({ timeout: 30_000 });
  const refused = (await refusal.textContent()) ?? '';
  const due = (scheme: string) => {
    const amount = new RegExp(`${scheme} challan for 2026-07 not recorded: ₹([\\d,]+\\.\\d\\d)`).exec(
      refused,
    )?.[1];
    if (!amount) throw new Error(`no ${scheme} amount in '${refused}'`);
    return amount.replaceAll(',', '');
  };
  const [epfDue, esiDue] = [due('EPF'), due('ESI')];

  // Shakti's admin records both challans (paid on 10 August, before the 15th) and HR the day
  // the wages were paid (6 August, before the 7th): the form starts in Shakti, its own business
  for (const [folder, number, amount] of [
    ['epf_challans', 'TRRN', epfDue],
    ['esi_challans', 'Challan No.', esiDue],
  ] as const) {
    await admin.goto(`/tabs/${folder}`);
    await admin.getByRole('button', { name: 'Actions' }).click();
    await admin.getByRole('menuitem', { name: 'Create' }).click();
    await expect(admin.getByText(business).first()).toBeVisible();
    await admin.getByLabel('Wage Month').selectOption({ label: 'July 2026' });
    await admin.getByLabel(number).fill(`${folder === 'epf_challans' ? '12' : '22'}02607000001`);
    await admin.getByLabel('Paid On').fill('10/08/2026');
    await admin.getByLabel('Amount Paid').fill(amount);
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(dataRows(admin).filter({ hasText: '02607000001' })).toHaveCount(1, { timeout: 30_000 });
  }
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/tabs/payslips/generate');
  await page.getByLabel('Payroll Month').selectOption(monthKey);
  await page.getByLabel('Wages Paid On').fill('2026-08-06');
  await page.getByRole('button', { name: 'Record Wage Payment' }).click();
  await expect(page.getByText(/^Wage payment recorded \(\d+\)$/)).toBeVisible({ timeout: 30_000 });

  // now only amber findings are left (no receipts attached): the principal employer is asked, agrees
  provider.on('dialog', (dialog) => void dialog.accept());
  for (const number of numbers) {
    await approve(number);
    await expect(
      provider.getByRole('row').filter({ hasText: number }).getByRole('button', { name: 'Approve' }),
    ).toHaveCount(0, {
      timeout: 30_000,
    });
  }
  await done(watcher, 'Invoices not approved');

  // every step done: the admin closes the month with no waiver
  await openMonthClose(admin);
  const closeForm = admin
    .locator('form')
    .filter({ has: admin.getByRole('heading', { name: 'Close month' }) });
  await expect(closeForm.getByRole('textbox')).toHaveCount(0);
  await closeForm.getByRole('button', { name: 'Close month' }).click();
  await expect(admin.getByText('Month closed').first()).toBeVisible({ timeout: 30_000 });
  await expect(watcher.getByRole('columnheader', { name: new RegExp(`${business}\\s*Closed`) })).toBeVisible({
    timeout: 30_000,
  });

  // a closed day refuses an edit: the grid names the lock, and the server refuses HR's change
  await page.setViewportSize({ width: 1600, height: 900 });
  await openGrid(page);
  await expect(page.getByRole('status').filter({ hasText: closedText })).toBeVisible({ timeout: 30_000 });
  await openGrid(admin);
  await admin.locator(`.mg-cell[data-row-idx="0"][data-date="${monthKey}-10"]`).click();
  await admin.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(closedText).last()).toBeVisible({ timeout: 30_000 });

  // reopened with a reason, so a rerun on the same data finds the month open
  await openMonthClose(admin);
  const reopenForm = admin
    .locator('form')
    .filter({ has: admin.getByRole('heading', { name: 'Reopen month' }) });
  await reopenForm.getByLabel('Reason').fill('The walk is over');
  await reopenForm.getByRole('button', { name: 'Reopen month' }).click();
  await expect(admin.getByText('Month reopened').first()).toBeVisible({ timeout: 30_000 });

  // the admin's account left blank again, as month-close-walk.spec (after this one) finds it
  await page.goto('/tabs/employees');
  await page.getByPlaceholder('Search List...').fill('admin');
  await dataRows(page).getByText('admin', { exact: true }).click({ timeout: 30_000 });
  const account = page.getByRole('form').getByRole('textbox', { name: 'Bank Account No.' });
  await expect(account).toHaveValue('30012345678', { timeout: 30_000 });
  await account.fill('');
  await page.getByRole('form').getByRole('button', { name: 'Save' }).click();
  await openMonthClose(page);
  await expect(stepCell(page, 'Employees without a bank account')).toHaveText('1');
});
