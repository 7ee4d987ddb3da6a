import type { Txn } from '@muster/protocol';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FixtureEngine } from '../testing/FixtureEngine';
import { MemoryTxnClient } from '../testing/memory-client';
import type { RunOptions, TxnResult } from '../transport/txn-client';
import { BulkUploadDialog } from './BulkUploadDialog';
import { DependentRecordsDialog } from './DependentRecordsDialog';
import { MonthPickerDialog } from './MonthPickerDialog';

afterEach(cleanup);

describe('dialogs', () => {
  it('list dependent records numbered, each removable, with Delete Anyway', async () => {
    const onRemove = vi.fn();
    const onDeleteAnyway = vi.fn();
    render(
      <FixtureEngine locale="fr">
        <DependentRecordsDialog
          open
          folderLabel="Employés"
          records={[
            { id: '1', label: 'E001' },
            { id: '2', label: 'E002' },
          ]}
          onRemove={onRemove}
          onDeleteAnyway={onDeleteAnyway}
          onCancel={() => {}}
        />
      </FixtureEngine>,
    );
    expect(screen.getByText('Des enregistrements dépendent de Employés que vous supprimez.')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Retirer E002' }));
    expect(onRemove).toHaveBeenCalledWith('2');
    await user.click(screen.getByRole('button', { name: 'Supprimer quand même' }));
    expect(onDeleteAnyway).toHaveBeenCalled();
  });

  it("asks 'Please select month' and answers month and year", async () => {
    const onPick = vi.fn();
    render(
      <FixtureEngine>
        <MonthPickerDialog open actionLabel="Recalculate" onPick={onPick} onCancel={() => {}} />
      </FixtureEngine>,
    );
    expect(screen.getByRole('dialog', { name: 'Please select month' })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Recalculate' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.setup().selectOptions(screen.getByLabelText('Month'), '2025-02');
    await userEvent.setup().click(button);
    expect(onPick).toHaveBeenCalledWith({ month: 2, year: 2025 });
  });

  it('uploads a bulk file then creates the bulk_upload record, through its four states', async () => {
    const client = new MemoryTxnClient();
    let finish: (record: { id: string }) => void = () => {};
    const uploadFile = vi.fn(() => new Promise<{ id: string }>((resolve) => (finish = resolve)));
    render(
      <FixtureEngine client={client} uploadFile={uploadFile}>
        <BulkUploadDialog open taskName="Employees upload" folder="employees" onClose={() => {}} />
      </FixtureEngine>,
    );
    expect(screen.getByRole('dialog', { name: 'Employees upload' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Upload file');
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Browse File To Upload'),
      new File(['code\nE1'], 'staff.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status').textContent).toBe('Uploading');
    finish({ id: 'f0000000-0000-4000-8000-000000000003' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('File Uploaded Successfully'));
    expect(client.store.rows('bulk_upload')).toEqual([
      expect.objectContaining({ name: 'Employees upload', folder: 'employees', processed: false }),
    ]);
  });

  it("follows the uploads' folder before it creates the record whose work it shows (#35 item 1)", async () => {
    // the work starts with the create and may end before its reply arrives: a subscription sent
    // once the id came back could reach the server after the work's last broadcast
    const followedAtCreate: boolean[] = [];
    const client = new (class extends MemoryTxnClient {
      override run<R>(txn: Txn, options?: RunOptions): Promise<TxnResult<R>> {
        if (txn.folder === 'bulk_upload' && txn.client_props?.txn_op === 'C')
          followedAtCreate.push(this.follows('bulk_upload'));
        return super.run<R>(txn, options);
      }
    })();
    render(
      <FixtureEngine
        client={client}
        uploadFile={() => Promise.resolve({ id: 'f0000000-0000-4000-8000-000000000004' })}
      >
        <BulkUploadDialog open taskName="Employees upload" folder="employees" onClose={() => {}} />
      </FixtureEngine>,
    );
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Browse File To Upload'),
      new File(['code\nE1'], 'staff.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('File Uploaded Successfully'));
    expect(followedAtCreate).toEqual([true]);
    const [upload] = client.store.rows('bulk_upload') as { id: string }[];
    client.broadcast('bulk_upload', { id: upload?.id, stage: '1/1', count: '1/1' });
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('value')).toBe('100'));
  });

  it("shows 'Upload Failed' when the upload is refused", async () => {
    render(
      <FixtureEngine uploadFile={() => Promise.reject(new Error('disk full'))}>
        <BulkUploadDialog open taskName="Employees upload" folder="employees" onClose={() => {}} />
      </FixtureEngine>,
    );
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Browse File To Upload'),
      new File(['x'], 'staff.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Upload Failed'));
  });
});
