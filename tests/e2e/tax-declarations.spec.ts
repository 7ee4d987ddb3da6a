import { expect, type Page } from '@playwright/test';
import { signIn, test } from './shell-support.js';

// Employees declare for themselves (issue #34, helper E item 1; payroll README
// "Declarations"): on a phone the demo's emp1 opens its own declaration of the year (80C,
// submitted, not verified), changes it and declares another; HR verifies it on the web; the
// employee then reads it and can no longer change it. The employee's form has no Business field
// and a new declaration starts in the current financial year (helper E item 3).
test.describe.configure({ timeout: 300_000 });

const section80C = 'Section 80C (savings and investments)';

/** The list's row of the employee's 80C declaration, opened as a form. */
async function open80C(page: Page, employee?: string) {
  await page.goto('/tabs/tax_declarations');
  let rows = page.getByRole('row').filter({ hasText: section80C });
  if (employee) rows = rows.filter({ hasText: employee });
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  await rows.first().getByText(section80C).click();
  return page.getByRole('form');
}

test('emp1 declares on its phone and edits until HR verifies on the web', async ({ page, openAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'emp1');

  // its own row, as the seed submitted it; the employee is the session's, not a field to fill
  let form = await open80C(page);
  await expect(form.getByLabel('Employee', { exact: true })).toHaveCount(0);
  // nor the business: an employee's is implied, the server sets it (helper E item 3)
  await expect(form.locator('[data-field="partners_id"]')).toHaveCount(0);
  await form.getByLabel(/^Amount/).fill('50000');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  // the phone's list shows its first columns: the amount is read back in the form
  form = await open80C(page);
  await expect(form.getByLabel(/^Amount/)).toHaveValue(/^50,?000(\.00)?$/);

  // a new declaration of the same year: the parents' health insurance, a parent of 60 or more
  const financialYear = await form.getByLabel(/^Financial Year/).inputValue();
  await page.goto('/tabs/tax_declarations');
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Create' }).click();
  form = page.getByRole('form');
  // a new declaration starts in the business's current financial year (the seeded 80C's), with no Business field
  await expect(form.getByLabel(/^Financial Year/)).toHaveValue(financialYear);
  await expect(form.locator('[data-field="partners_id"]')).toHaveCount(0);
  await form.getByLabel(/^Section/).selectOption({ label: 'Section 80D (health insurance of parents)' });
  await form.getByLabel(/^Amount/).fill('40000');
  await form.getByLabel(/^A Person Insured Is 60 or More/).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('row').filter({ hasText: 'Section 80D (health insurance of parents)' }),
  ).toBeVisible({ timeout: 30_000 });

  // HR, on the web, verifies the 80C
  const hr = await openAs('hr1', { viewport: { width: 1400, height: 900 } });
  const verify = await open80C(hr, 'Sunita');
  await verify.getByLabel('Verified by HR').check();
  await verify.getByRole('button', { name: 'Save' }).click();
  await expect(hr.getByRole('row').filter({ hasText: section80C }).filter({ hasText: 'Sunita' })).toBeVisible(
    {
      timeout: 30_000,
    },
  );

  // the employee reads it, and may no longer change it
  form = await open80C(page);
  await expect(
    form.getByRole('alert').filter({ hasText: 'sorry folder cant be updated by you' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(form.getByRole('button', { name: 'Save' })).toHaveCount(0);
});
