import { type BusinessEnv, type FolderDefinition, folderDefinitionSchema } from '@muster/protocol';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { RecordWorkflow } from '../form/RecordWorkflow';
import { FixtureEngine } from '../testing/FixtureEngine';
import { fixtureDefinitions, fixtureEnv } from '../testing/fixtures';
import { MemoryTxnClient } from '../testing/memory-client';

afterEach(cleanup);

// The server catalogue's employees: Terminate says `confirm`.
const employeesJson = import.meta.glob<unknown>('../../../../apps/server/catalogue/employees.json', {
  eager: true,
  import: 'default',
});
const employees: FolderDefinition = folderDefinitionSchema.parse(Object.values(employeesJson)[0]);
const hr: BusinessEnv = { ...fixtureEnv, isHR: true };
const employee = {
  id: 'e0000000-0000-4000-8000-000000000001',
  code: 'DI0001',
  persons_id: [{ id: 'a0000000-0000-4000-8000-000000000009', first_name: 'Harish', last_name: 'Mukherjee' }],
  employee_status: 'approved',
  last_modified: '2026-01-01T00:00:00.000Z',
};

function renderWorkflow() {
  const client = new MemoryTxnClient({ employees: [structuredClone(employee)] });
  render(
    <FixtureEngine client={client} definitions={[...fixtureDefinitions, employees]} env={hr}>
      <RecordWorkflow definition={employees} record={employee} />
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

it('terminates once confirmed', async () => {
  const { terminations, user } = renderWorkflow();
  await user.click(screen.getByRole('button', { name: 'Terminate' }));
  const dialog = await screen.findByRole('dialog', { name: 'Terminate' });
  await user.click(
    [...dialog.querySelectorAll('button')].find(
      (button) => button.textContent === 'Terminate',
    ) as HTMLElement,
  );
  await waitFor(() => expect(terminations()).toHaveLength(1));
  expect(terminations()[0]?.params).toEqual({ ids: [employee.id] });
});
