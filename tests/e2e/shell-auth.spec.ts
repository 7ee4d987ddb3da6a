import { expect, test } from '@playwright/test';
import { codeSentBy, screenshot, signIn, signOut } from './shell-support.js';

// Serial: recovery works on new1, the login the sign-up test creates; demo roles keep their password.
test.describe.configure({ mode: 'serial' });

for (const code of ['admin', 'ao1', 'ro1', 'hr1', 'dco1', 'emp1']) {
  test(`${code} signs in and out`, async ({ page }) => {
    await signIn(page, code);
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await signOut(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/user-auth$/);
  });
}

test('a demo employee signs up through email and phone codes, then signs in', async ({ page }) => {
  await page.goto('/user-auth');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('please enter swhandle,username,joining date,password');

  await page.getByLabel('Business handle').fill('demo');
  await page.getByLabel('User name').fill('new1');
  await page.getByLabel('Joining date').fill('2024-11-01');
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await page.getByLabel('Confirm password').fill('weak');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'password should have at least 8 characters, atleast one capital letter, atleast one small letter, and atleast one symbol',
  );
  await page.getByLabel('Password', { exact: true }).fill('Newbie@123');
  await page.getByLabel('Confirm password').fill('Newbie@123');
  await screenshot(page, 'sign-up-detail');

  const mail = await codeSentBy('mail', () => page.getByRole('button', { name: 'Next' }).click());
  expect(mail.text).toContain('To: arjun.nair@demo.muster.test');
  await expect(page.getByText('A code was sent to your email a***@demo.muster.test')).toBeVisible();
  await page.getByLabel('Verification code').fill(mail.code === 'AAAAA' ? 'BBBBB' : 'AAAAA');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong code');
  await screenshot(page, 'sign-up-verify-email');

  const text = await codeSentBy('sms', async () => {
    await page.getByLabel('Verification code').fill(mail.code);
    await page.getByRole('button', { name: 'Verify' }).click();
  });
  await expect(page.locator('[aria-current="step"]')).toHaveText(/Verify Phone/);
  await expect(page.getByText('A code was sent to your phone *********0007')).toBeVisible();
  await page.getByLabel('Verification code').fill(text.code);
  await screenshot(page, 'sign-up-verify-phone');
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByText('Signed up, please sign in')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('User name')).toHaveValue('new1');
  await page.getByLabel('Password', { exact: true }).fill('Newbie@123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'DEMO All Folders' })).toBeVisible();
});

test('recovery mails a code and ends with a working new password', async ({ page }) => {
  await page.goto('/user-auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('button', { name: 'Get Otp' }).click();
  await expect(page.getByRole('alert')).toHaveText('please enter swhandle, username');
  await page.getByLabel('Business handle').fill('demo');
  await page.getByLabel('User name').fill('new1');
  const mail = await codeSentBy('mail', () => page.getByRole('button', { name: 'Get Otp' }).click());
  await expect(page.getByRole('button', { name: 'Resend otp' })).toBeVisible();
  expect(mail.text).toContain('To: arjun.nair@demo.muster.test');
  await page.getByLabel('Verification code').fill(mail.code);
  await page.getByLabel('New password', { exact: true }).fill('Recovered@1');
  await page.getByLabel('Confirm password').fill('Recovered@2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
  await page.getByLabel('Confirm password').fill('Recovered@1');
  await screenshot(page, 'recover');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed, please sign in')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('Newbie@123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
  await signIn(page, 'new1', 'Recovered@1');
});

test('an expired session returns to sign-in with its message', async ({ page }) => {
  await signIn(page, 'admin');
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('muster.session') as string);
    localStorage.setItem('muster.session', JSON.stringify({ ...session, session_key: 'not-a-live-session' }));
  });
  await page.reload();
  await expect(page.getByText('Session Expired Please Login again').first()).toBeVisible();
  await expect(page).toHaveURL(/\/user-auth$/);
});
