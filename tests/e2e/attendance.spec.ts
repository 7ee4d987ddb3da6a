import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, screenshot, signIn } from './shell-support.js';

// The demo business has a month of punches up to yesterday; ao1 is its attendance officer.
test.use({ viewport: { width: 1600, height: 900 } });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

interface CellSpot {
  row: number;
  date: string;
}

/** A shown day cell as the grid draws it. */
const cell = (page: Page, { row, date }: CellSpot): Locator =>
  page.locator(`.mg-cell[data-row-idx="${row}"][data-date="${date}"]`);

/**
 * The first rendered row with `codes.length` consecutive days of those type codes, none
 * approved, rejected or edited yet (so reruns on one data directory pick fresh cells).
 */
async function findCells(
  page: Page,
  codes: string[],
  options: { deficit?: boolean } = {},
): Promise<CellSpot[]> {
  const found = await page.evaluate(
    ({ codes, deficit }) => {
      const rows = new Map<number, { date: string; code: string; marked: boolean; deficit: boolean }[]>();
      for (const element of document.querySelectorAll<HTMLElement>('.mg-cell[data-row-idx][data-date]')) {
        const row = Number(element.dataset.rowIdx);
        const list = rows.get(row) ?? [];
        list.push({
          date: element.dataset.date ?? '',
          code: element.querySelector('.mg-code')?.textContent ?? '',
          marked: element.querySelector('.mg-marks svg') !== null || element.classList.contains('mg-pending'),
          deficit: element.querySelector('.mg-deficit') !== null,
        });
        rows.set(row, list);
      }
      for (const [row, days] of [...rows].sort(([a], [b]) => a - b)) {
        days.sort((a, b) => a.date.localeCompare(b.date));
        for (let start = 0; start + codes.length <= days.length; start += 1) {
          const run = days.slice(start, start + codes.length);
          const fits = run.every(
            (day, index) =>
              day.code === codes[index] && !day.marked && (deficit === undefined || day.deficit === deficit),
          );
          if (fits) return run.map((day) => ({ row, date: day.date }));
        }
      }
      return null;
    },
    { codes, deficit: options.deficit },
  );
  if (!found) throw new Error(`no run of ${codes.join(', ')} cells on screen`);
  return found;
}

async function openAttendance(page: Page, code = 'ao1'): Promise<void> {
  await signIn(page, code);
  await page.goto('/attendance');
  await expect(page.locator('.mg-cell[data-row-idx="0"] .mg-code').first()).toBeVisible({ timeout: 15_000 });
}

/** A user's own attendance: its one row, the demo's month punched at the Kolkata terminal. */
async function openOwnAttendance(page: Page, code: string): Promise<void> {
  await signIn(page, code);
  await page.goto('/attendance');
  await expect(page.locator('.mg-employee-code').first()).toBeVisible({ timeout: 15_000 });
}

/** Selects the cells with the keyboard: Space on the first, Shift+Right over the rest. */
async function selectWithKeyboard(page: Page, cells: CellSpot[]): Promise<void> {
  const [first, ...rest] = cells;
  if (!first) throw new Error('no cells');
  // a click selects the first (issue #27 item 8); Shift+arrows extend from it
  await cell(page, first).click();
  for (const _ of rest) await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByText(`${cells.length} cells selected`)).toBeVisible();
}

/** A cell's status or edit mark, by its label. */
const mark = (page: Page, spot: CellSpot, label: string): Locator =>
  cell(page, spot).locator(`svg[aria-label="${label}"]`);

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('the attendance folder opens the month grid', async ({ page }) => {
  await signIn(page, 'ao1');
  await page.getByRole('link', { name: 'Attendance Edits', exact: true }).click();
  await expect(page).toHaveURL(/\/attendance$/);
  const grid = page.getByRole('grid', { name: 'Attendance grid' });
  await expect(
    grid.getByRole('columnheader', { name: /^Sun 1$|^Mon 1$|^Tue 1$|^Wed 1$|^Thu 1$|^Fri 1$|^Sat 1$/ }),
  ).toBeVisible();
  await expect(page.locator('.mg-cell[data-row-idx="0"] .mg-code').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
  await page.mouse.move(0, 0);
  await screenshot(page, 'attendance-grid');
  await expectAccessible(page, 'the attendance grid');

  // a week is Monday to Sunday; back to the month, then the month before
  const dayHeaders = grid.getByRole('columnheader', { name: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d+$/ });
  await page.getByRole('radio', { name: 'Week' }).click();
  await expect(dayHeaders).toHaveCount(7);
  await expect(dayHeaders.first()).toHaveText(/^Mon/);
  await expect(page.getByRole('button', { name: 'Next week' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(dayHeaders).toHaveCount(7);
  await page.getByRole('radio', { name: 'Month' }).click();
  const month = page.getByLabel('Pick a month');
  const shown = await month.inputValue();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(month).not.toHaveValue(shown);
  await expect(grid.getByRole('columnheader', { name: / 1$/ })).toBeVisible();
});

test('another business is viewed but not edited', async ({ page }) => {
  await openAttendance(page);
  await expect(page.getByRole('button', { name: 'Add row' })).toBeVisible();
  const business = page.getByLabel('Business');
  const other = await business.locator('option').nth(1).getAttribute('value');
  if (!other) throw new Error('a second business expected in the demo');
  const codes = page.locator('.mg-employee-code');
  await expect(codes.first()).toHaveText(/^DI/);
  await business.selectOption(other);
  // the contractor's own workers, with their punched days (issue #19 items 5 and 8), not the rows before
  await expect(codes.first()).toHaveText(/^(SUN|SHK)\d{4}$/, { timeout: 15_000 });
  await expect(codes.filter({ hasText: /^DI/ })).toHaveCount(0);
  await expect(page.locator('.mg-cell .mg-code').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add row' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove row' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
  // and back on the principal employer's own business
  await business.selectOption({ index: 0 });
  await expect(codes.first()).toHaveText(/^DI/, { timeout: 15_000 });
});

test("a contractor's invoiced month shows its days locked (spec 001 §5)", async ({ page }) => {
  // the demo invoices both contractors' contracts for last month
  await signIn(page, 'admin', undefined, 'sunrise');
  await page.goto('/attendance');
  await expect(page.locator('.mg-employee-code').first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Previous month' }).click();
  const locked = page.locator('.mg-cell.mg-invoiced');
  await expect(locked.first()).toBeVisible({ timeout: 15_000 });
  await locked.first().hover();
  await expect(page.getByRole('tooltip')).toContainText('Invoice issued: this day cannot be edited');
  await screenshot(page, 'attendance-invoiced-month');
  // the editor refuses it as the server would
  await locked.first().dblclick();
  await expect(page.getByText('This day cannot be edited').first()).toBeVisible();
});

test('select with the keyboard, approve, and see the status icons after polling', async ({ page }) => {
  await openAttendance(page);
  const cells = await findCells(page, ['P', 'P'], { deficit: false });
  await selectWithKeyboard(page, cells);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'attendance cells approved')).toBeVisible();
  // the grid reloads and polls (every 200 ms, for up to 10 s) until the cells show it
  for (const spot of cells) await expect(mark(page, spot, 'Final approved')).toBeVisible({ timeout: 15_000 });
  // the selection clears once the reloaded rows show the new status
  await expect(page.getByText('cells selected')).toHaveCount(0);
  await page.mouse.move(0, 0);
  await screenshot(page, 'attendance-approved');
});

test('approving cells with a shortfall shows the total deficit hours', async ({ page }) => {
  await openAttendance(page);
  const cells = await findCells(page, ['P'], { deficit: true }).catch(() =>
    findCells(page, ['HD'], { deficit: true }),
  );
  await selectWithKeyboard(page, cells);
  await page.getByRole('button', { name: 'Approve' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Total deficit hours' });
  await expect(alert).toBeVisible();
  // the shortfall is a magnitude under its own label (issue #22): no sign
  await expect(alert.locator('.mga-deficit-total')).toHaveText(/^\d{2,}:\d{2}$/);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(mark(page, cells[0] as CellSpot, 'Final approved')).toBeVisible();
});

test('rejecting a Present cell is refused with the spec’s warning', async ({ page }) => {
  await openAttendance(page);
  const cells = await findCells(page, ['P']);
  await selectWithKeyboard(page, cells);
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(toast(page, 'Present attendance cannot be rejected')).toBeVisible();
  await expect(page.getByText('1 cells selected')).toBeVisible();
  await expect(mark(page, cells[0] as CellSpot, 'Rejected')).toHaveCount(0);
});

test('a Single Punch cell is edited through the popup and saved', async ({ page }) => {
  await openAttendance(page);
  const [single] = await findCells(page, ['SP']);
  if (!single) throw new Error('no Single Punch cell');
  await cell(page, single).dblclick();
  const editor = page.getByRole('dialog');
  await expect(editor).toBeVisible();
  await expect(editor.getByText('Ctrl + Enter to save')).toBeVisible();
  await editor.getByLabel('Attendance Type').selectOption({ label: 'Present' });
  await editor.getByLabel('Working Hours').fill('0830');
  await expect(editor.getByLabel('Working Hours')).toHaveValue('08:30');
  await page.keyboard.press('Control+Enter');
  await expect(editor).toBeHidden();
  await expect(cell(page, single).locator('.mg-code')).toHaveText('P');
  await expect(page.getByRole('button', { name: /Save/ })).toContainText('1');
  await page.getByRole('button', { name: /Save/ }).click();
  await expect(toast(page, 'attendance marked')).toBeVisible();
  await expect(mark(page, single, 'Manual edit')).toBeVisible();
  await expect(cell(page, single).locator('.mg-code')).toHaveText('P');
});

test('a cell is copied and pasted, then saved with Alt+S', async ({ page }) => {
  await openAttendance(page);
  const [source] = await findCells(page, ['P']);
  const [target] = await findCells(page, ['A']);
  if (!source || !target) throw new Error('no Present or Absent cell');
  await cell(page, source).click();
  await page.keyboard.press('Control+c');
  await cell(page, target).click();
  await page.keyboard.press('Control+v');
  await expect(cell(page, target).locator('.mg-code')).toHaveText('P');
  await expect(page.getByRole('button', { name: /Save/ })).toContainText('1');
  await page.keyboard.press('Alt+s');
  await expect(toast(page, 'attendance marked')).toBeVisible();
  await expect(mark(page, target, 'Manual edit')).toBeVisible();
});

test('the register view shows one employee’s days', async ({ page }) => {
  await openAttendance(page);
  const firstRow = page.getByRole('grid', { name: 'Attendance grid' }).getByRole('row').nth(1);
  const code = (await firstRow.locator('.mg-employee-code').textContent()) ?? '';
  await firstRow.getByRole('button', { name: 'Show Register View' }).click();
  const register = page.getByRole('grid', { name: 'Register view' });
  await expect(register).toBeVisible();
  await expect(page.getByText(`(${code})`)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Show Unapproved Attendance' })).toBeChecked();
  await expect(page.getByText('Total Payable Days')).toBeVisible();
  await expect(page.getByLabel('Show in/out time')).toHaveCount(0);
  await page.mouse.move(0, 0);
  await screenshot(page, 'attendance-register');
  await expectAccessible(page, 'the register view');
  await page.getByRole('checkbox', { name: 'Show Register View' }).click();
  await expect(page.getByRole('grid', { name: 'Attendance grid' })).toBeVisible();
});

test('leaving with unsaved edits asks; No discards, Yes saves', async ({ page }) => {
  const question = 'You have some unsaved changes. Do you want to save changes before going back?';
  const pasteOne = async () => {
    const [source] = await findCells(page, ['P']);
    const [target] = await findCells(page, ['A']);
    if (!source || !target) throw new Error('no Present or Absent cell');
    await cell(page, source).click();
    await page.keyboard.press('Control+c');
    await cell(page, target).click();
    await page.keyboard.press('Control+v');
    await expect(page.getByRole('button', { name: /Save/ })).toContainText('1');
    return target;
  };
  await openAttendance(page);
  const discarded = await pasteOne();
  await page.getByRole('link', { name: 'Home' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Unsaved changes' });
  await expect(dialog).toContainText(question);
  await screenshot(page, 'attendance-unsaved-question');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/\/$/);
  // nothing was stored: the cell shows its computed type again
  await page.goto('/attendance');
  await expect(cell(page, discarded).locator('.mg-code')).toHaveText('A', { timeout: 15_000 });

  const saved = await pasteOne();
  await page.getByRole('link', { name: 'Home' }).click();
  await page
    .getByRole('alertdialog', { name: 'Unsaved changes' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(toast(page, 'attendance marked')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/attendance');
  await expect(mark(page, saved, 'Manual edit')).toBeVisible({ timeout: 15_000 });
});

test('an ordinary employee sees its own punched days and no approval buttons', async ({ page }) => {
  await openOwnAttendance(page, 'emp1');
  await expect(page.locator('.mg-employee-code')).toHaveCount(1);
  // the demo punches emp1 too (issue #19 item 8): its month's days are computed
  await expect(page.locator('.mg-cell[data-row-idx="0"] .mg-code').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
});
