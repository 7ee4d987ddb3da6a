import { expect, type Locator, type Page } from '@playwright/test';
import { signIn, test } from './shell-support.js';

// Leave approval through the leaves workflow (issue #12): the reporting officer ro1 approves a
// created leave to Processing, the approving officer ao1 finalises it, and what the workflow
// does not allow is refused, by the list's permissions and by the server.
test.use({ viewport: { width: 1600, height: 900 } });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** The leaves list's data rows. */
const leaveRows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('checkbox') });
const rowOf = (page: Page, note: string) => leaveRows(page).filter({ hasText: note });

async function openLeaves(page: Page, code: string): Promise<void> {
  await signIn(page, code);
  await page.goto('/tabs/leaves');
  await expect(page.getByText(/^Showing 1 - \d+ of \d+$/)).toBeVisible({ timeout: 15_000 });
}

interface Output {
  type: 'success' | 'error';
  message: string;
  data: { records: string[] };
}

/** Sends one txn over the channel with the page's session, as the web app does. */
function channelTxn(page: Page, txn: Record<string, unknown>): Promise<Output> {
  return page.evaluate(async (txn) => {
    const session = JSON.parse(localStorage.getItem('muster.session') ?? '{}') as { session_key?: string };
    const key =
      document.querySelector<HTMLMetaElement>('meta[name="muster-api-key"]')?.content ?? 'muster-local-key';
    const socket = new WebSocket(`ws://${location.host}/channel?key=${encodeURIComponent(key)}`);
    await new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = reject;
    });
    const id = `e2e-${Math.random()}`;
    const output = new Promise<Output>((resolve) => {
      socket.onmessage = (event) => {
        const frame = JSON.parse(String(event.data)) as { id: string; output: Output };
        if (frame.id === id) resolve(frame.output);
      };
    });
    socket.send(
      JSON.stringify({
        id,
        type: 'txn',
        client_type: 'web',
        body: { session_key: session.session_key, txn },
      }),
    );
    const answer = await output;
    socket.close();
    return answer;
  }, txn);
}

async function idOf(page: Page, folder: string, code: string): Promise<string> {
  const output = await channelTxn(page, {
    name: `txn_${folder}_list`,
    folder,
    params: { filters: { filterInput: [{ path: 'code', operator: '=', value: code }] } },
    projections: ['id'],
  });
  const id = output.type === 'success' && (JSON.parse(output.data.records[0] ?? '{}') as { id?: string }).id;
  if (!id) throw new Error(`no ${folder} ${code}: ${output.message}`);
  return id;
}

/** A created one-day leave of the employee in March 2027, applied by the signed-in user, noted `note`. */
async function applyLeave(page: Page, employee: string, note: string): Promise<void> {
  const day = (date: string) => new Date(`${date}T00:00:00+05:30`).toISOString();
  const output = await channelTxn(page, {
    name: 'txn_leaves_create',
    folder: 'leaves',
    params: {
      baseFolder: 'leaves',
      rows: [
        {
          op: 'C',
          data: {
            employees_id: [{ id: await idOf(page, 'employees', employee) }],
            notes: note,
            leave_days: [
              {
                op: 'C',
                data: {
                  leave_period: [day('2027-03-10'), day('2027-03-11')],
                  leave_types_id: [{ id: await idOf(page, 'leave_types', 'CL') }],
                },
              },
            ],
          },
        },
      ],
    },
  });
  expect(output.message).toBe('');
  expect(output.type).toBe('success');
}

async function runAction(page: Page, row: Locator, action: string): Promise<void> {
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

// Two leaves ro1's workers apply for (newest first in the list), identified by their notes.
const first = 'e2e workflow first';
const second = 'e2e workflow second';

test('the reporting officer approves a created leave to Processing; approving it again is refused', async ({
  page,
}) => {
  await openLeaves(page, 'ro1');
  await applyLeave(page, 'DI0001', first);
  await applyLeave(page, 'DI0002', second);
  await page.reload();
  await expect(rowOf(page, first)).toContainText('Created');

  await runAction(page, rowOf(page, first), 'Approve');
  await expect(page.getByText('working to Approve...')).toBeVisible();
  await expect(page.getByText('Done', { exact: true })).toBeVisible();
  await expect(rowOf(page, first)).toContainText('Processing');

  // Processing is beyond the reporting officer: the list refuses before asking the server
  await runAction(page, rowOf(page, first), 'Approve');
  await expect(
    page.getByRole('alert').filter({ hasText: 'This action is not permitted on the selected records' }),
  ).toBeVisible();
  await expect(rowOf(page, first)).toContainText('Processing');
});

test('the approving officer finalises it, and its form shows who moved it', async ({ page }) => {
  await openLeaves(page, 'ao1');
  await expect(rowOf(page, first)).toContainText('Processing');
  await runAction(page, rowOf(page, first), 'Approve');
  await expect(page.getByText('Done', { exact: true })).toBeVisible();
  await expect(rowOf(page, first)).toContainText('Approved');

  // the row opens the employee's calendar on the leave's month; its day view opens the form
  await rowOf(page, first).getByRole('gridcell', { name: first }).click();
  await expect(page).toHaveURL(/\/tabs\/leaves\/calendar\/[^/]+\/2027-03$/);
  const calendar = page.getByRole('region', { name: 'Leaves calendar' });
  await calendar.locator('button[data-day="2027-03-10"]').click();
  await calendar.getByRole('button', { name: 'Open leave' }).click();
  const history = page.getByRole('region', { name: 'History' }).getByRole('table');
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(1)).toContainText(/ApproveCreatedProcessingro1/);
  await expect(history.getByRole('row').nth(2)).toContainText(/ApproveProcessingApprovedao1/);
});

test('a move the workflow does not allow is refused by the server, whatever the buttons offer', async ({
  page,
  openAs,
}) => {
  // admin gives the RO's approval to the duty-chart officer: the catalogue still shows ro1 the button
  const admin = await openAs('admin');
  const stored = await channelTxn(admin, {
    name: 'txn_workflows_list',
    folder: 'workflows',
    params: { filters: { filterInput: [{ path: 'folder_name', operator: '=', value: 'leaves' }] } },
    projections: ['workflow_text'],
  });
  const text = (JSON.parse(stored.data.records[0] ?? '{}') as { workflow_text: string }).workflow_text;
  const save = (workflow_text: string) =>
    channelTxn(admin, {
      name: 'txn_workflows_save',
      folder: 'workflows',
      params: { folder_name: 'leaves', workflow_text },
    });
  expect((await save(text.replace('approve by RO', 'approve by DCO'))).type).toBe('success');
  try {
    await openLeaves(page, 'ro1');
    await expect(rowOf(page, second)).toContainText('Created');
    await runAction(page, rowOf(page, second), 'Approve');
    await expect(
      page.getByText(/^The workflow does not allow this: approve DI0002 \(created\)$/),
    ).toBeVisible();
    await page.reload();
    await expect(rowOf(page, second)).toContainText('Created');
  } finally {
    expect((await save(text)).type).toBe('success');
  }
});

test('the workflow page draws the leaves workflow and shows a problem at its line', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/workflow');
  await page.getByLabel('Folder').selectOption({ label: 'Leaves' });
  const text = page.getByRole('textbox', { name: 'Workflow text' });
  await expect(text).toHaveValue(/^# Leaves/);
  await page.getByRole('button', { name: 'Draw Chart' }).click();
  const chart = page.getByRole('figure', { name: 'Workflow chart' });
  await expect(chart.locator('svg')).toBeVisible();
  await expect(chart).toContainText('intermediate_approved');
  await page.screenshot({ path: test.info().outputPath('workflow-chart.png'), fullPage: true });

  await text.fill(`${await text.inputValue()}created -> final_approved : approve by boss\n`);
  await page.getByRole('button', { name: 'Draw Chart' }).click();
  await expect(page.getByRole('alert', { name: 'Problems' })).toContainText("Line 10: unknown role 'boss'");
  await expect(page.getByText('● 10')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('workflow-problem.png'), fullPage: true });
});
