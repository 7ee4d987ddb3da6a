import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './shell-support.js';

// Issue #22: a day edited in the popup shows one difference in the popup, in the register
// view (before saving, from the queued edit, and after) and in the totals; issue #19 item 6:
// said in words ('00:06 short', '01:30 over'), never with a sign to misread.
test.use({ viewport: { width: 1600, height: 900 } });
test.describe.configure({ timeout: 120_000 });

/** 'HH:MM', 'HH:MM short' or 'HH:MM over' as signed minutes. */
function minutesOf(text: string): number {
  const match = /^(\d{2,}):(\d{2})(?: (short|over))?$/.exec(text.trim());
  if (!match) throw new Error(`not a duration: '${text}'`);
  const size = Number(match[1]) * 60 + Number(match[2]);
  return match[3] === 'short' ? -size : size;
}

/** The first shown Present cell with no deficit mark, no status or edit mark and no queued edit. */
async function presentCellWithoutDeficit(page: Page): Promise<{ row: number; date: string }> {
  const found = await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('.mg-cell[data-row-idx][data-date]')) {
      const plain =
        element.querySelector('.mg-code')?.textContent === 'P' &&
        element.querySelector('.mg-deficit') === null &&
        element.querySelector('.mg-marks svg') === null &&
        !element.classList.contains('mg-pending');
      if (plain) return { row: Number(element.dataset.rowIdx), date: element.dataset.date ?? '' };
    }
    return null;
  });
  if (!found) throw new Error('no Present cell without a deficit on screen');
  return found;
}

/** A figure of an employee's total cell, by its label. */
const totalFigure = (row: Locator, label: string): Locator =>
  row.locator('.mg-total-cell dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** The register row of a day of the month (one row per calendar day, the header is row 1). */
const registerDay = (page: Page, date: string): Locator =>
  page
    .getByRole('grid', { name: 'Register view' })
    .locator(`[role="row"][aria-rowindex="${Number(date.slice(8, 10)) + 1}"]`);

/** The register row's Difference cell (the seventh column). */
const differenceIn = (row: Locator): Locator => row.locator('[role="gridcell"]').nth(6);

test('a day edited in the popup shows the same difference in the popup, the register and the totals', async ({
  page,
}) => {
  await signIn(page, 'ao1');
  await page.goto('/attendance');
  await expect(page.locator('.mg-cell[data-row-idx="0"] .mg-code').first()).toBeVisible({ timeout: 15_000 });

  const spot = await presentCellWithoutDeficit(page);
  const cell = page.locator(`.mg-cell[data-row-idx="${spot.row}"][data-date="${spot.date}"]`);
  const gridRow = cell.locator('xpath=ancestor::*[@role="row"][1]');
  const shortfallBefore = minutesOf((await totalFigure(gridRow, 'Shortfall').textContent()) ?? '');

  // the popup: four hours on a Present day; its Difference says it falls short
  await cell.dblclick();
  const editor = page.getByRole('dialog');
  await expect(editor).toBeVisible();
  const stored = await editor.getByLabel('Difference').textContent();
  expect(minutesOf(stored ?? '')).toBeGreaterThanOrEqual(0);
  await editor.getByLabel('Working Hours').fill('0400');
  const difference = (await editor.getByLabel('Difference').textContent()) ?? '';
  expect(difference).toMatch(/^\d{2}:\d{2} short$/);
  await page.keyboard.press('Control+Enter');
  await expect(editor).toBeHidden();
  await expect(cell.locator('.mg-deficit')).toBeVisible();

  // the register view overlays the queued edit as the grid does
  await gridRow.getByRole('button', { name: 'Show Register View' }).click();
  await expect(page.getByRole('grid', { name: 'Register view' })).toBeVisible();
  await expect(differenceIn(registerDay(page, spot.date))).toHaveText(difference);
  await page.getByRole('checkbox', { name: 'Show Register View' }).click();
  await expect(page.getByRole('grid', { name: 'Attendance grid' })).toBeVisible();

  // saved: the server keeps the same difference, and the employee's shortfall grows by it
  await page.getByRole('button', { name: /Save/ }).click();
  const marked = page.locator('[data-sonner-toast]').filter({ hasText: 'attendance marked' });
  await expect(marked).toBeVisible();
  await expect(cell.locator('svg[aria-label="Manual edit"]')).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => minutesOf((await totalFigure(gridRow, 'Shortfall').textContent()) ?? ''))
    .toBe(shortfallBefore - minutesOf(difference));
  await page.mouse.move(0, 0);
  await expect(marked).toBeHidden({ timeout: 15_000 });
  await page.screenshot({ path: 'test-results/attendance-difference-grid.png' });
  await gridRow.getByRole('button', { name: 'Show Register View' }).click();
  await expect(differenceIn(registerDay(page, spot.date))).toHaveText(difference);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'test-results/attendance-difference-register.png' });
});
