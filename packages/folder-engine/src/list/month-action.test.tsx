import { type FolderDefinition, folderDefinitionSchema } from '@muster/protocol';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import contracts from '../../../../apps/server/catalogue/contracts.json';
import { FixtureEngine } from '../testing/FixtureEngine';
import { fixtureEnv } from '../testing/fixtures';
import { MemoryTxnClient } from '../testing/memory-client';
import { FolderList } from './FolderList';

afterEach(cleanup);

const definition: FolderDefinition = folderDefinitionSchema.parse(contracts);
const id = 'c0000000-0000-4000-8000-000000000001';

it("asks 'Please select month' for Recalculate Attendance and sends the contract's id with month and year", async () => {
  const client = new MemoryTxnClient({ contracts: [{ id, code: 'C1', name: 'Gate security' }] });
  render(
    <FixtureEngine definitions={[definition]} client={client} env={fixtureEnv}>
      <FolderList folder="contracts" />
    </FixtureEngine>,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('checkbox', { name: 'Select' }));
  await user.click(screen.getByRole('button', { name: 'Actions' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Recalculate Attendance' }));
  // nothing is sent before the month is picked: the handler refuses a call without one
  expect(client.store.log.some((txn) => txn.name === 'txn_contracts_recalculate')).toBe(false);
  screen.getByRole('dialog', { name: 'Please select month' });
  fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2025-02' } });
  await user.click(screen.getByRole('button', { name: 'Recalculate Attendance' }));
  await waitFor(() =>
    expect(client.store.log.find((txn) => txn.name === 'txn_contracts_recalculate')?.params).toEqual({
      id,
      month: 2,
      year: 2025,
    }),
  );
});
