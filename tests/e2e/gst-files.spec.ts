import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { demoPassword } from './shell-support.js';

// GST files (issue #31 item 7): a contractor's admin saves this month's GSTR-1 from the
// invoices generate tab — Sunrise's holds its demo invoice; Shakti's its month's two, the
// security guards under reverse charge invoiced apart — and the e-invoice JSON of Sunrise's
// invoice from the invoice's own tab.
test.use({ viewport: { width: 4200, height: 900 } });
test.describe.configure({ timeout: 180_000 });

async function signInTo(page: Page, business: string) {
  await page.goto('/user-auth');
  await page.getByLabel('Business handle').fill(business);
  await page.getByLabel('User name').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /All Folders$/ })).toBeVisible();
}

const savedJson = async (page: Page, button: string) => {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  const file = await download;
  return { name: file.suggestedFilename(), json: JSON.parse(readFileSync(await file.path(), 'utf8')) };
};

test("Sunrise's admin saves this month's GSTR-1 and its invoice's e-invoice", async ({ page }) => {
  await signInTo(page, 'sunrise');
  await page.goto('/tabs/invoices/generate');
  const gstr1 = await savedJson(page, 'GSTR-1 File');
  expect(gstr1.name).toMatch(/^GSTR1-19[0-9A-Z]{13}-\d{6}\.json$/);
  expect(gstr1.json.b2b[0].inv[0].inum).toMatch(/^SUNRIS\//);
  await page.goto('/tabs/invoices');
  const invoice = page.getByRole('row').filter({ hasText: 'SUNRIS/' }).first();
  const number = String(await invoice.getByRole('gridcell', { name: /^SUNRIS\// }).textContent());
  await invoice.getByRole('gridcell', { name: number }).click();
  await expect(page).toHaveURL(/\/tabs\/html_template\/invoices\//);
  const eInvoice = await savedJson(page, 'e-Invoice JSON');
  expect(eInvoice.json).toMatchObject({ Version: '1.1', DocDtls: { Typ: 'INV', No: number } });
});

test("Shakti's GSTR-1 holds its month's two invoices: other services, then security guards under reverse charge", async ({
  page,
}) => {
  await signInTo(page, 'shakti');
  await page.goto('/tabs/invoices/generate');
  const gstr1 = await savedJson(page, 'GSTR-1 File');
  const invoices = gstr1.json.b2b[0].inv.map((invoice: { inum: string; rchrg: string }) => invoice.rchrg);
  expect(invoices).toEqual(['N', 'Y']);
  await expect(page.getByText(/^Left out of the GSTR-1 file/)).toHaveCount(0);
});
