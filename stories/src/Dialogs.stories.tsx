import {
  BulkUploadDialog,
  DeleteConfirmation,
  DependentRecordsDialog,
  MonthPickerDialog,
} from '@muster/folder-engine';
import { FixtureEngine, fixtureRecords, MemoryTxnClient } from '@muster/folder-engine/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

type DialogName = 'delete' | 'dependent' | 'month' | 'bulk-upload';

/** Each engine dialog, open, on the fixture engine; closing it shows a button to reopen. */
function DialogStory({ dialog }: { dialog: DialogName }) {
  const [open, setOpen] = useState(true);
  const [dependents, setDependents] = useState([
    { id: '1', label: 'Expense 12' },
    { id: '2', label: 'Expense 31' },
  ]);
  const close = () => setOpen(false);
  const uploadFile = async (file: File) => ({
    id: 'f0000000-0000-4000-8000-000000000009',
    original_filename: file.name,
  });
  return (
    <FixtureEngine client={new MemoryTxnClient(fixtureRecords())} uploadFile={uploadFile}>
      {!open && (
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      )}
      {dialog === 'delete' && <DeleteConfirmation open={open} count={3} onConfirm={close} onCancel={close} />}
      {dialog === 'dependent' && (
        <DependentRecordsDialog
          open={open}
          folderLabel="Expenses"
          records={dependents}
          onRemove={(id) => setDependents(dependents.filter((record) => record.id !== id))}
          onDeleteAnyway={close}
          onCancel={close}
        />
      )}
      {dialog === 'month' && (
        <MonthPickerDialog open={open} actionLabel="Recalculate" onPick={close} onCancel={close} />
      )}
      {dialog === 'bulk-upload' && (
        <BulkUploadDialog open={open} taskName="Employees upload" folder="employees" onClose={close} />
      )}
    </FixtureEngine>
  );
}

const meta = {
  title: 'Screens/Dialogs',
  component: DialogStory,
  args: { dialog: 'delete' },
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeleteConfirmationDialog: Story = {};
export const DependentRecords: Story = { args: { dialog: 'dependent' } };
export const MonthPicker: Story = { args: { dialog: 'month' } };
export const BulkUpload: Story = { args: { dialog: 'bulk-upload' } };
