import type { Txn, WorkflowHistoryRecord } from '@muster/protocol';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FixtureEngine } from '../testing/FixtureEngine';
import { fixtureDefinitions, fixtureRecords } from '../testing/fixtures';
import { MemoryTxnClient } from '../testing/memory-client';
import type { TxnResult } from '../transport/txn-client';
import { FolderForm } from './FolderForm';

afterEach(cleanup);

/** The fixture's expenses, with Approve a named action of their workflow. */
const definitions = fixtureDefinitions.map((definition) =>
  definition.name === 'expenses'
    ? {
        ...definition,
        txns: definition.txns.map((txn) =>
          txn.name === 'txn_expenses_approve' ? { ...txn, workflowAction: true as const } : txn,
        ),
      }
    : definition,
);

const history: WorkflowHistoryRecord[] = [
  {
    action: 'approve',
    from_state: 'created',
    to_state: 'intermediate_approved',
    acted_at: '2026-11-20T04:35:00.000Z',
    note: 'seen',
    by: { id: 'e1', code: 'ro1', first_name: { eng: 'Ravi', fr: 'Ravi' }, last_name: { eng: 'Rao' } },
  },
];

/** The memory client, with what only the server answers: the history read and the named action. */
class WorkflowClient extends MemoryTxnClient {
  readonly sent: Txn[] = [];
  override async run<R>(txn: Txn): Promise<TxnResult<R>> {
    this.sent.push(txn);
    if (txn.name === 'txn_expenses_history') return { records: history as R[], message: '', data: {} };
    if (txn.name === 'txn_expenses_approve') return { records: [], message: 'Done', data: {} };
    return super.run<R>(txn);
  }
}

function renderExpense(locale: 'eng' | 'fr' = 'eng') {
  const client = new WorkflowClient(fixtureRecords());
  // an expense not yet approved: its row permission offers Approve
  const record = fixtureRecords().expenses.find((expense) => !expense.approved);
  if (!record) throw new Error('no unapproved fixture expense');
  const onSaved = vi.fn();
  const notify = vi.fn();
  render(
    <FixtureEngine client={client} definitions={definitions} locale={locale} onNotify={notify}>
      <FolderForm folder="expenses" mode="update" record={record} onSaved={onSaved} />
    </FixtureEngine>,
  );
  return { client, record, onSaved, notify };
}

describe('a record’s workflow in its form', () => {
  it('shows the history with state labels, the action’s label and who moved it, in the language', async () => {
    const { record, client } = renderExpense('fr');
    const table = await screen.findByRole('table');
    const [, row] = within(table).getAllByRole('row');
    expect(row?.textContent).toBe('20/11/2026, 10:05ApprouverCrééEn coursro1 Ravi Raoseen');
    expect(client.sent.find((txn) => txn.name === 'txn_expenses_history')?.params).toEqual({ id: record.id });
  });

  it('runs a named action with the record’s id, the spec’s toasts, and hands back like a save', async () => {
    const { client, record, onSaved, notify } = renderExpense();
    await screen.findByRole('table');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(client.sent.find((txn) => txn.name === 'txn_expenses_approve')?.params).toEqual({
      ids: [record.id],
    });
    expect(notify.mock.calls).toEqual([
      ['info', 'working to Approve...'],
      ['success', 'Done'],
    ]);
  });
});
