import { CellEditorPopup, type CellEditRequest, type EmployeeOption, RegisterView } from '@muster/grids';
import { fixtureFetchBlock, fixtureOfficer, makeAttendanceFixture } from '@muster/grids/testing';
import type { Locale } from '@muster/protocol';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

const from = '2026-11-01';
const to = '2026-11-30';
const today = '2026-11-30';
const fixture = makeAttendanceFixture({ employees: 60, from, to, seed: 5 });
const fetchBlock = fixtureFetchBlock(fixture.records, { delayMs: 150 });
const employees: EmployeeOption[] = fixture.records.map((record) => ({
  id: record.id,
  code: record.code,
  name: `${record.first_name?.eng ?? ''} ${record.last_name?.eng ?? ''}`,
}));

interface RegisterStoryProps {
  locale: Locale;
  /** An ordinary employee: no employee list, only missed-punch and Single Punch days editable. */
  ordinary: boolean;
}

/** The register view of the fixture's employees; a double click opens the cell editor. */
function RegisterStory({ locale, ordinary }: RegisterStoryProps) {
  const [open, setOpen] = useState(true);
  const [editing, setEditing] = useState<CellEditRequest | null>(null);
  const user = ordinary ? { ...fixtureOfficer, isAO: false } : fixtureOfficer;
  if (!open) {
    return (
      <div className="muster-engine">
        <button type="button" className="me-button" onClick={() => setOpen(true)}>
          Show Register View
        </button>
      </div>
    );
  }
  return (
    <>
      <RegisterView
        fetchBlock={fetchBlock}
        initialOffset={0}
        from={from}
        to={to}
        employees={employees}
        references={fixture.references}
        user={user}
        locale={locale}
        today={today}
        onEditCell={setEditing}
        onClose={() => setOpen(false)}
        notify={(kind, message) => console.info(kind, message)}
      />
      <CellEditorPopup
        request={editing}
        references={fixture.references}
        user={user}
        locale={locale}
        today={today}
        view="register"
        onSave={(edit) => console.info('queued', edit)}
        onClose={() => setEditing(null)}
        notify={(kind, message) => console.info(kind, message)}
        searchEmployees={async () => employees}
      />
    </>
  );
}

const meta = {
  title: 'Grids/RegisterView',
  component: RegisterStory,
  args: { locale: 'eng', ordinary: false },
  argTypes: { locale: { control: 'inline-radio', options: ['eng', 'fr', 'hin', 'ben'] } },
} satisfies Meta<typeof RegisterStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Officer: Story = {};
export const OrdinaryEmployee: Story = { args: { ordinary: true } };
export const Hindi: Story = { args: { locale: 'hin' } };
