import { type BusinessEnv, type FolderDefinition, folderDefinitionSchema } from '@muster/protocol';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { dayToIso, isoToDay } from '../fields/timestamp/day-inputs';
import { RecordWorkflow } from '../form/RecordWorkflow';
import { FixtureEngine } from '../testing/FixtureEngine';
import { fixtureDefinitions, fixtureEnv } from '../testing/fixtures';
import { MemoryTxnClient } from '../testing/memory-client';

afterEach(cleanup);

// The server catalogue's employees: Terminate says `confirm` and asks the leaving date and reason.
const catalogueJson = import.meta.glob<unknown>(
  '../../../../apps/server/catalogue/{employees,leaving_reasons}.json',
  {
    eager: true,
    import: 'default',
  },
);
const [employees, leavingReasons] = ['employees.json', 'leaving_reasons.json'].map((file) =>
  folderDefinitionSchema.parse(
    Object.entries(catalogueJson).find(([path]) => path.endsWith(`/${file}`))?.[1],
  ),
) as [FolderDefinition, FolderDefinition];
const resigned = {
  id: 'b0000000-0000-4000-8000-000000000001',
  code: 'resigned',
  name: { eng: 'Resignation' },
};
const hr: BusinessEnv = { ...fixtureEnv, isHR: true };
// another employee than the user's own (fixtureEnv's employees_id ends in 1)
const employee = {
  id: 'e0000000-0000-4000-8000-000000000002',
  code: 'DI0001',
  persons_id: [{ id: 'a0000000-0000-4000-8000-000000000009', first_name: 'Harish', last_name: 'Mukherjee' }],
  employee_status: 'approved',
  last_modified: '2026-01-01T00:00:00.000Z',
};

function renderWorkflow(record: Record<string, unknown> = employee) {
  const client = new MemoryTxnClient({ employees: [structuredClone(record)], leaving_reasons: [resigned] });
  render(
    <FixtureEngine client={client} definitions={[...fixtureDefinitions, employees, leavingReasons]} env={hr}>
      <RecordWorkflow definition={employees} record={record} />
    </FixtureEngine>,
  );
  const terminations = () => client.store.log.filter((txn) => txn.name === 'txn_employees_terminate');
  return { terminations, user: userEvent.setup() };
}

it('asks before Terminate, naming the employee; Cancel sends nothing', async () => {
  const { terminations, user } = renderWorkflow();
  await user.click(screen.getByRole('button', { name: 'Terminate' }));
  const dialog = await screen.findByRole('dialog', { name: 'Terminate' });
  expect(dialog.textContent).toContain('DI0001 Harish Mukherjee');
  expect(dialog.textContent).toContain('Do you want to continue?');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(terminations()).toHaveLength(0);
});

const confirmButton = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Terminate') as HTMLElement;

/** Picks the leaving reason in the dialog's picker of the master. */
async function chooseResignation(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(dialog).getByRole('button', { name: 'Reason for Leaving' }));
  await user.click(await screen.findByRole('option', { name: 'Resignation' }));
}

it('asks the leaving date, today by default, and sends it with the ids', async () => {
  const { terminations, user } = renderWorkflow();
  await user.click(screen.getByRole('button', { name: 'Terminate' }));
  const dialog = await screen.findByRole('dialog', { name: 'Terminate' });
  const today = isoToDay(new Date().toISOString(), 'Asia/Kolkata');
  const [year, month, day] = today.split('-');
  expect((within(dialog).getByRole('textbox', { name: 'Leaving Date' }) as HTMLInputElement).value).toBe(
    `${day}/${month}/${year}`,
  );
  // the reason has no default: none chosen is refused
  await user.click(confirmButton(dialog));
  expect(within(dialog).getByRole('alert').textContent).toBe('Mandatory field');
  expect(terminations()).toHaveLength(0);
  await chooseResignation(dialog, user);
  await user.click(confirmButton(dialog));
  await waitFor(() => expect(terminations()).toHaveLength(1));
  expect(terminations()[0]?.params).toEqual({
    ids: [employee.id],
    values: { leaving_date: dayToIso(today, 'Asia/Kolkata'), leaving_reasons_id: [{ id: resigned.id }] },
  });
});

it('sends the leaving date typed, and refuses none', async () => {
  const { terminations, user } = renderWorkflow();
  await user.click(screen.getByRole('button', { name: 'Terminate' }));
  const dialog = await screen.findByRole('dialog', { name: 'Terminate' });
  const leaving = within(dialog).getByRole('textbox', { name: 'Leaving Date' });
  await user.clear(leaving);
  await chooseResignation(dialog, user);
  await user.click(confirmButton(dialog));
  expect(within(dialog).getByRole('alert').textContent).toBe('Mandatory field');
  expect(terminations()).toHaveLength(0);
  await user.type(leaving, '31/03/2026');
  // the message goes with the value it was about
  expect(within(dialog).queryByRole('alert')).toBeNull();
  await user.click(confirmButton(dialog));
  await waitFor(() => expect(terminations()).toHaveLength(1));
  expect(terminations()[0]?.params).toEqual({
    ids: [employee.id],
    values: {
      leaving_date: dayToIso('2026-03-31', 'Asia/Kolkata'),
      leaving_reasons_id: [{ id: resigned.id }],
    },
  });
});

it("offers no Terminate on the user's own record", () => {
  renderWorkflow({ ...employee, id: fixtureEnv.employees_id });
  expect(screen.queryByRole('button', { name: 'Terminate' })).toBeNull();
});
