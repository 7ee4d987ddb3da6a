import '@muster/grids/styles.css';
import { LeavesCalendar } from '@muster/grids';
import { fixtureLeave, fixtureLeavesClient } from '@muster/grids/testing';
import { defaultBusinessTimeZone, type Locale } from '@muster/protocol';
import type { Meta, StoryObj } from '@storybook/react-vite';

const today = '2026-11-22';
const employee = { id: 'e1', code: 'DI0001', name: 'Asha Sharma' };
// Every status, a two-day leave, both halves of one day and a leave running into December.
const { client } = fixtureLeavesClient(
  [
    fixtureLeave('l1', 'e1', '2026-11-03', { days: 2, status: 'final_approved' }),
    fixtureLeave('l2', 'e1', '2026-11-10', { type: 'SL', status: 'rejected' }),
    fixtureLeave('l3', 'e1', '2026-11-12', { status: 'intermediate_approved', half: 'first_half' }),
    fixtureLeave('l4', 'e1', '2026-11-12', { type: 'EL', status: 'final_approved', half: 'second_half' }),
    fixtureLeave('l5', 'e1', '2026-11-19', { type: 'EL', half: 'second_half' }),
    fixtureLeave('l6', 'e1', '2026-11-30', { days: 3 }),
  ],
  { delayMs: 150 },
);

/** One employee's leaves in November 2026; 'Apply for leave' logs the form's starting values. */
function CalendarStory({ locale }: { locale: Locale }) {
  return (
    <LeavesCalendar
      client={client}
      employee={employee}
      locale={locale}
      timeZone={defaultBusinessTimeZone}
      today={today}
      onApply={(values) => console.info('apply', values)}
      notify={(kind, message) => console.info(kind, message)}
    />
  );
}

const meta = {
  title: 'Grids/LeavesCalendar',
  component: CalendarStory,
  args: { locale: 'eng' },
  argTypes: { locale: { control: 'inline-radio', options: ['eng', 'fr', 'hin', 'ben'] } },
} satisfies Meta<typeof CalendarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const November: Story = {};
export const Bengali: Story = { args: { locale: 'ben' } };
