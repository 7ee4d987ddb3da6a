import { FolderForm, fieldIs } from '@muster/folder-engine';
import { FixtureEngine, fixtureRecords, MemoryTxnClient } from '@muster/folder-engine/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
// the embedding example's own editor (packages/folder-engine/README.md), not a copy of it
import { CountedText } from '../../tests/outside-app/app/src/CountedText';

/** The expenses form with every text field in a product's own editor, registered in one call. */
function CustomEditorStory() {
  return (
    <FixtureEngine client={new MemoryTxnClient(fixtureRecords())} editors={{ text: CountedText }}>
      <FolderForm folder="expenses" mode="create" />
    </FixtureEngine>
  );
}

/** Only the expenses' Title in the product's editor, chosen by folder and field: Category keeps the engine's. */
function OneFieldStory() {
  return (
    <FixtureEngine
      client={new MemoryTxnClient(fixtureRecords())}
      fieldEditors={[{ tester: fieldIs('expenses', 'title'), Editor: CountedText }]}
    >
      <FolderForm folder="expenses" mode="create" />
    </FixtureEngine>
  );
}

const meta = {
  title: 'Engine/Custom editor',
  component: CustomEditorStory,
} satisfies Meta<typeof CustomEditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextFieldsCounted: Story = {};

/** One field of one folder overridden (issue #28 item 3): the engine's other text fields are its own. */
export const OneFieldCounted: Story = { render: () => <OneFieldStory /> };
