import {
  type AttendanceReferences,
  type AttendanceUser,
  CellEditorPopup,
  type EditorRequest,
  type EmployeeOption,
} from '@muster/grids';
import { fixtureOfficer, makeAttendanceFixture } from '@muster/grids/testing';
import type { Locale } from '@muster/protocol';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

type Variant = 'new' | 'single-punch' | 'leave' | 'compensatory-off' | 'invalid-time' | 'approved';

const from = '2026-11-01';
const to = '2026-11-30';
const today = '2026-11-30';
const fixture = makeAttendanceFixture({ employees: 40, from, to, seed: 3 });
/** The fixture's references with the demo business's Mandi site and a Compensatory Off type. */
const references: AttendanceReferences = {
  ...fixture.references,
  sites: [
    ...fixture.references.sites,
    { id: 'a0000000-0000-4000-8000-00000000f001', code: 'Mandi', label: 'Mandi Yard' },
  ],
  attendanceTypes: [
    ...fixture.references.attendanceTypes,
    { id: 'a0000000-0000-4000-8000-00000000f002', code: 'CO', label: 'Compensatory Off' },
  ],
};
const typeId = (code: string) => references.attendanceTypes.find((type) => type.code === code)?.id ?? null;

const employee: AttendanceUser = { ...fixtureOfficer, isAO: false };

/** The first fixture cell of a type (and status), as the grid would hand it to the editor. */
function cellOf(code: string, approved: boolean): EditorRequest {
  for (const record of fixture.records) {
    const day = record.days.find(
      (candidate) => candidate.att_type?.code === code && (candidate.attendance_status !== null) === approved,
    );
    if (day) return { employee: record, date: day.attendance_date, day, pending: null };
  }
  throw new Error(`no ${code} day in the fixture`);
}

/** A Present day with a queued type change, so the popup opens on the type's extra field. */
function presentChangedTo(code: string): EditorRequest {
  const request = cellOf('P', false);
  if ('newRow' in request) return request;
  return {
    ...request,
    pending: {
      id: crypto.randomUUID(),
      employees_id: request.employee.id,
      attendance_date: request.date,
      att_type: typeId(code),
    },
  };
}

function requestOf(variant: Variant): EditorRequest {
  switch (variant) {
    case 'new':
      return { newRow: true, date: today };
    case 'single-punch':
      return cellOf('SP', false);
    case 'leave':
      return presentChangedTo('L');
    case 'compensatory-off':
      return presentChangedTo('CO');
    case 'invalid-time':
      return cellOf('P', false);
    case 'approved':
      return cellOf('P', true);
  }
}

const employees: EmployeeOption[] = fixture.records.map((record) => ({
  id: record.id,
  code: record.code,
  name: `${record.first_name?.eng ?? ''} ${record.last_name?.eng ?? ''}`,
}));

interface PopupStoryProps {
  variant: Variant;
  locale: Locale;
}

/** The popup on a fixture cell; what it saves is listed under a button that reopens it. */
function PopupStory({ variant, locale }: PopupStoryProps) {
  const [request, setRequest] = useState<EditorRequest | null>(() => requestOf(variant));
  const [saved, setSaved] = useState<string[]>([]);
  const [notices, setNotices] = useState<string[]>([]);
  return (
    <div className="muster-engine muster-grids">
      <button type="button" className="me-button" onClick={() => setRequest(requestOf(variant))}>
        Open
      </button>
      <ul>
        {notices.map((notice, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same notice may repeat.
          <li key={index}>{notice}</li>
        ))}
      </ul>
      <pre>{saved.join('\n')}</pre>
      <CellEditorPopup
        request={request}
        references={references}
        user={variant === 'single-punch' ? employee : fixtureOfficer}
        locale={locale}
        today={today}
        onSave={(edit) => setSaved((previous) => [...previous, JSON.stringify(edit)])}
        onClose={() => setRequest(null)}
        notify={(kind, message) => setNotices((previous) => [...previous, `${kind}: ${message}`])}
        searchEmployees={async (text) =>
          employees.filter((option) =>
            `${option.code} ${option.name}`.toLowerCase().includes(text.toLowerCase()),
          )
        }
      />
    </div>
  );
}

const meta = {
  title: 'Grids/CellEditorPopup',
  component: PopupStory,
  args: { variant: 'single-punch', locale: 'eng' },
  argTypes: {
    variant: {
      control: 'select',
      options: ['new', 'single-punch', 'leave', 'compensatory-off', 'invalid-time', 'approved'],
    },
    locale: { control: 'inline-radio', options: ['eng', 'fr', 'hin', 'ben'] },
  },
} satisfies Meta<typeof PopupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewRow: Story = { args: { variant: 'new' } };
export const SinglePunch: Story = {};
export const Leave: Story = { args: { variant: 'leave' } };
export const CompensatoryOff: Story = { args: { variant: 'compensatory-off' } };
export const Approved: Story = { args: { variant: 'approved' } };
/** Working hours typed as 25:00: the field shows 'Please enter a valid time (HH:MM).'. */
export const InvalidTime: Story = {
  args: { variant: 'invalid-time' },
  play: async () => {
    const working = [...document.querySelectorAll<HTMLLabelElement>('label')].find(
      (label) => label.textContent === 'Working Hours',
    )?.control;
    if (!(working instanceof HTMLInputElement)) return;
    // Set the value as typing would, through the native setter React listens behind.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(working, '25:00');
    working.dispatchEvent(new Event('input', { bubbles: true }));
  },
};
export const French: Story = { args: { locale: 'fr' } };
