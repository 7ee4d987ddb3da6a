import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, screenshot, signIn } from './shell-support.js';

// admin opens the register view (its settings hold leave_types, so the type picker shows names); emp1 is an ordinary employee.
test.use({ viewport: { width: 1600, height: 900 } });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const calendar = (page: Page) => page.getByRole('region', { name: 'Leaves calendar' });

/** The aria-labels of the first `count` consecutive days of the shown month with no leave, from day `from` on. */
async function freeDays(page: Page, from: number, count: number): Promise<string[]> {
  const labels = await page.evaluate(
    ({ from, count }) => {
      const days = [...document.querySelectorAll<HTMLElement>('.mgl-day')].map((cell) => {
        const button = cell.querySelector('button');
        return {
          day: Number(button?.textContent),
          label: button?.getAttribute('aria-label') ?? '',
          free: !cell.querySelector('.mgl-leave'),
        };
      });
      for (let start = 0; start + count <= days.length; start += 1) {
        const run = days.slice(start, start + count);
        if ((run[0]?.day ?? 0) >= from && run.every((day) => day.free)) return run.map((day) => day.label);
      }
      return null;
    },
    { from, count },
  );
  if (!labels) throw new Error(`no ${count} free days in the shown month`);
  return labels;
}

/** Picks the days (a click, then Shift+click on the last) and opens 'Apply for leave'. */
async function applyFor(page: Page, days: string[]): Promise<void> {
  const first = days[0] as string;
  const last = days.at(-1) as string;
  await calendar(page).getByRole('button', { name: first, exact: true }).click();
  if (last !== first)
    await calendar(page)
      .getByRole('button', { name: last, exact: true })
      .click({ modifiers: ['Shift'] });
  for (const day of days) {
    await expect(calendar(page).getByRole('button', { name: day, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await expect(calendar(page).getByText(`Days picked: ${days.length}`)).toBeVisible();
  await calendar(page).getByRole('button', { name: 'Apply for leave' }).click();
  await expect(page).toHaveURL(/\/tabs\/leaves\/new$/);
}

test("the register view opens an employee's leaves calendar, and a leave applied for shows on it", async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/attendance');
  const firstRow = page.locator('.mg-employee-code').first();
  await expect(firstRow).toBeVisible({ timeout: 15_000 });
  const code = (await firstRow.textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'Show Register View' }).first().click();
  await expect(page.getByRole('grid', { name: 'Register view' })).toBeVisible();
  await page.getByRole('button', { name: 'Leaves calendar' }).click();

  await expect(page).toHaveURL(/\/tabs\/leaves\/calendar\/[0-9a-f-]+$/);
  await expect(calendar(page).getByRole('heading', { name: `Leaves calendar — ${code}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: `Leaves calendar ${code}` })).toBeVisible();
  await expect(calendar(page).getByRole('table').first()).toHaveAttribute('aria-busy', 'false');

  // Two free days next to each other, picked with a click and a Shift+click.
  const days = await freeDays(page, 3, 2);
  await applyFor(page, days);
  // The employee and the picked days are filled in; the leave type is the applicant's choice.
  await expect(page.getByRole('list', { name: 'Value' }).getByText(code)).toBeVisible();
  await page.getByRole('button', { name: 'Edit row' }).click();
  const row = page.getByRole('group', { name: 'Leave Days 1' });
  await expect(row.getByLabel('From')).not.toHaveValue('');
  await row.getByLabel('Leave Type').click();
  await page.getByRole('option', { name: /Casual/ }).click();
  await page.getByRole('button', { name: 'Save' }).click();

  // Saved, the form closes and the calendar shows the new leave on both days.
  await expect(page).toHaveURL(/\/tabs\/leaves\/calendar\/[0-9a-f-]+$/);
  for (const day of days) {
    await expect(calendar(page).getByRole('button', { name: `${day}: CL · Created` })).toBeVisible({
      timeout: 15_000,
    });
  }

  // An admin may set the status: an approved second half of a day, drawn green on the right half.
  const [half] = await freeDays(page, 3, 1);
  await applyFor(page, [half as string]);
  await page.getByRole('button', { name: 'Edit row' }).click();
  await row.getByLabel('Leave Type').click();
  await page.getByRole('option', { name: /Casual/ }).click();
  await row.getByLabel('Half Day').click();
  await page.getByRole('option', { name: /Second half/ }).click();
  await row.getByLabel('Leave Minutes').fill('240');
  await row.getByLabel('Leave Status').fill('final_approved');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/tabs\/leaves\/calendar\/[0-9a-f-]+$/);
  const approved = calendar(page).getByRole('button', { name: `${half}: CL · Approved · Second half` });
  await expect(approved).toBeVisible({ timeout: 15_000 });
  await expect(approved.locator('xpath=..').locator('.mgl-leave')).toHaveClass(
    /mgl-status-final_approved mgl-part-second_half/,
  );

  await screenshot(page, 'leaves-calendar');
  await page.screenshot({ path: '.tmp/leaves-calendar.png' });
  await expectAccessible(page, 'the leaves calendar');

  // A day taken is not picked again.
  await calendar(page)
    .getByRole('button', { name: `${days[0]}: CL · Created` })
    .click();
  await expect(page.getByText('A leave is already on this day')).toBeVisible();
});

test('an ordinary employee gets their own calendar at /tabs/leaves and applies for a leave', async ({
  page,
}) => {
  await signIn(page, 'emp1');
  await page.goto('/tabs/leaves');
  await expect(calendar(page).getByRole('heading', { name: /^Leaves calendar — emp1$/i })).toBeVisible();
  const month = calendar(page).locator('output');
  const shown = (await month.textContent()) ?? '';
  await calendar(page).getByRole('button', { name: 'Next month' }).click();
  await expect(month).not.toHaveText(shown);
  await calendar(page).getByRole('button', { name: 'Previous month' }).click();
  await expect(month).toHaveText(shown);
  await expect(calendar(page).getByRole('table').first()).toHaveAttribute('aria-busy', 'false');
  await expectAccessible(page, "an employee's own leaves calendar");

  // The employee field is read-only for them: the calendar fills it with their own.
  const [day] = await freeDays(page, 1, 1);
  await applyFor(page, [day as string]);
  await expect(page.getByText(/^emp1$/i)).toBeVisible();
  await page.getByRole('button', { name: 'Edit row' }).click();
  await page.getByRole('group', { name: 'Leave Days 1' }).getByLabel('Leave Type').click();
  // Their settings hold no leave_types definition, so the picker names types by id: take the first.
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/tabs\/leaves$/);
  await expect(
    calendar(page).getByRole('button', { name: new RegExp(`^${day}: \\w+ · Created$`) }),
  ).toBeVisible({
    timeout: 15_000,
  });
});

test('/tabs/attendance opens the attendance screen', async ({ page }) => {
  await signIn(page, 'ao1');
  await page.goto('/tabs/attendance');
  await expect(page).toHaveURL(/\/attendance$/);
  await expect(page.locator('.mg-employee-code').first()).toBeVisible({ timeout: 15_000 });
});
