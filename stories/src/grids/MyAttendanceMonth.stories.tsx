import '@muster/grids/styles.css';
import { MyAttendanceMonth } from '@muster/grids';
import { fixtureTxnClient, makeAttendanceFixture } from '@muster/grids/testing';
import { testPayslipInputs } from '@muster/payroll-rules/testing';
import type { Locale } from '@muster/protocol';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';

interface MonthStoryProps {
  locale: Locale;
  /** Milliseconds each call takes to answer, to see the loading line. */
  delayMs: number;
}

/** One fixture employee's month as a phone shows it, at a phone's width. */
function MonthStory({ locale, delayMs }: MonthStoryProps) {
  const fixture = useMemo(
    () => makeAttendanceFixture({ employees: 1, from: '2026-11-01', to: '2026-11-30', seed: 5 }),
    [],
  );
  const client = useMemo(
    // live pay's inputs: the month's projected pay under the summary
    () =>
      fixtureTxnClient(fixture.records, fixture.references, {
        delayMs,
        payslipInputs: testPayslipInputs('2026-11'),
      }),
    [fixture, delayMs],
  );
  return (
    <div className="muster-engine" style={{ inlineSize: 390 }}>
      <MyAttendanceMonth
        client={client}
        employeeId={fixture.records[0]?.id ?? ''}
        swhandle="demo"
        references={fixture.references}
        locale={locale}
        notify={() => {}}
        today="2026-11-30"
      />
    </div>
  );
}

const meta = {
  title: 'Grids/MyAttendanceMonth',
  component: MonthStory,
  args: { locale: 'eng', delayMs: 120 },
  argTypes: { locale: { control: 'inline-radio', options: ['eng', 'fr', 'hin', 'ben'] } },
} satisfies Meta<typeof MonthStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Employee: Story = {};
export const French: Story = { args: { locale: 'fr' } };
