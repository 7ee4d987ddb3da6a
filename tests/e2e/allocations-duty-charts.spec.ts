import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, screenshot, signIn, signOut } from './shell-support.js';

// The demo seeds this month's allocations of every worker, three programs per subsection,
// this week's charts and dco1's workers' weekly offs (allocations README "Demo data").
test.use({ viewport: { width: 1600, height: 900 } });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const istDay = (offsetDays: number) =>
  new Date(Date.now() + 330 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
const today = istDay(0);
const yesterday = istDay(-1);
const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
/** A day of this week up to today: yesterday, unless today is Monday. */
const pastDayThisWeek = weekdayOf(today) === 0 ? today : yesterday;

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The allocation grid's day cell of a rendered row. */
const allocationCell = (row: Locator, day: string) => row.locator(`.mg-alloc-cell[data-date="${day}"]`);

async function openAllocations(page: Page, code: string) {
  await signIn(page, code);
  await page.goto('/allocations');
  await expect(page.getByRole('grid', { name: 'Allocation grid' })).toBeVisible();
  await expect(page.locator('.mg-alloc-cell:not(:empty)').first()).toBeVisible({ timeout: 20_000 });
}

/** The first rendered row whose cell on `day` matches: an allocation (not a leave) or a leave. */
async function rowWith(page: Page, day: string, kind: 'allocation' | 'leave'): Promise<Locator> {
  const rows = page.locator('.mg-alloc-grid [role="row"]');
  const count = await rows.count();
  for (let index = 1; index < count; index++) {
    const row = rows.nth(index);
    const cell = allocationCell(row, day);
    if (!(await cell.count())) continue;
    const isLeave = await cell.evaluate((element) => element.classList.contains('mg-alloc-leave'));
    const text = (await cell.textContent())?.trim() ?? '';
    if (kind === 'leave' ? isLeave : !isLeave && text !== '') return row;
  }
  throw new Error(`no row with ${kind === 'leave' ? 'a leave' : 'an allocation'} on ${day}`);
}

test('an AO edits an allocation with the keyboard alone and the attendance day takes the new shift', async ({
  page,
}) => {
  await openAllocations(page, 'ao1');
  const row = await rowWith(page, pastDayThisWeek, 'allocation');
  const code = (await row.locator('.mg-alloc-code').textContent())?.trim() ?? '';
  const cell = allocationCell(row, pastDayThisWeek);
  const shiftBefore = (await cell.locator('b').textContent())?.trim();
  await cell.click();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Allocation Type')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Site')).toBeFocused();
  await page.keyboard.press('Enter');
  const shift = dialog.getByLabel('Shift');
  await expect(shift).toBeFocused();
  // another day shift than the one the cell shows
  const options = await shift.locator('option').allTextContents();
  const wanted = options.find((text) => /^(GEN|MOR)\b/.test(text) && !text.startsWith(shiftBefore ?? '-'));
  if (!wanted) throw new Error('a day shift to switch to');
  const current = await shift.evaluate((element: HTMLSelectElement) => element.selectedIndex);
  const target = options.indexOf(wanted);
  for (let step = current; step !== target; step += target > current ? 1 : -1)
    await page.keyboard.press(target > current ? 'ArrowDown' : 'ArrowUp');
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Department')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const newShift = wanted.split(' ')[0] ?? '';
  await expect(cell).toHaveClass(/mg-alloc-edited/);
  await page.keyboard.press('Alt+s');
  await expect(toast(page, '1 allocation marked')).toBeVisible({ timeout: 15_000 });
  await expect(allocationCell(row, pastDayThisWeek).locator('b')).toHaveText(newShift, { timeout: 15_000 });

  await page.goto('/attendance');
  // the week view shows this week's days without scrolling across the month
  await page.getByText('Week', { exact: true }).first().click();
  await page.getByLabel('Search employees').fill(code);
  const day = page.locator(`.mg-cell[data-row-idx="0"][data-date="${pastDayThisWeek}"]`);
  await expect(page.locator('.mg-employee-code').first()).toHaveText(code, { timeout: 15_000 });
  await expect(day.locator('.mg-shift')).toHaveText(newShift.slice(0, 2));
});

test("a contractor's admin, its only user, sees Save once it has queued an edit (issue #32 item 4)", async ({
  page,
}) => {
  await signIn(page, 'admin', undefined, 'sunrise');
  await page.goto('/allocations');
  await expect(page.locator('.mg-alloc-cell:not(:empty)').first()).toBeVisible({ timeout: 20_000 });
  const save = page.getByRole('toolbar', { name: 'Allocation grid' }).getByRole('button', { name: 'Save' });
  // hidden from the admin while nothing is queued (spec 001 §2, "by the toolbar flag")
  await expect(save).toHaveCount(0);
  const cell = allocationCell(await rowWith(page, pastDayThisWeek, 'allocation'), pastDayThisWeek);
  await cell.click();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Allocation Type')).toBeFocused();
  // through the four fields, keeping each value: the cell is queued as it was
  for (let field = 0; field < 4; field++) await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(cell).toHaveClass(/mg-alloc-edited/);
  await save.click();
  await expect(toast(page, '1 allocation marked')).toBeVisible({ timeout: 15_000 });
});

test("a leave cell refuses a paste with the spec's message, and the grid is accessible", async ({ page }) => {
  await openAllocations(page, 'dco1');
  const allocated = await rowWith(page, pastDayThisWeek, 'allocation');
  await allocationCell(allocated, pastDayThisWeek).click();
  await page.keyboard.press('Control+c');
  const days = Array.from({ length: 7 }, (_, index) => istDay(index - weekdayOf(today)));
  let leaveRow: Locator | null = null;
  let leaveDay = '';
  for (const day of days) {
    leaveRow = await rowWith(page, day, 'leave').catch(() => null);
    if (leaveRow) {
      leaveDay = day;
      break;
    }
  }
  if (!leaveRow) throw new Error('a leave this week');
  await allocationCell(leaveRow, leaveDay).click();
  await page.keyboard.press('Control+v');
  await expect(toast(page, 'Please reject or delete leave to mark allocations')).toBeVisible();
  await page.mouse.move(0, 0);
  await screenshot(page, 'allocation-grid');
  await expectAccessible(page, 'the allocation grid');
});

/** The weekly off dco1 marks: the worker's code and the day (the last test approves it). */
const weeklyOff = { code: '', day: pastDayThisWeek };

test('dco1 adds a program, puts employees on days and marks a weekly off', async ({ page }) => {
  await signIn(page, 'dco1');
  await page.goto('/duty-charts');
  const grid = page.getByRole('grid', { name: 'Duty charts grid' });
  await expect(grid).toBeVisible({ timeout: 20_000 });
  await expect(grid.locator('.mg-duty-entry').first()).toBeVisible();
  await expectAccessible(page, 'the duty-charts grid');

  const name = `Fire drill ${Date.now() % 100_000}`;
  await page.getByRole('button', { name: 'Add a program' }).click();
  const form = page.getByRole('form', { name: 'Add a program' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Code').fill(`FD${Date.now() % 100_000}`);
  await form.getByRole('button', { name: 'Save program' }).click();
  const programRow = grid.getByRole('row').filter({ hasText: name });
  await expect(programRow).toBeVisible({ timeout: 15_000 });

  const pickers = programRow.getByRole('combobox', { name: 'Add an employee' });
  const first = pickers.nth(0);
  // a picker lists the employees once it has focus (DutyChartGrid's EmployeePicker)
  await first.focus();
  const chosen = (await first.locator('option').nth(1).textContent())?.trim() ?? '';
  await first.selectOption({ index: 1 });
  await pickers.nth(1).focus();
  await pickers.nth(1).selectOption({ index: 2 });
  await expect(programRow.locator('.mg-duty-entry')).toHaveCount(2);

  // the weekly off of a worker on this week's past day (the pinned row's picker of that day)
  const offDay = weekdayOf(pastDayThisWeek);
  const weeklyOffRow = grid.getByRole('row').filter({ hasText: 'Weekly Off' });
  const offPicker = weeklyOffRow.getByRole('combobox', { name: 'Add an employee' }).nth(offDay);
  await offPicker.focus();
  const worker = (await offPicker.locator('option').nth(3).textContent())?.trim() ?? '';
  await offPicker.selectOption({ index: 3 });
  weeklyOff.code = worker.split(' ')[0] ?? '';
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(programRow.locator('.mg-duty-entry').first()).toContainText(chosen.split(' ')[0] ?? '', {
    timeout: 15_000,
  });
  // the worker may have a weekly off on another day of the week too: this day's cell
  const offCell = weeklyOffRow.getByRole('gridcell').nth(offDay + 1);
  await expect(offCell.locator('.mg-duty-entry').filter({ hasText: worker })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Monthly Weekly Off Count' })).toContainText(
    worker.split(' ')[0] ?? '',
  );
  await screenshot(page, 'duty-charts-grid');
});

// spec 001 §4 "Weekly-off pinned row": the WO leave starts as 'created' and is approved like any
// leave (allocations README "Weekly off"); attendance counts final-approved leaves only.
test('the weekly off, approved by the AO, is the WO day in the attendance grid', async ({ page }) => {
  if (!weeklyOff.code) throw new Error('the weekly off of the test before');
  await signIn(page, 'ao1');
  const attendanceDay = async () => {
    await page.goto('/attendance');
    await page.getByText('Week', { exact: true }).first().click();
    await page.getByLabel('Search employees').fill(weeklyOff.code);
    await expect(page.locator('.mg-employee-code').first()).toHaveText(weeklyOff.code, { timeout: 15_000 });
    return page.locator(`.mg-cell[data-row-idx="0"][data-date="${weeklyOff.day}"]`);
  };
  // created, the weekly off is not yet the day's type
  await expect((await attendanceDay()).locator('.mg-code')).not.toHaveText('WO');

  await page.goto('/tabs/leaves');
  await expect(page.getByText(/^Showing 1 - \d+ of \d+$/)).toBeVisible({ timeout: 15_000 });
  await page.getByPlaceholder('Search List...').fill(weeklyOff.code);
  const leave = page
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') })
    .filter({ hasText: weeklyOff.code })
    .filter({ hasText: 'Created' });
  await expect(leave).toHaveCount(1, { timeout: 15_000 });
  await leave.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Done', { exact: true })).toBeVisible({ timeout: 15_000 });

  await expect((await attendanceDay()).locator('.mg-code')).toHaveText('WO', { timeout: 15_000 });
  await screenshot(page, 'weekly-off-in-attendance');
});

test("a week's cells show their lines whole, and an employee opens the grid without a refusal", async ({
  page,
}) => {
  await openAllocations(page, 'admin');
  // the seven days share the grid's width: no line of a cell is cut (#27 item 8)
  const cut = await page
    .locator('.mg-alloc-line')
    .evaluateAll((lines) => lines.filter((line) => line.scrollWidth > line.clientWidth).length);
  expect(cut).toBe(0);
  // emp1 reads its own allocations and no contracts: the screen asks for none (#27 item 4)
  await signOut(page);
  await signIn(page, 'emp1');
  await page.goto('/allocations');
  await expect(page.getByRole('grid', { name: 'Allocation grid' })).toBeVisible();
  await expect(page.getByText(/sorry folder cant be opened by you/)).toHaveCount(0);
  await expect(page.getByLabel('Contract')).toBeVisible();
});
