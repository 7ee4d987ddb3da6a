import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { chooseLeaveType, expectAccessible, screenshot, signIn, signOut } from './shell-support.js';

// Issue #14: emp1 applies for two days with a drag on their calendar and sees the balance
// drop; ro1 approves to Processing from the leaves waiting for them; ao1 finalises; the
// attendance grid shows L on both days. Once at a desktop size and once at a phone's, on
// days the demo leaves free (its leaves keep off the 4th-5th and the 11th-12th).
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const calendar = (page: Page) => page.getByRole('region', { name: 'Leaves calendar' });
const dayButton = (page: Page, day: string) => calendar(page).locator(`button[data-day="${day}"]`);
const yearLeft = async (page: Page) =>
  Number(
    /Leaves left this year: ([\d.]+)/.exec(
      (await calendar(page).locator('.mgl-balance').textContent()) ?? '',
    )?.[1],
  );

/** The month of the demo's today (the server's clock): the days of the flow are in it. */
const month = () => {
  const now = new Date(Date.now() + 330 * 60_000);
  return now.toISOString().slice(0, 7);
};

/** Presses on the first day and lets go on the last: the days between are picked. */
async function drag(page: Page, first: string, last: string): Promise<void> {
  const from = await dayButton(page, first).boundingBox();
  const to = await dayButton(page, last).boundingBox();
  if (!from || !to) throw new Error('the days are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
  await page.mouse.up();
}

/** Approves emp1's leave from `from`, in `status`, in the list of the leaves waiting for `code`. */
async function approveWaiting(page: Page, code: string, from: string, status: string): Promise<void> {
  await signIn(page, code);
  // the home page's waiting panel links the leaves waiting for this officer, with their count
  await page.getByRole('link', { name: /^Leaves to decide: \d+$/ }).click();
  await expect(page).toHaveURL(/\/tabs\/leaves\/waiting$/);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') })
    .filter({ hasText: 'Sunita Das' })
    .filter({ hasText: from });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await expect(row).toContainText('EL');
  // a phone's list shows the first columns only: the status column is off screen there
  if ((page.viewportSize()?.width ?? 0) > 600) await expect(row).toContainText(status);
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Done', { exact: true })).toBeVisible();
  // decided, it waits for this officer no more: ro1's moves on to ao1 as Processing
  await expect(row).toHaveCount(0);
  await signOut(page);
}

for (const size of [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, days: ['04', '05'] },
  { name: 'phone', viewport: { width: 390, height: 844 }, days: ['11', '12'] },
]) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test('emp1 applies for two days by dragging, ro1 and ao1 approve, and attendance shows L', async ({
      page,
    }) => {
      const [first, last] = size.days.map((day) => `${month()}-${day}`) as [string, string];
      await signIn(page, 'emp1');
      await page.goto('/tabs/leaves');
      await expect(calendar(page).getByRole('heading', { name: 'Leaves calendar — emp1' })).toBeVisible();
      await expect(calendar(page).locator('.mgl-balance')).toBeVisible({ timeout: 15_000 });
      const before = await yearLeft(page);
      await expect(dayButton(page, first)).toHaveAttribute('aria-label', /^[^:]+$/);

      await drag(page, first, last);
      await expect(calendar(page).getByText('Days picked: 2')).toBeVisible();
      await expect(dayButton(page, first)).toHaveAttribute('aria-pressed', 'true');
      await expect(dayButton(page, last)).toHaveAttribute('aria-pressed', 'true');
      await chooseLeaveType(
        calendar(page).getByRole('combobox', { name: /^Leave type/ }),
        'EL — Earned leave',
      );
      await calendar(page).getByRole('button', { name: 'Apply for leave' }).click();
      await expect(page.getByText('Saved', { exact: true })).toBeVisible();
      await expect(dayButton(page, first)).toHaveAttribute('aria-label', /: EL · Created$/);
      await expect(dayButton(page, last)).toHaveAttribute('aria-label', /: EL · Created$/);
      await expect.poll(() => yearLeft(page)).toBe(before - 2);
      await screenshot(page, `leaves-flow-${size.name}`);
      await signOut(page);

      const shown = `${size.days[0]}/${first.slice(5, 7)}/${first.slice(0, 4)}`;
      await approveWaiting(page, 'ro1', shown, 'Created');
      await approveWaiting(page, 'ao1', shown, 'Processing');

      await signIn(page, 'emp1');
      await page.goto('/tabs/leaves');
      await expect(dayButton(page, first)).toHaveAttribute('aria-label', /: EL · Approved$/, {
        timeout: 15_000,
      });
      // At 390 px an employee's /attendance is their own month, not the grid: the grid's
      // cells are read wide.
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/attendance');
      for (const day of [first, last])
        await expect(page.locator(`.mg-cell[data-row-idx="0"][data-date="${day}"] .mg-code`)).toHaveText(
          'L',
          {
            timeout: 15_000,
          },
        );
    });
  });
}

test.describe('the calendar views', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('year, month, week and day views step, filter and pass axe, for the employee and the admin', async ({
    page,
  }) => {
    await signIn(page, 'emp1');
    await page.goto('/tabs/leaves');
    await expect(calendar(page).locator('.mgl-balance')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('tab', { name: /^Leaves calendar emp1 \w+ \d\d$/ })).toBeVisible();
    // an ordinary employee sees only their own calendar: no employee picker
    await expect(calendar(page).getByRole('combobox', { name: 'Employee' })).toHaveCount(0);
    for (const view of ['Year', 'Week', 'Day', 'Month']) {
      await calendar(page).getByRole('button', { name: view, exact: true }).click();
      await expect(calendar(page).getByRole('button', { name: view, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(calendar(page).locator('.mgl-body')).toHaveAttribute('aria-busy', 'false');
      await expectAccessible(page, `the ${view.toLowerCase()} view`);
    }
    // the status filter keeps only the rejected leave of last month
    await calendar(page).getByRole('button', { name: 'Previous' }).click();
    await calendar(page).getByRole('combobox', { name: 'Leave status' }).selectOption({ label: 'Rejected' });
    await expect(calendar(page).locator('.mgl-leave')).toHaveCount(2);
    await expect(calendar(page).locator('.mgl-leave.mgl-status-rejected')).toHaveCount(2);
    await signOut(page);

    await signIn(page, 'admin');
    await page.goto('/tabs/leaves');
    await page.getByRole('link', { name: 'Leaves calendar' }).click();
    await expect(page).toHaveURL(/\/tabs\/leaves\/calendar$/);
    await expect(
      calendar(page).getByRole('heading', { name: 'Leaves calendar — Every employee' }),
    ).toBeVisible();
    await expect(calendar(page).locator('.mgl-leave').first()).toBeVisible({ timeout: 15_000 });
    // scanned alone: with two tabs open, the tab bar's close buttons sit in its tablist
    // (aria-required-children on the shell's TabHost, not the calendar's)
    const results = await new AxeBuilder({ page }).include('.mgl-calendar').analyze();
    expect(
      results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
    ).toEqual([]);
  });

  test("a leaves list row opens its employee's calendar on its month, where ro1 picks another employee", async ({
    page,
  }) => {
    await signIn(page, 'ro1');
    await page.goto('/tabs/leaves');
    // a data row (the header row has a checkbox too)
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell') })
      .first();
    await expect(row).toBeVisible({ timeout: 15_000 });
    await row.getByRole('gridcell').nth(2).click();
    await expect(page).toHaveURL(/\/tabs\/leaves\/calendar\/[^/]+\/\d{4}-\d\d$/);
    const [, employeeId, shownMonth] =
      /\/calendar\/([^/]+)\/(\d{4}-\d\d)$/.exec(new URL(page.url()).pathname) ?? [];
    // the month shown is the leave's: its days are in the month table's buttons
    await expect(calendar(page).locator(`button[data-day="${shownMonth}-01"]`)).toBeVisible();
    const picker = calendar(page).getByRole('combobox', { name: 'Employee' });
    await expect(picker).toHaveValue(employeeId ?? '');
    const other = await picker
      .locator('option')
      .evaluateAll(
        (options, current) =>
          options
            .map((option) => (option as HTMLOptionElement).value)
            .find((value) => value && value !== current),
        employeeId,
      );
    if (!other) throw new Error('ro1 sees one employee only');
    await picker.selectOption(other);
    await expect(page).toHaveURL(new RegExp(`/tabs/leaves/calendar/${other}$`));
    await expect(calendar(page).getByRole('combobox', { name: 'Employee' })).toHaveValue(other);
    await expect(calendar(page).getByRole('button', { name: 'Apply for leave' })).toBeVisible();
  });
});
