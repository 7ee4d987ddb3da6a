import '@muster/grids/styles.css';
import {
  AttendanceGrid,
  type AttendanceQuery,
  type CellKey,
  noPendingEdits,
  type PendingEdits,
  queueEdit,
} from '@muster/grids';
import { fixtureFetchBlock, fixtureOfficer, makeAttendanceFixture } from '@muster/grids/testing';
import type { Locale } from '@muster/protocol';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';

const from = '2026-11-01';
const to = '2026-11-30';
const days = Array.from({ length: 30 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`);

interface GridStoryProps {
  employees: number;
  locale: Locale;
  showInOut: boolean;
  /** Milliseconds each block takes to answer, to see the placeholder rows. */
  delayMs: number;
}

/** The grid as the screen holds it: selection and queued edits in state, the fixture as the server. */
function GridStory({ employees, locale, showInOut, delayMs }: GridStoryProps) {
  const fixture = useMemo(() => makeAttendanceFixture({ employees, from, to, seed: 3 }), [employees]);
  const [query, setQuery] = useState<AttendanceQuery>({
    business: 'demo',
    from,
    to,
    filters: {},
    search: '',
    orderBy: 'code',
  });
  const fetchBlock = useMemo(() => {
    const words = query.search.toLowerCase().split(' ').filter(Boolean);
    const matching = fixture.records
      .filter((record) =>
        words.every((word) =>
          [record.code, record.first_name?.eng, record.last_name?.eng].some((part) =>
            part?.toLowerCase().includes(word),
          ),
        ),
      )
      .sort((a, b) =>
        query.orderBy === 'code'
          ? a.code.localeCompare(b.code)
          : `${a.first_name?.eng} ${a.last_name?.eng}`.localeCompare(
              `${b.first_name?.eng} ${b.last_name?.eng}`,
            ),
      );
    return fixtureFetchBlock(matching, { delayMs });
  }, [fixture, query, delayMs]);
  const [selection, setSelection] = useState<ReadonlySet<CellKey>>(new Set());
  const [pending, setPending] = useState<PendingEdits>(noPendingEdits);
  const log = (...values: unknown[]) => console.info('AttendanceGrid', ...values);
  return (
    <AttendanceGrid
      query={query}
      fetchBlock={fetchBlock}
      days={days}
      references={fixture.references}
      user={fixtureOfficer}
      locale={locale}
      showInOut={showInOut}
      selection={selection}
      onSelectionChange={setSelection}
      pendingEdits={pending}
      onQueueEdit={(edit) => setPending((previous) => queueEdit(previous, edit))}
      onEditCell={(request) => log('edit', request)}
      onOpenRegister={(employee) => log('register', employee.code)}
      onSearchChange={(search) => setQuery((previous) => ({ ...previous, search }))}
      onOrderByChange={(orderBy) => setQuery((previous) => ({ ...previous, orderBy }))}
      onAddRow={() => log('add row')}
      onSave={() => log('save', [...pending.values()])}
      notify={(kind, message) => log(kind, message)}
      today="2026-11-30"
    />
  );
}

const meta = {
  title: 'Grids/AttendanceGrid',
  component: GridStory,
  args: { employees: 1000, locale: 'eng', showInOut: false, delayMs: 150 },
  argTypes: { locale: { control: 'inline-radio', options: ['eng', 'fr', 'hin', 'ben'] } },
} satisfies Meta<typeof GridStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Month: Story = {};
export const WithInOutTimes: Story = { args: { showInOut: true } };
export const Bengali: Story = { args: { locale: 'ben', employees: 40 } };
