import '@muster/grids/styles.css';
import {
  type AllocationEdits,
  AllocationGrid,
  type CellKey,
  noAllocationEdits,
  queueAllocationEdit,
  rangeDays,
} from '@muster/grids';
import { fixtureAllocationsBlock, makeAllocationFixture } from '@muster/grids/testing';
import type { Locale } from '@muster/protocol';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';

const ranges = { week: ['2026-11-23', '2026-11-29'], month: ['2026-11-01', '2026-11-30'] } as const;

interface AllocationStoryProps {
  employees: number;
  view: 'week' | 'month';
  locale: Locale;
  /** Milliseconds each block takes to answer, to see the placeholder rows. */
  delayMs: number;
}

/** The grid as the screen holds it: selection and queued edits in state, the fixture as the server. */
function AllocationStory({ employees, view, locale, delayMs }: AllocationStoryProps) {
  const [from, to] = ranges[view];
  const fixture = useMemo(() => makeAllocationFixture({ employees, from, to }), [employees, from, to]);
  const fetchBlock = useMemo(() => fixtureAllocationsBlock(fixture.records, { delayMs }), [fixture, delayMs]);
  const days = useMemo(() => rangeDays({ from, to }), [from, to]);
  const [selection, setSelection] = useState<ReadonlySet<CellKey>>(new Set());
  const [edits, setEdits] = useState<AllocationEdits>(noAllocationEdits);
  const log = (...values: unknown[]) => console.info('AllocationGrid', ...values);
  return (
    <AllocationGrid
      query={{ from, to }}
      fetchBlock={fetchBlock}
      days={days}
      references={fixture.references}
      locale={locale}
      contractId={fixture.contractId}
      selection={selection}
      onSelectionChange={setSelection}
      edits={edits}
      onQueueEdit={(edit) => setEdits((current) => queueAllocationEdit(current, edit))}
      onEditCell={(employee, day) => log('edit', employee.code, day)}
      notify={(kind, message) => log(kind, message)}
      view={view}
    />
  );
}

const meta = {
  title: 'Grids/AllocationGrid',
  component: AllocationStory,
  args: { employees: 1000, view: 'week', locale: 'eng', delayMs: 150 },
  argTypes: {
    locale: { control: 'inline-radio', options: ['eng', 'fr', 'hin', 'ben'] },
    view: { control: 'inline-radio', options: ['week', 'month'] },
  },
} satisfies Meta<typeof AllocationStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {};
export const Month: Story = { args: { view: 'month' } };
export const Hindi: Story = { args: { locale: 'hin', employees: 40 } };
