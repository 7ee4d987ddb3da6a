import { expect, type Page, test } from '@playwright/test';
import { chooseLeaveType, expectAccessible, screenshot, signIn } from './shell-support.js';

// Issue #19 item 7: at a phone's size an employee reads their own month of attendance, applies
// for a leave through the form, sees their balances and opens their payslip, and no screen
// scrolls sideways; a manager's attendance grid scrolls its days past narrowed pinned columns.
// The figures are the demo's and change with its punches: only their shape is checked.
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 180_000 });

/**
 * Console errors and uncaught exceptions of the page, gathered from the start of the test.
 * Left out: the sandboxed payslip frame refusing the scripts Playwright and axe put into
 * every frame (a page with an empty sandboxed frame logs it too, under test only).
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const testScriptRefused = message.text().startsWith("Blocked script execution in 'about:srcdoc'");
    if (message.type() === 'error' && !testScriptRefused) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The screen fits the phone: nothing makes the page itself scroll sideways. */
async function expectNoSidewaysScroll(page: Page, name: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollWidth ?? 0,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, `${name} scrolls sideways`).toBeLessThanOrEqual(widths.inner);
}

/**
 * The controls of the screen a thumb can hit: 40 px each way at least. Left out: the grids'
 * cells (a row is the target there), and checkboxes and radios, whose labels are.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page
    .locator('main')
    .locator(
      'button, a, select, input:not([type="checkbox"], [type="radio"], [type="file"], [aria-hidden="true"])',
    )
    .evaluateAll((controls) =>
      controls.flatMap((control) => {
        const box = control.getBoundingClientRect();
        const shown =
          box.width > 0 && box.height > 0 && !control.closest('[role="gridcell"], [role="columnheader"]');
        return shown && (box.width < 40 || box.height < 40)
          ? [
              `${control.tagName} "${control.getAttribute('aria-label') ?? control.textContent?.trim()}" ${Math.round(box.width)}x${Math.round(box.height)}`,
            ]
          : [];
      }),
    );
}

/** Fits, logged no error, passes axe, has thumb-sized controls, and is kept as a screenshot to look at. */
async function checkScreen(page: Page, name: string, errors: string[]): Promise<void> {
  await expectNoSidewaysScroll(page, name);
  expect(errors, `${name} logged errors`).toEqual([]);
  await expectAccessible(page, name);
  expect(await smallTargets(page), `${name} has controls under 40 px`).toEqual([]);
  await screenshot(page, `phone-self-service-${name}`);
}

/** A weekday of the shown month with no leave on it, away from the days the leaves flow takes. */
async function freeWeekday(page: Page): Promise<string> {
  const calendar = page.getByRole('region', { name: 'Leaves calendar' });
  const days = await calendar
    .locator('button[data-day]')
    .evaluateAll((buttons) =>
      buttons
        .filter((button) => !button.getAttribute('aria-label')?.includes(':'))
        .map((button) => button.getAttribute('data-day') ?? ''),
    );
  const month = await calendar.locator('button[data-day]').nth(10).getAttribute('data-day');
  const free = days.filter((day) => {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    return (
      day.slice(0, 7) === month?.slice(0, 7) &&
      weekday > 0 &&
      weekday < 6 &&
      !['04', '05', '11', '12'].includes(day.slice(8))
    );
  });
  const day = free.at(-1);
  if (!day) throw new Error('no free weekday this month');
  return day;
}

test('emp1 on a phone: home, its own month, a leave applied through the form, balances and a payslip', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await signIn(page, 'emp1');
  const myMonth = page.getByRole('region', { name: 'My month', exact: true });
  await expect(myMonth.getByText('Leave balance')).toBeVisible();
  await checkScreen(page, 'home', errors);

  // the own month, not the wide grid: days named in words, with their times and hours
  await page.goto('/attendance');
  await expect(page.getByRole('heading', { level: 2, name: 'My attendance' })).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
  const days = page.locator('.mgm-day');
  await expect(days.first().or(page.getByText('No attendance this month'))).toBeVisible({
    timeout: 15_000,
  });
  for (const type of await page.locator('.mgm-type').allTextContents())
    expect(type, 'a day shows its type by name').not.toMatch(/^[A-Z]{1,3}$/);
  await checkScreen(page, 'attendance-month', errors);
  const shown = await page.locator('.mgm-period').textContent();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page.locator('.mgm-period')).not.toHaveText(shown ?? '');
  await expect(page.getByText('Loading…')).toHaveCount(0, { timeout: 15_000 });
  await checkScreen(page, 'attendance-previous-month', errors);

  // balances on the calendar, then a day tapped, a type chosen and the form saved
  await page.goto('/tabs/leaves');
  const calendar = page.getByRole('region', { name: 'Leaves calendar' });
  await expect(calendar.locator('.mgl-balance')).toContainText(/Leaves left this year: [\d.]+/, {
    timeout: 15_000,
  });
  await checkScreen(page, 'leaves-calendar', errors);
  const day = await freeWeekday(page);
  await calendar.locator(`button[data-day="${day}"]`).click();
  await expect(calendar.getByText('Days picked: 1')).toBeVisible();
  // a sick leave needs its document: the calendar hands the days to the leave form
  await chooseLeaveType(calendar.getByRole('combobox', { name: /^Leave type/ }), 'SL — Sick leave');
  await calendar.getByRole('button', { name: 'Apply for leave' }).click();
  await expect(page).toHaveURL(/\/tabs\/leaves\/new$/);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  // the type is named, not an id; its day opened below the grid takes the document
  await page.getByRole('gridcell', { name: 'Sick leave' }).click();
  await page.locator('[data-field="leave_days.0.documents"] input[type=file]').setInputFiles({
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await page.waitForTimeout(1000);
  await checkScreen(page, 'leave-form', errors);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await expect(calendar.locator(`button[data-day="${day}"]`)).toHaveAttribute(
    'aria-label',
    /: SL · Created$/,
    {
      timeout: 15_000,
    },
  );

  // the payslips list, and the latest payslip from the home page
  await page.goto('/tabs/payslips');
  // a phone reads its payslips as cards, the net pay in view (#27 item 9), not a wide table
  const card = page.getByRole('list', { name: 'Payslips' }).getByRole('article').first();
  await expect(card).toBeInViewport({ timeout: 15_000 });
  await expect(card.getByText(/^Net Pay ₹[\d,]+\.\d\d$/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Open' })).toBeVisible();
  await checkScreen(page, 'payslips', errors);
  await page.goto('/');
  await myMonth.getByRole('link', { name: /^Latest payslip: / }).click();
  const payslip = page.frameLocator('iframe[title="Payslip"]');
  await expect(payslip.getByText('Sunita Das').first()).toBeVisible({ timeout: 30_000 });
  // the frame is as tall as its document: its last line shows, no scrolling inside it
  await expect
    .poll(() =>
      page
        .locator('iframe[title="Payslip"]')
        .evaluate(
          (frame: HTMLIFrameElement) =>
            frame.clientHeight - (frame.contentDocument?.documentElement.scrollHeight ?? Infinity),
        ),
    )
    .toBeGreaterThanOrEqual(0);
  await checkScreen(page, 'payslip', errors);
});

test("a manager's attendance grid on a phone scrolls its days past a narrowed employees column", async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await signIn(page, 'admin');
  await page.goto('/attendance');
  const grid = page.getByRole('grid', { name: 'Attendance grid' });
  await expect(grid.locator('.mg-employee-code').first()).toBeVisible({ timeout: 15_000 });
  const employees = await grid.locator('.mg-employee-cell').first().boundingBox();
  expect(employees?.width ?? 0).toBeLessThan(140);
  // the month picker keeps room for its month and year, not 'Nc' (#27 item 9)
  const monthPicker = await page.getByLabel('Pick a month').boundingBox();
  expect(monthPicker?.width ?? 0).toBeGreaterThanOrEqual(130);
  // the first days show beside the employees, and the grid scrolls to the last
  const firstDay = await grid.locator('.mg-day-head').first().boundingBox();
  expect((firstDay?.x ?? 999) + (firstDay?.width ?? 0)).toBeLessThanOrEqual(390);
  await screenshot(page, 'phone-self-service-manager-grid');
  await grid.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  await expect(grid.locator('.mg-total-head')).toBeInViewport();
  await expectNoSidewaysScroll(page, 'attendance grid');
  await screenshot(page, 'phone-self-service-manager-grid-scrolled');
  expect(errors).toEqual([]);
  await expectAccessible(page, 'attendance grid');
});
