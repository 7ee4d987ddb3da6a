import { expect, type Page } from '@playwright/test';
import { screenshot, test } from './shell-support.js';

// Issue #29 items 5 and 6: emp1 on a phone requests the out punch a Single Punch day lacks (the
// demo leaves one such day), the day waits as PR; ro1 approves the request in Punch Requests,
// and the day turns P with the hours from its in to the asked out in the grid, the register,
// the phone's month and the home page's month.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const phone = { viewport: { width: 390, height: 844 } };
const desktop = { viewport: { width: 1600, height: 900 } };
const reason = 'e2e: the gate reader was down';
const outTime = '19:40';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const figure = (card: ReturnType<Page['locator']>, label: string) =>
  card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** The home page's count of present days this month. */
async function presentDays(page: Page): Promise<number> {
  await page.goto('/');
  const tile = page
    .getByRole('region', { name: 'My month', exact: true })
    .locator('dt', { hasText: 'Present days' });
  const value = tile.locator('xpath=following-sibling::dd[1]');
  await expect(value).toHaveText(/^\d+$/, { timeout: 15_000 });
  return Number(await value.textContent());
}

// what the phone's request chose, for the later steps
let day = '';
let inClock = '';

test('emp1 on a phone asks for the missing out of a Single Punch day: the day waits as PR', async ({
  openAs,
}) => {
  const page = await openAs('emp1', phone);
  await page.goto('/attendance');
  await expect(page.getByRole('heading', { level: 2, name: 'My attendance' })).toBeVisible();
  // the Single Punch: its out reads Missing and it has no hours, never a 00:00 day (item 6)
  const single = page
    .locator('.mgm-day')
    .filter({ has: page.getByRole('button', { name: 'Request punch' }) })
    .filter({ hasText: 'Missing' })
    .first();
  await expect(single).toBeVisible({ timeout: 15_000 });
  await expect(figure(single, 'Out Time')).toHaveText('Missing');
  await expect(single.locator('dt', { hasText: 'Working Hrs' })).toHaveCount(0);
  day = (await single.getAttribute('data-date')) ?? '';
  inClock = (await figure(single, 'In Time').textContent()) ?? '';
  expect(inClock).toMatch(/^\d\d:\d\d$/);
  await screenshot(page, 'punch-request-single-punch');

  // the card by its day: once the form opens, the button it was found by is gone
  const waiting = page.locator(`.mgm-day[data-date="${day}"]`);
  await waiting.getByRole('button', { name: 'Request punch' }).click();
  await expect(waiting.getByRole('radio', { name: 'Out' })).toBeChecked();
  await waiting.getByLabel('Time').fill(outTime);
  await waiting.getByLabel('Reason').fill(reason);
  await screenshot(page, 'punch-request-form');
  await waiting.getByRole('button', { name: 'Send request' }).click();
  await expect(toast(page, 'Punch requested')).toBeVisible();
  await expect(waiting.getByText('Punch request waiting for approval')).toBeVisible();
  await expect(waiting.locator('.mgm-type')).toHaveText('Punch request');
  await expect(waiting.getByRole('button', { name: 'Request punch' })).toHaveCount(0);
  await screenshot(page, 'punch-request-waiting');
});

test('ro1 approves it; the day is Present from its in to the asked out in the grid, register, phone and home', async ({
  openAs,
}) => {
  expect(day, 'the first test chose a day').not.toBe('');
  const working = clockOf(minutesOf(outTime) - minutesOf(inClock));
  const thisMonth =
    day.slice(0, 7) ===
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()).slice(0, 7);
  const home = await openAs('emp1', phone);
  const presentBefore = thisMonth ? await presentDays(home) : 0;

  // ro1's home counts what waits for it (the demo's request and emp1's) and opens them
  const ro1 = await openAs('ro1', desktop);
  const waitingLink = ro1.getByRole('link', { name: /^Punch requests to decide: \d+$/ });
  await expect(waitingLink).toBeVisible({ timeout: 15_000 });
  expect(Number((await waitingLink.textContent())?.split(': ')[1])).toBeGreaterThanOrEqual(2);
  await waitingLink.click();
  const row = ro1.getByRole('row').filter({ hasText: reason });
  await expect(row).toContainText('Created', { timeout: 15_000 });
  await row.getByRole('checkbox').check();
  await ro1.getByRole('button', { name: 'Actions' }).click();
  await ro1.getByRole('menuitem', { name: 'Approve', exact: true }).click();
  await expect(ro1.getByText('Done', { exact: true })).toBeVisible();
  // decided, it leaves the waiting list; the whole list shows it approved, by ro1
  await expect(row).toHaveCount(0);
  await ro1.goto('/tabs/punch_requests');
  await expect(row).toContainText('Approved', { timeout: 15_000 });
  await expect(row).toContainText('ro1');
  await screenshot(ro1, 'punch-request-approved');

  // the grid: emp1's own row on a wide screen
  const grid = await openAs('emp1', desktop);
  await grid.goto('/attendance');
  const cell = grid.locator(`.mg-cell[data-row-idx="0"][data-date="${day}"]`);
  // the grid draws the days in view: scroll it to the day's column
  await expect(grid.locator('.mg-cell[data-row-idx="0"]').first()).toBeVisible({ timeout: 15_000 });
  await grid
    .locator('.rdg')
    .first()
    .evaluate(
      (element, share) => element.scrollTo({ left: element.scrollWidth * share }),
      Math.max(0, (Number(day.slice(8, 10)) - 4) / 31),
    );
  await expect(cell.locator('.mg-code')).toHaveText('P', { timeout: 15_000 });
  await expect(cell.locator('.mg-hours')).toContainText(working);
  await cell.hover();
  await expect(grid.getByRole('tooltip')).toContainText('Punch request, approved by ro1');
  await screenshot(grid, 'punch-request-grid');
  // the register
  const gridRow = cell.locator('xpath=ancestor::*[@role="row"][1]');
  await gridRow.getByRole('button', { name: 'Show Register View' }).click();
  const register = grid.getByRole('grid', { name: 'Register view' });
  const registerRow = register.locator(`[role="row"][aria-rowindex="${Number(day.slice(8, 10)) + 1}"]`);
  // the register draws the rows in view too: a day late in the month (the 27th, in the CI of
  // 29 November) is below them until it is scrolled to
  await expect(register.locator('[role="row"]').nth(1)).toBeVisible({ timeout: 15_000 });
  await register.evaluate(
    (element, share) => element.scrollTo({ top: element.scrollHeight * share }),
    Math.max(0, (Number(day.slice(8, 10)) - 4) / 31),
  );
  const cells = registerRow.locator('[role="gridcell"]');
  await expect(cells.nth(3)).toHaveText(inClock);
  await expect(cells.nth(4)).toHaveText(outTime);
  await expect(cells.nth(5)).toHaveText(working);
  await expect(registerRow).toContainText('P');
  await screenshot(grid, 'punch-request-register');

  // the phone's month and home
  await home.goto('/attendance');
  const card = home.locator(`.mgm-day[data-date="${day}"]`);
  await expect(card.locator('.mgm-type')).toHaveText('Present', { timeout: 15_000 });
  await expect(figure(card, 'Out Time')).toHaveText(outTime);
  await expect(figure(card, 'Working Hrs')).toHaveText(working);
  if (thisMonth) expect(await presentDays(home)).toBe(presentBefore + 1);
  await screenshot(home, 'punch-request-home');
});
