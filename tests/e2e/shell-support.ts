import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { type BrowserContextOptions, test as base, expect, type Locator, type Page } from '@playwright/test';

export const demoPassword = 'Admin@123';

/** The server's data directory, set by playwright.config.ts. */
function dataDir(): string {
  const dir = process.env.MUSTER_E2E_DATA_DIR;
  if (!dir) throw new Error('MUSTER_E2E_DATA_DIR is not set: run through playwright.config.ts');
  return dir;
}

export async function signIn(page: Page, code: string, password = demoPassword, business = 'demo') {
  await page.goto('/user-auth');
  await page.getByLabel('Business handle').fill(business);
  await page.getByLabel('User name').fill(code);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // a business's first sign-in after the server starts loads its settings cold: on the shared
  // 2-core machine at a load of 30 that took over 5 s (compliance.spec, stop 40)
  await expect(page.getByRole('heading', { name: `${business.toUpperCase()} All Folders` })).toBeVisible({
    timeout: 30_000,
  });
}

/**
 * The spec's `test`, with pages of their own contexts beside the test's `page`: `newPage` opens
 * one, `openAs` opens one signed in to the demo. Their contexts close with the test. A page
 * left open keeps a live channel that hears every later spec's broadcasts and re-renders on
 * them, in a run where each spec shares the server and the machine with the next.
 */
export const test = base.extend<{
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
  openAs: (code: string, options?: BrowserContextOptions) => Promise<Page>;
}>({
  newPage: async ({ browser }, use) => {
    const opened: Page[] = [];
    await use(async (options) => {
      const page = await (await browser.newContext(options)).newPage();
      opened.push(page);
      return page;
    });
    await Promise.all(opened.map((page) => page.context().close()));
  },
  openAs: async ({ newPage }, use) => {
    await use(async (code, options) => {
      const page = await newPage(options);
      await signIn(page, code);
      return page;
    });
  },
});

/**
 * Chooses a leave type in the calendar's picker by its code and name ('SL — Sick leave'):
 * the option's text goes on with the type's balance, which changes with the demo's dates.
 */
export async function chooseLeaveType(picker: Locator, name: string): Promise<void> {
  const value = await picker.locator('option', { hasText: name }).first().getAttribute('value');
  if (value === null) throw new Error(`no leave type '${name}' in the picker`);
  await picker.selectOption(value);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/user-auth$/);
}

function messageFiles(kind: 'mail' | 'sms'): string[] {
  const dir = path.join(dataDir(), kind);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/**
 * Runs `send` and answers the one-time code of the message it made the server write
 * (an `.eml` file under DATA_DIR/mail or a JSON file under DATA_DIR/sms), and its text.
 */
export async function codeSentBy(kind: 'mail' | 'sms', send: () => Promise<void>) {
  const before = new Set(messageFiles(kind));
  await send();
  let fresh: string | undefined;
  await expect.poll(() => (fresh = messageFiles(kind).find((name) => !before.has(name)))).toBeTruthy();
  const text = fs.readFileSync(path.join(dataDir(), kind, fresh as string), 'utf8');
  const code = /code is ([A-Z0-9]{5})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in ${text}`);
  return { code, text };
}

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  // A toast fading in or out is half transparent, which axe reads as low contrast: scan
  // toasts as they rest (sonner drops its transitions under reduced motion).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(page.locator('[data-sonner-toast][data-removed="true"]')).toHaveCount(0);
  // a sandboxed frame (a report's or payslip's HTML) runs no script, so not axe's either:
  // reaching into it only waits out a timeout
  const results = await new AxeBuilder({ page }).exclude('iframe[sandbox]').analyze();
  const severe = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  // soft: a walk over many screens reports every screen's problems, not only the first
  expect.soft(severe, `${name} has serious accessibility problems`).toEqual([]);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/**
 * Waits for the success toast 'Done', which shows for a second (spec 000 §9): call it before
 * the click that acts, await it after, so the toast is watched every frame from before it shows.
 */
export function doneToast(page: Page): Promise<unknown> {
  return page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-sonner-toast]')].some((toast) =>
        toast.textContent?.includes('Done'),
      ),
    undefined,
    { polling: 'raf' },
  );
}
