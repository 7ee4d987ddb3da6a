import fs from 'node:fs';
import path from 'node:path';
import { allocationLeaveStatuses, attendanceStatuses, leaveStatusCodes } from '@muster/protocol';
import { expect, type Page } from '@playwright/test';
import { expectAccessible, screenshot } from './shell-support.js';

const catalogueDir = path.join(import.meta.dirname, '../../apps/server/catalogue');

/** The stored codes a catalogue field's format_expr turns into words (`row.gender == 'female'`). */
function catalogueCodes(): string[] {
  return fs
    .readdirSync(catalogueDir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => [
      ...fs.readFileSync(path.join(catalogueDir, file), 'utf8').matchAll(/"format_expr": "(.*)"/g),
    ])
    .flatMap((expression) => [...(expression[1] as string).matchAll(/== '([a-z_]+)'/g)])
    .map((match) => match[1] as string);
}

/** Every enum code a screen must show as its label, never as stored (issue #19 item 2). */
const enumCodes = new Set<string>([
  ...leaveStatusCodes,
  ...attendanceStatuses,
  ...allocationLeaveStatuses,
  ...catalogueCodes(),
]);

/**
 * Any snake_case word outside the records' cells: a code or a field name leaking into a
 * label, heading or message. Inside a cell it may be a record's own code (a report named
 * `muster_roll`), so cells are held to the enum codes alone.
 */
const snakeCase = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g;

/** What a screen shows that a user should not meet. */
async function rawValues(page: Page): Promise<string[]> {
  const leaves = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.children.length === 0 && element.checkVisibility())
      .map((element) => ({
        text: element.textContent?.trim() ?? '',
        inCell: Boolean(element.closest('[role="gridcell"], td')),
      })),
  );
  return [
    ...new Set(
      leaves.flatMap(({ text, inCell }) => [
        ...(enumCodes.has(text) ? [text] : []),
        ...(inCell ? [] : (text.match(snakeCase) ?? [])),
      ]),
    ),
  ];
}

/**
 * Collects the page's console errors and uncaught exceptions (a Content-Security-Policy
 * refusal is a console error), so each screen can be checked for the ones it caused.
 */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Waits until the screen has loaded what it shows (nothing busy, no loading words). */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /Loading|Please wait|Getting/ })).toHaveCount(0);
}

/** How many Tab stops of a screen are checked: its toolbar and first fields or rows. */
const tabStops = 8;

/**
 * Tabs from the start of the page's main region (issue #19 item 10): each stop is on
 * screen and shows that it has the focus (an outline or a ring); answers the ones that do not.
 */
async function unmarkedFocus(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    // the sidebar's links come first in the page's order: start where the screen does
    const main = document.querySelector('main') as HTMLElement;
    main.tabIndex = -1;
    main.focus();
    main.removeAttribute('tabindex');
  });
  const unmarked: string[] = [];
  for (let stop = 0; stop < tabStops; stop++) {
    await page.keyboard.press('Tab');
    const problem = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body || !focused.closest('main')) return 'left';
      const style = getComputedStyle(focused);
      const marked =
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none' ||
        // the browser highlights the focused part of a month or date field itself
        focused.matches('input[type="month"], input[type="date"]');
      return marked && focused.checkVisibility() ? '' : focused.outerHTML.slice(0, 120);
    });
    if (problem === 'left') break;
    if (problem) unmarked.push(problem);
  }
  return unmarked;
}

/** Screens axe has read in this run: their markup is the same whoever opens them. */
const scanned = new Set<string>();

/**
 * The checks of issue #19's walk on the screen shown now: no placeholder, no error toast,
 * no raw code, no console error since the last screen, a level-one heading; axe clean and
 * the focus shown at its first Tab stops the first time this run meets the screen; its
 * screenshot goes to test-results/screens/.
 */
export async function expectGoodScreen(
  page: Page,
  { file, screen }: { file: string; screen: string },
  errors: string[],
): Promise<void> {
  await settled(page);
  const body = page.locator('body');
  await expect.soft(body, `${screen}: placeholder`).not.toContainText('not available yet');
  await expect.soft(body, `${screen}: placeholder`).not.toContainText('Unknown transaction');
  await expect
    .soft(page.locator('[data-sonner-toast][data-type="error"]'), `${screen}: error toast`)
    .toHaveCount(0);
  expect.soft(await page.locator('h1:visible').count(), `${screen}: level-one headings`).toBe(1);
  expect.soft(await rawValues(page), `${file}: raw values`).toEqual([]);
  expect.soft(errors.splice(0), `${file}: console errors`).toEqual([]);
  await screenshot(page, file);
  if (scanned.has(screen)) return;
  scanned.add(screen);
  await expectAccessible(page, screen);
  expect.soft(await unmarkedFocus(page), `${screen}: focus not shown`).toEqual([]);
}
