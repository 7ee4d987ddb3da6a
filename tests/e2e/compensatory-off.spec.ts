import { expect, type Locator, type Page } from '@playwright/test';
import { chooseLeaveType, screenshot, test } from './shell-support.js';

// Issue #29 item 2: work on a weekly off earns a compensatory off, taken as its own mark. co1
// (the demo's walk worker, apps/server/src/app/seed/compensatory-off-walk.ts) works the one
// shift that gives such work back as a compensatory off, and worked yesterday, its weekly off:
// the grid shows what the day earned and the leaves calendar its credit. co1 applies a CO leave
// for today (no punch yet), ro1 approves it (the demo's policy counts a leave from its first
// approval), and today is CO in the grid and the register, and the home's 'Compensatory off
// days' counts it. No other spec reads co1, so the run's later specs see the demo as it was.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const desktop = { viewport: { width: 1600, height: 900 } };
/** The demo business's day of an instant (its zone is India's). */
const dayOf = (instant: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(instant));
const today = dayOf(Date.now());
const yesterday = dayOf(Date.now() - 24 * 3600_000);
/** A day as the calendar's footer writes it, 28/11/2026. */
const shown = (day: string) => day.split('-').reverse().join('/');

const calendar = (page: Page) => page.getByRole('region', { name: 'Leaves calendar' });
const figure = (card: Locator, label: string) =>
  card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/**
 * co1's own grid row's cell of a day of this month or the last (yesterday, on the 1st), scrolled
 * into view (the grid draws the days in view).
 */
async function ownCell(page: Page, day: string): Promise<Locator> {
  await page.goto('/attendance');
  await expect(page.locator('.mg-cell[data-row-idx="0"]').first()).toBeVisible({ timeout: 15_000 });
  if (day.slice(0, 7) !== today.slice(0, 7)) {
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(
      page.locator(`.mg-cell[data-row-idx="0"][data-date^="${day.slice(0, 7)}"]`).first(),
    ).toBeVisible({
      timeout: 15_000,
    });
  }
  await page
    .locator('.rdg')
    .first()
    .evaluate(
      (element, share) => element.scrollTo({ left: element.scrollWidth * share }),
      Math.max(0, (Number(day.slice(8, 10)) - 4) / 31),
    );
  return page.locator(`.mg-cell[data-row-idx="0"][data-date="${day}"]`);
}

test('co1 worked its weekly off yesterday: the day shows the compensatory off earned, and co1 applies it for today', async ({
  openAs,
}) => {
  const page = await openAs('co1', desktop);
  // the home counts no compensatory off taken yet: the tile shows once there is one
  const myMonth = page.getByRole('region', { name: 'My month', exact: true });
  await expect(figure(myMonth, 'Present days')).toHaveText(/^\d+$/, { timeout: 15_000 });
  await expect(myMonth.locator('dt', { hasText: 'Compensatory off days' })).toHaveCount(0);

  // yesterday: a weekly off worked, its work shown and what it earned (no overtime under this shift)
  const worked = await ownCell(page, yesterday);
  await expect(worked.locator('.mg-code')).toHaveText('WO', { timeout: 15_000 });
  await worked.hover();
  await expect(page.getByRole('tooltip')).toContainText('Compensatory off earned, to take by');
  await screenshot(page, 'compensatory-off-earned');

  // the leaves calendar: the credit, and today taken from it
  await page.goto('/tabs/leaves');
  const balances = calendar(page).getByRole('list', { name: 'Balance by leave type' });
  await expect(balances).toContainText('CO: 1 earned to take, the next by', { timeout: 15_000 });
  const history = calendar(page).getByRole('list', { name: 'Compensatory off history' });
  await expect(history).toContainText(`${shown(yesterday)}: 1 earned, to take by`);
  const todayButton = calendar(page).locator(`button[data-day="${today}"]`);
  await todayButton.click();
  await expect(calendar(page).getByText('Days picked: 1')).toBeVisible();
  await chooseLeaveType(
    calendar(page).getByRole('combobox', { name: /^Leave type/ }),
    'CO — Compensatory off',
  );
  await calendar(page).getByRole('button', { name: 'Apply for leave' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(todayButton).toHaveAttribute('aria-label', /: CO · Created$/);
  await expect(history).toContainText(`${shown(today)}: 1 taken, earned ${shown(yesterday)}`);
  await expect(balances).toContainText('CO: 0 earned to take');
  await screenshot(page, 'compensatory-off-applied');
});

test("ro1 approves it; today is CO in the grid and the register, and the home's 'Compensatory off days' counts it", async ({
  openAs,
}) => {
  const ro1 = await openAs('ro1', desktop);
  await ro1.getByRole('link', { name: /^Leaves to decide: \d+$/ }).click();
  await expect(ro1).toHaveURL(/\/tabs\/leaves\/waiting$/);
  const row = ro1
    .getByRole('row')
    .filter({ has: ro1.getByRole('checkbox') })
    .filter({ hasText: 'Zoya Gill' });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await expect(row).toContainText('CO');
  await row.getByRole('checkbox').check();
  await ro1.getByRole('button', { name: 'Actions' }).click();
  await ro1.getByRole('menuitem', { name: 'Approve', exact: true }).click();
  await expect(ro1.getByText('Done', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);

  const page = await openAs('co1', desktop);
  // the home: one compensatory off day, not a leave day (CO is its own mark)
  const myMonth = page.getByRole('region', { name: 'My month', exact: true });
  await expect(figure(myMonth, 'Compensatory off days')).toHaveText('1', { timeout: 15_000 });
  await expect(figure(myMonth, 'Leave days')).toHaveText('0');
  await screenshot(page, 'compensatory-off-home');

  // the grid
  const cell = await ownCell(page, today);
  await expect(cell.locator('.mg-code')).toHaveText('CO', { timeout: 15_000 });
  await screenshot(page, 'compensatory-off-grid');
  // the register: today's row, its type CO
  const gridRow = cell.locator('xpath=ancestor::*[@role="row"][1]');
  await gridRow.getByRole('button', { name: 'Show Register View' }).click();
  const register = page.getByRole('grid', { name: 'Register view' });
  await expect(register.locator('[role="row"]').nth(1)).toBeVisible({ timeout: 15_000 });
  await register.evaluate(
    (element, share) => element.scrollTo({ top: element.scrollHeight * share }),
    Math.max(0, (Number(today.slice(8, 10)) - 4) / 31),
  );
  const registerRow = register.locator(`[role="row"][aria-rowindex="${Number(today.slice(8, 10)) + 1}"]`);
  await expect(registerRow.locator('[role="gridcell"]').nth(7)).toHaveText(/^CO/);
  await screenshot(page, 'compensatory-off-register');
});
