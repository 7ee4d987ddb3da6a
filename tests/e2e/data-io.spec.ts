import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { chooseLeaveType, screenshot, signIn, signOut } from './shell-support.js';

/** The cell texts of an xlsx file's first sheet (the server writes no shared strings). */
function sheetTexts(file: string): string[] {
  const xml = execFileSync('unzip', ['-p', file, 'xl/worksheets/sheet1.xml']).toString();
  return [...xml.matchAll(/<(?:v|t)[^>]*>([^<]*)<\/(?:v|t)>/g)].map((match) => match[1] ?? '');
}
const sheetRows = (file: string) =>
  (execFileSync('unzip', ['-p', file, 'xl/worksheets/sheet1.xml']).toString().match(/<row /g) ?? []).length;

// Data out of Muster (issue #17): a report run in the report view and exported to xlsx and
// pdf, and a list exported with 'Export Folder'; the files are read back.
test.describe('reports and exports', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });

  test('runs the register of workmen, pages it, and exports it to xlsx and pdf', async ({ page }) => {
    await page.goto('/tabs/view_report/register_of_workmen');
    await expect(
      page.getByRole('heading', { name: 'Register of workmen (Form XIII)', level: 2 }),
    ).toBeVisible();
    // opened by its address, the tab still names the report by its label
    await expect(page.getByRole('tab', { name: 'Register of workmen (Form XIII)' })).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: /^Showing/ });
    await expect(status).toHaveText(/^Showing 1 - 50 of \d+$/);
    const frame = page.frameLocator('iframe[title="Register of workmen (Form XIII)"]');
    // Form XIII's first column, its serial number: the employee's code
    await expect(frame.locator('th').first()).toHaveText('Sl. No.');
    // printed through its form's template: the Rules' heading over the table
    await expect(frame.getByText('FORM XIII', { exact: true })).toBeVisible();
    await expect(frame.getByText('Name and address of contractor')).toBeVisible();
    await screenshot(page, 'report-register-of-workmen');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(status).toHaveText(/^Showing 51 - \d+ of \d+$/);

    // a filter narrows the rows to the employee typed
    await page.getByRole('textbox', { name: 'Employee Code' }).fill('emp1');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(status).toHaveText(/^Showing 1 - \d of \d$/);
    await expect(frame.locator('tbody tr').first().locator('td').first()).toContainText('emp1');

    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as XLSX' }).click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toMatch(/^register_of_workmen-.*\.xlsx$/);
    const texts = sheetTexts(await xlsx.path());
    expect(texts[0]).toBe('Sl. No.');
    expect(texts).toContain('emp1');
    expect(sheetRows(await xlsx.path())).toBeGreaterThan(1);

    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as PDF' }).click();
    const pdf = await pdfDownload;
    expect(
      readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const text = execFileSync('pdftotext', [await pdf.path(), '-']).toString();
    expect(text).toContain('Register of workmen');
    expect(text).toContain('FORM XIII');
    expect(text).toContain('emp1');
  });

  test("exports last month's muster roll to a PDF, telling its progress", async ({ page }) => {
    // Form XVI's month grid reads the whole month's attendance for its first page and its PDF
    test.slow();
    await page.goto('/tabs/view_report/muster_roll');
    const status = page.getByRole('status').filter({ hasText: /^Showing/ });
    // the period opens on last month, not on all time (#27 item 6); Form XVI's month grid reads
    // the whole month's attendance before it shows a page of workers (reports README)
    await expect(status).toHaveText(/^Showing 1 - 50 of \d+$/, { timeout: 30_000 });
    const frame = page.frameLocator('iframe[title^="Muster roll"]');
    await expect(frame.getByText('FORM XVI', { exact: true })).toBeVisible();
    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as PDF' }).click();
    // the toast counts the rows read (the grid's total is known once all are read), then the
    // printing, until the file is down
    await expect(
      page.getByText(/^(Preparing the PDF file: \d+( of \d+)? rows read|Printing the PDF: \d+ rows)$/),
    ).toBeVisible();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/^muster_roll-.*\.pdf$/);
    const text = execFileSync('pdftotext', [await pdf.path(), '-']).toString();
    expect(text).toContain('FORM XVI');
    // Form XVI names its workers (the month grid has no code column): emp1 is Sunita Das
    expect(text).toContain('Sunita Das');
    await expect(page.getByText('The PDF file is downloaded')).toBeVisible();
  });

  test("exports the Holidays list with its search through 'Export Folder'", async ({ page }) => {
    await page.goto('/tabs/holidays');
    await expect(page.getByText(/^Showing 1 - \d+ of \d+$/)).toBeVisible();
    await page.getByPlaceholder('Search List...').fill('Diwali');
    await expect(page.getByText('Showing 1 - 1 of 1')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Export Folder' }).click();
    await expect(page.getByText('exporting folder...')).toBeVisible();
    const file = await download;
    // the header and the one row the list shows
    expect(sheetRows(await file.path())).toBe(2);
    expect(sheetTexts(await file.path()).join(' | ')).toContain('Diwali');
  });

  test('uploads a profile picture and shows it through the session', async ({ page }) => {
    // a 1x1 PNG
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.goto('/tabs/profile');
    const input = page.getByLabel('Profile Picture');
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const picture = page.getByRole('img', { name: 'me.png' });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('src', /^blob:/);
    // the bytes came: the image decoded
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

    // a file too big is refused with the spec's words
    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(1_100_000) });
    await expect(page.getByText('File size should be less than 1mb').first()).toBeVisible();
    // the server judges the bytes, not the name or type the browser sends
    await input.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    await expect(page.getByText('This file type is not accepted').first()).toBeVisible();
  });
});

// A sick leave needs a certificate (the SL type's mandatory_document_upload): emp1 attaches
// one in the leave's form, and the reporting officer downloads it through the session.
test('emp1 applies for sick leave with a certificate, and ro1 downloads it', async ({ page }) => {
  test.setTimeout(120_000);
  const calendar = page.getByRole('region', { name: 'Leaves calendar' });
  // a weekday of next month, clear of the demo's leaves (they are in this month and the last)
  const now = new Date(Date.now() + 330 * 60_000);
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 8));
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  const dayKey = day.toISOString().slice(0, 10);
  const certificate = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

  await signIn(page, 'emp1');
  await page.goto('/tabs/leaves');
  await expect(calendar.locator('.mgl-balance')).toBeVisible({ timeout: 15_000 });
  await calendar.getByRole('button', { name: 'Next' }).click();
  await calendar.locator(`button[data-day="${dayKey}"]`).click();
  await expect(calendar.getByText('Days picked: 1')).toBeVisible();
  await chooseLeaveType(calendar.getByRole('combobox', { name: /^Leave type/ }), 'SL — Sick leave');
  await calendar.getByRole('button', { name: 'Apply for leave' }).click();
  // the day's state reads as a label, not its stored code
  await expect(page.getByRole('gridcell', { name: 'Created', exact: true })).toBeVisible();
  // the form takes the certificate in the day's row, then saves the leave
  await page.getByRole('button', { name: 'Edit row' }).click();
  await page.getByLabel('Documents').first().setInputFiles({
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: certificate,
  });
  await expect(page.getByRole('link', { name: 'certificate.pdf' })).toBeVisible();
  await screenshot(page, 'leave-with-certificate');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible();
  await signOut(page);

  // ro1 finds it among the leaves waiting for them and opens it from the calendar's day
  await signIn(page, 'ro1');
  await page.getByRole('link', { name: /^Leaves to decide: \d+$/ }).click();
  const shown = `${dayKey.slice(8, 10)}/${dayKey.slice(5, 7)}/${dayKey.slice(0, 4)}`;
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') })
    .filter({ hasText: 'Sunita Das' })
    .filter({ hasText: shown })
    .click();
  await expect(calendar.getByRole('heading', { name: 'Leaves calendar — Sunita Das (emp1)' })).toBeVisible();
  await expect(calendar.locator('.mgl-leave', { hasText: 'SL' })).toBeVisible({ timeout: 15_000 });
  // the day view of the leave's day (a click on the day would change its half instead)
  await calendar.getByRole('button', { name: 'Day', exact: true }).click();
  for (let step = 1; step < day.getUTCDate(); step += 1)
    await calendar.getByRole('button', { name: 'Next' }).click();
  await screenshot(page, 'leave-certificate-ro1');
  await calendar.getByRole('button', { name: 'Open leave' }).click();
  await page.getByRole('button', { name: 'Edit row' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'certificate.pdf' }).click();
  expect(readFileSync(await (await download).path())).toEqual(certificate);
});
