import { FolderForm, type FormMode } from '@muster/folder-engine';
import { FixtureEngine, fixtureRecords, MemoryTxnClient } from '@muster/folder-engine/testing';
import type { Locale } from '@muster/protocol';
import type { Meta, StoryObj } from '@storybook/react-vite';

interface FormStoryProps {
  mode: FormMode;
  locale: Locale;
  /** Which stored expense to open in update and read-only modes (0 is approved: edits are blocked). */
  recordIndex: number;
}

/** The expenses fixture folder's form: defaults, visible/mandatory/valid expressions, detail rows. */
function FormStory({ mode, locale, recordIndex }: FormStoryProps) {
  const records = fixtureRecords();
  return (
    <FixtureEngine client={new MemoryTxnClient(records)} locale={locale}>
      <FolderForm
        folder="expenses"
        mode={mode}
        record={mode === 'create' ? undefined : records.expenses[recordIndex]}
      />
    </FixtureEngine>
  );
}

const meta = {
  title: 'Screens/FolderForm',
  component: FormStory,
  args: { mode: 'create', locale: 'eng', recordIndex: 1 },
  argTypes: {
    mode: { control: 'inline-radio', options: ['create', 'update', 'read'] },
    locale: { control: 'inline-radio', options: ['eng', 'fr', 'hin', 'ben'] },
  },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};
export const Update: Story = { args: { mode: 'update' } };
export const ReadOnly: Story = { args: { mode: 'read' } };
export const UpdateBlocked: Story = { args: { mode: 'update', recordIndex: 0 } };
export const French: Story = { args: { locale: 'fr' } };
export const Hindi: Story = { args: { locale: 'hin' } };
