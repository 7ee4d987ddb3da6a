import { FolderForm } from '@muster/folder-engine';
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

const meta = {
  title: 'Engine/Custom editor',
  component: CustomEditorStory,
} satisfies Meta<typeof CustomEditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextFieldsCounted: Story = {};
