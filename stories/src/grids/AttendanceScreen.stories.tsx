import '@muster/grids/styles.css';
import { AttendanceScreen, type BusinessOption } from '@muster/grids';
import { fixtureOfficer, fixtureTxnClient, makeAttendanceFixture } from '@muster/grids/testing';
import type { Locale } from '@muster/protocol';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';

const businesses: BusinessOption[] = [
  { id: 'b1', swhandle: 'demo', label: 'Demo Industries' },
  { id: 'b2', swhandle: 'acme', label: 'Acme Guards' },
];

interface ScreenStoryProps {
  employees: number;
  locale: Locale;
  role: 'fixtureOfficer' | 'admin' | 'employee';
  /** Milliseconds each call takes to answer, to see loading notices and placeholder rows. */
  delayMs: number;
}

/** The whole screen on fixture rows: an in-memory client answers the list, approvals and edits. */
function ScreenStory({ employees, locale, role, delayMs }: ScreenStoryProps) {
  const fixture = useMemo(
    () => makeAttendanceFixture({ employees, from: '2026-11-01', to: '2026-11-30', seed: 3 }),
    [employees],
  );
  const client = useMemo(
    () => fixtureTxnClient(fixture.records, fixture.references, { delayMs }),
    [fixture, delayMs],
  );
  const [business, setBusiness] = useState('b1');
  const user = {
    ...fixtureOfficer,
    isAO: role === 'fixtureOfficer',
    isAdmin: role === 'admin',
    ownBusiness: business === 'b1',
  };
  const [notices, setNotices] = useState<string[]>([]);
  return (
    <div className="muster-engine">
      <AttendanceScreen
        client={client}
        user={user}
        references={fixture.references}
        businesses={businesses}
        selectedBusiness={business}
        onBusinessChange={setBusiness}
        locale={locale}
        notify={(kind, message) => setNotices((shown) => [`${kind}: ${message}`, ...shown].slice(0, 5))}
        today="2026-11-30"
      />
      <output aria-label="Notices" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
        {notices.map((notice, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same notice may show twice in a row
          <div key={index}>{notice}</div>
        ))}
      </output>
    </div>
  );
}

const meta = {
  title: 'Grids/AttendanceScreen',
  component: ScreenStory,
  args: { employees: 300, locale: 'eng', role: 'fixtureOfficer', delayMs: 120 },
  argTypes: {
    locale: { control: 'inline-radio', options: ['eng', 'fr', 'hin', 'ben'] },
    role: { control: 'inline-radio', options: ['fixtureOfficer', 'admin', 'employee'] },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AttendanceOfficer: Story = {};
export const Admin: Story = { args: { role: 'admin' } };
export const Employee: Story = { args: { role: 'employee', employees: 1 } };
export const Hindi: Story = { args: { locale: 'hin', employees: 40 } };
