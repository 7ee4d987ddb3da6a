import '@muster/grids/styles.css';
import {
  addEntry,
  addWeeklyOff,
  DutyChartGrid,
  noWeekEdits,
  removeEntry,
  removeWeeklyOff,
  type WeekEdits,
} from '@muster/grids';
import { makeDutyChartWeek } from '@muster/grids/testing';
import type { Locale } from '@muster/protocol';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';

interface DutyChartStoryProps {
  programs: number;
  perCell: number;
  editable: boolean;
  locale: Locale;
}

/** The grid as the screen holds it: the week from the fixture, the edits held until Save in state. */
function DutyChartStory({ programs, perCell, editable, locale }: DutyChartStoryProps) {
  const { week, employees } = useMemo(
    () => makeDutyChartWeek({ monday: '2026-11-23', programs, perCell }),
    [programs, perCell],
  );
  const [edits, setEdits] = useState<WeekEdits>(noWeekEdits);
  return (
    <div className="muster-grids muster-engine mg-duty">
      <DutyChartGrid
        week={week}
        edits={edits}
        employees={employees}
        editable={editable}
        locale={locale}
        onAdd={(program, day, person) => setEdits((current) => addEntry(current, program, day, person))}
        onRemove={(program, day, id) => setEdits((current) => removeEntry(current, program, day, id))}
        onAddWeeklyOff={(day, person) => setEdits((current) => addWeeklyOff(current, day, person))}
        onRemoveWeeklyOff={(day, entry) => setEdits((current) => removeWeeklyOff(current, day, entry))}
        // the program's form is the duty-chart screen's (DutyChartScreen), not the grid's
        onEditProgram={() => undefined}
      />
    </div>
  );
}

const meta = {
  title: 'Grids/DutyChartGrid',
  component: DutyChartStory,
  args: { programs: 12, perCell: 3, editable: true, locale: 'eng' },
  argTypes: { locale: { control: 'inline-radio', options: ['eng', 'fr', 'hin', 'ben'] } },
} satisfies Meta<typeof DutyChartStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {};
/** The benchmark's size: 50 programs, 20 employees a cell, and a Weekly Off row past its cap. */
export const Large: Story = { args: { programs: 50, perCell: 20 } };
export const ReadOnly: Story = { args: { editable: false } };
export const Bengali: Story = { args: { locale: 'ben' } };
