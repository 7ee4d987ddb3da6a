import { FolderList } from '@muster/folder-engine';
import { FixtureEngine, fixtureEnv, fixtureRecords, MemoryTxnClient } from '@muster/folder-engine/testing';
import type { Locale } from '@muster/protocol';
import type { Meta, StoryObj } from '@storybook/react-vite';

interface ListStoryProps {
  locale: Locale;
  /** Start with no records: 'No Data Found' and 'No Pages To Show'. */
  empty: boolean;
  admin: boolean;
}

/** The expenses fixture folder's list on an in-memory client of 57 records. */
function ListStory({ locale, empty, admin }: ListStoryProps) {
  return (
    <FixtureEngine
      client={new MemoryTxnClient(empty ? {} : fixtureRecords())}
      env={{ ...fixtureEnv, isAdmin: admin }}
      locale={locale}
    >
      <FolderList folder="expenses" />
    </FixtureEngine>
  );
}

const meta = {
  title: 'Screens/FolderList',
  component: ListStory,
  args: { locale: 'eng', empty: false, admin: true },
  argTypes: { locale: { control: 'inline-radio', options: ['eng', 'fr', 'hin', 'ben'] } },
} satisfies Meta<typeof ListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expenses: Story = {};
export const Empty: Story = { args: { empty: true } };
export const WithoutAdminActions: Story = { args: { admin: false } };
export const Bengali: Story = { args: { locale: 'ben' } };
