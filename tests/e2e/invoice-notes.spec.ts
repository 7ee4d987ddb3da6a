import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { demoPassword, screenshot, signIn } from './shell-support.js';

// Credit and debit notes (issue #31 items 5 and 7): Shakti's admin opens its approved
// reverse-charge invoice of the demo month (its security guards, billed apart), issues a
// credit note from the invoice's tab, opens the note's printed document and saves its
// e-invoice JSON: 'CRN', naming the invoice it corrects, under reverse charge.
test.use({ viewport: { width: 4200, height: 1200 } });
test.describe.configure({ timeout: 180_000 });

test("Shakti's admin issues a credit note on its approved invoice and saves the note's e-invoice", async ({
  page,
}) => {
  await signIn(page, 'admin', demoPassword, 'shakti');
  await page.goto('/tabs/invoices');
  const invoice = page
    .getByRole('row')
    .filter({ hasText: 'SHAKTI/' })
    .filter({ hasText: 'Approved' })
    .first();
  const number = String(await invoice.getByRole('gridcell', { name: /^SHAKTI\// }).textContent());
  await invoice.getByRole('gridcell', { name: number }).click();
  await expect(page).toHaveURL(/\/tabs\/html_template\/invoices\//);

  await page.getByRole('button', { name: 'Credit note', exact: true }).click();
  const form = page.getByRole('form', { name: 'Credit note' });
  // a row a tax group of the invoice: the guards' group takes the note's taxable value
  await form.getByLabel('Taxable value of the note: 998525 @ 18%').fill('1000.50');
  await form.getByLabel('Reason').fill('Two guard days not worked');
  await form.getByRole('button', { name: 'Issue note' }).click();
  const notes = page.getByRole('region', { name: 'Credit and Debit Notes' });
  const note = notes.getByRole('row').filter({ hasText: 'Two guard days not worked' });
  // ₹1,000.50 and IGST at 18%, ₹180.09: the note's value ₹1,180.59
  await expect(note).toContainText('1,180.59');
  const noteNo = String(await note.getByRole('link').textContent());
  expect(noteNo).toMatch(/^CN\/\d{4}\/\d{4}$/);
  await screenshot(page, 'invoice-credit-note');

  await note.getByRole('link').click();
  await expect(page).toHaveURL(/\/tabs\/html_template\/invoice_notes\//);
  const document = page.frameLocator('iframe[title="Credit or debit note"]');
  await expect(document.getByRole('heading', { name: 'Credit Note' })).toBeVisible();
  await expect(document.getByText(number, { exact: true })).toBeVisible();
  await screenshot(page, 'credit-note-document');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'e-Invoice JSON', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`e-invoice-${noteNo.replaceAll('/', '-')}.json`);
  const json = JSON.parse(readFileSync(await file.path(), 'utf8'));
  expect(json).toMatchObject({
    TranDtls: { SupTyp: 'B2B', RegRev: 'Y' },
    DocDtls: { Typ: 'CRN', No: noteNo },
    RefDtls: { PrecDocDtls: [{ InvNo: number }] },
    ValDtls: { AssVal: 1000.5, IgstVal: 180.09, TotInvVal: 1180.59 },
  });
});
