import { expect, test } from '@playwright/test';

const demo = { swhandle: 'demo', code: 'admin', password: 'Admin@123' };

async function fillSignIn(page: import('@playwright/test').Page, values: typeof demo) {
  await page.getByLabel('Business handle').fill(values.swhandle);
  await page.getByLabel('User name').fill(values.code);
  await page.getByLabel('Password', { exact: true }).fill(values.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a signed-out visitor is sent to sign-in and told what is missing', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/user-auth$/);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('please enter swhandle,username,password');
  await page.getByLabel('Business handle').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('please enter username,password');
});

test("a wrong password shows 'Invalid credentials' and 'logIn Failed'", async ({ page }) => {
  await page.goto('/user-auth');
  await fillSignIn(page, { ...demo, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
  await expect(page.getByText('logIn Failed')).toBeVisible();
  await expect(page).toHaveURL(/\/user-auth$/);
});

test('the demo admin signs in, sees the home page and signs out', async ({ page }) => {
  await page.goto('/user-auth');
  await fillSignIn(page, demo);
  // the brief toast first: the home page's panels may take longer to load than it stays
  await expect(page.getByText('logged in')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'DEMO All Folders' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Employees', exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/home.png', fullPage: true });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'DEMO All Folders' })).toBeVisible();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/user-auth$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/user-auth$/);
  await page.screenshot({ path: 'test-results/screens/sign-in.png', fullPage: true });
});
