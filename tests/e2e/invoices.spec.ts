import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { demoPassword, test } from './shell-support.js';

// Invoices (issues #16, #31): Sunrise's admin uploads last month's missing documents in the
// approval tab; the principal employer's admin opens Sunrise's invoice from its list (the tab
// titled with the contract and short month), reviews the documents through its 'Review
// Documents' action, rejecting one and approving the rest; this month's generation is
// refused, then, once the rejected one is uploaded again and approved, runs and says the
// month has no approved attendance yet (no ₹0 invoice); the invoice's PDF says what a tax
// invoice must, its signatory block included.
// wide enough for the invoices list's every column, its row actions last
test.use({ viewport: { width: 4200, height: 900 } });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const pdf = (title: string) => ({
  name: `${title}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${title}\n%%EOF\n`),
});
/** This month as the generate tab's month input holds it (IST). */
const thisMonth = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

async function signInTo(page: Page, business: string) {
  await page.goto('/user-auth');
  await page.getByLabel('Business handle').fill(business);
  await page.getByLabel('User name').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /All Folders$/ })).toBeVisible();
}

const documentRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

let approvalTab = '';
/** The same tab as the principal employer opens it from its list, with Sunrise picked in the business filter. */
const reviewedTab = () => approvalTab.replace('/invoice_approval/-/', '/invoice_approval/sunrise/');

test("Sunrise's admin uploads last month's missing documents", async ({ page }) => {
  await signInTo(page, 'sunrise');
  await page.goto('/tabs/invoices');
  const invoice = page.getByRole('row').filter({ hasText: 'SUNRIS/' }).first();
  await invoice.getByRole('button', { name: 'Upload Documents' }).click();
  await expect(page).toHaveURL(/\/tabs\/invoice_approval\//);
  approvalTab = new URL(page.url()).pathname;
  await expect(documentRow(page, 'ESI challan').getByRole('cell', { name: 'Uploaded' })).toBeVisible();
  // upload needs a file
  await documentRow(page, 'Wage register').getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Please select file.')).toBeVisible();
  for (const name of ['Wage register', 'Attendance register']) {
    await documentRow(page, name).getByLabel(`Browse File To Upload ${name}`).setInputFiles(pdf(name));
    await documentRow(page, name).getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(documentRow(page, name).getByRole('cell', { name: 'Uploaded' })).toBeVisible();
  }
});

test("the principal employer's admin opens Sunrise's invoice, reviews its documents and approves", async ({
  page,
}) => {
  await signInTo(page, 'demo');
  await page.goto('/tabs/invoices');
  await page.getByLabel('Business').selectOption('sunrise');
  const invoice = page.getByRole('row').filter({ hasText: 'SUNRIS/' }).first();
  // the list's columns: number, contract, period, taxable, GST, payable, status
  for (const column of [
    'Invoice No.',
    'Contract',
    'Invoice Period',
    'Taxable Amount',
    'Total GST',
    'Amount Payable',
    'Status',
  ])
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  const number = String(await invoice.getByRole('gridcell', { name: /^SUNRIS\// }).textContent());
  await invoice.getByRole('gridcell', { name: number }).click();
  await expect(page).toHaveURL(/\/tabs\/html_template\/invoices\//);
  await expect(page.frameLocator('iframe[title="Invoice"]').getByText(number)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('tab', { name: /^Manpower supply .* [A-Z][a-z]{2} \d{4}$/ })).toBeVisible();

  await page.goto('/tabs/invoices');
  await page.getByLabel('Business').selectOption('sunrise');
  await page
    .getByRole('row')
    .filter({ hasText: number })
    .getByRole('button', { name: 'Review Documents' })
    .click();
  await expect(page).toHaveURL(/\/tabs\/invoice_approval\/sunrise\//);
  await expect(page.getByRole('tab', { name: `Approval (Invoice No. : ${number})` })).toBeVisible();
  await documentRow(page, 'ESI challan').getByRole('button', { name: 'Reject' }).click();
  await expect(documentRow(page, 'ESI challan').getByRole('cell', { name: 'Rejected' })).toBeVisible();
  for (const name of ['Wage register', 'Attendance register']) {
    await documentRow(page, name).getByRole('button', { name: 'Approve' }).click();
    await expect(documentRow(page, name).getByRole('cell', { name: 'Approved' })).toBeVisible();
  }
});

test("this month's generation is refused until the re-upload and approval, then for its unapproved attendance", async ({
  newPage,
}) => {
  const sunrise = await newPage();
  await signInTo(sunrise, 'sunrise');
  const generate = async () => {
    await sunrise.goto('/tabs/invoices/generate');
    await sunrise.getByLabel('Invoice Month').selectOption(thisMonth);
    await sunrise.getByRole('listbox', { name: 'Contracts' }).selectOption({ index: 0 });
    await sunrise.getByRole('button', { name: 'Generate', exact: true }).click();
  };
  await generate();
  await expect(
    sunrise.getByText("1 document(s) is/are not uploaded/approved yet for previous month's invoice!"),
  ).toBeVisible();

  await sunrise.goto(approvalTab);
  await documentRow(sunrise, 'ESI challan')
    .getByLabel('Browse File To Upload ESI challan')
    .setInputFiles(pdf('ESI'));
  await documentRow(sunrise, 'ESI challan').getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(documentRow(sunrise, 'ESI challan').getByRole('cell', { name: 'Uploaded' })).toBeVisible();
  const provider = await newPage();
  await signInTo(provider, 'demo');
  await provider.goto(reviewedTab());
  await documentRow(provider, 'ESI challan').getByRole('button', { name: 'Approve' }).click();
  await expect(documentRow(provider, 'ESI challan').getByRole('cell', { name: 'Approved' })).toBeVisible();

  // every block and warn document is approved now: the compliance gate lets the run on, and
  // the attendance gate stops it, none of this month's days being approved yet (issue #32 item 2)
  let asked = false;
  sunrise.on('dialog', (dialog) => {
    asked = true;
    void dialog.dismiss();
  });
  await generate();
  await expect(
    sunrise.getByText(
      /No attendance day of \S+ \d{4} is approved yet \(\d+ days of \d+ employees\): approve the attendance before generating/,
    ),
  ).toBeVisible();
  expect(asked).toBe(false);
});

test("the invoice's PDF carries the tax invoice particulars", async ({ page }) => {
  await signInTo(page, 'sunrise');
  await page.goto('/tabs/invoices');
  await page.getByRole('gridcell', { name: 'SUNRIS/2627/0001' }).first().click();
  await expect(page).toHaveURL(/\/tabs\/html_template\/invoices\//);
  const frame = page.frameLocator('iframe[title="Invoice"]');
  await expect(frame.getByText('Tax Invoice')).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  // read in reading order, spaces and line breaks as one space: a table cell may wrap a label
  const text = execFileSync('pdftotext', [await (await download).path(), '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
  for (const part of [
    'Tax Invoice',
    'GSTIN',
    'Place of Supply',
    'West Bengal (State Code 19)',
    'SAC/HSN',
    'Taxable Value',
    'Rupees',
    'Authorised Signatory',
  ])
    expect(text).toContain(part);
});
