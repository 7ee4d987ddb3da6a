import { RecordingTxnClient } from '@muster/folder-engine/testing';
import type { BusinessSettings } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { employeeOption, loadAttendanceReferences, reportingOfficersList } from './references';

const listed: Record<string, Record<string, unknown>[]> = {
  sites: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      code: 'MND',
      name: { eng: 'Mandi Plant', fr: 'Usine de Mandi' },
    },
  ],
  shifts: [
    {
      id: '00000000-0000-4000-8000-000000000002',
      shift_code: 'NGT',
      name: { eng: 'Night', fr: 'Nuit', hin: 'रात' },
      shift_time: [1320, 1800],
      min_working_minutes: 450,
    },
  ],
  products: [
    { id: '00000000-0000-4000-8000-000000000003', code: 'GRD', name: { eng: 'Guard', fr: 'Garde' } },
  ],
  // a master named in English only: French falls back to it
  departments: [{ id: '00000000-0000-4000-8000-000000000004', code: 'OPS', name: { eng: 'Operations' } }],
  subsections: [
    {
      id: '00000000-0000-4000-8000-000000000005',
      code: 'N',
      name: 'North',
      departments_id: [{ id: '00000000-0000-4000-8000-000000000004', name: 'Operations' }],
    },
  ],
  employees: [
    {
      id: '00000000-0000-4000-8000-000000000006',
      code: 'RO1',
      persons_id: [
        {
          id: '00000000-0000-4000-8000-000000000010',
          first_name: { eng: 'Ravi', hin: 'रवि' },
          last_name: { eng: 'Kumar' },
        },
      ],
    },
  ],
};

const settings = {
  masterData: {
    attendance_types: [
      { id: '00000000-0000-4000-8000-000000000007', code: 'P', name: { eng: 'Present', fr: 'Présent' } },
      { id: '00000000-0000-4000-8000-000000000008', name: { eng: 'No code' } },
    ],
  },
  folderData: {
    leaveTypes: [{ id: '00000000-0000-4000-8000-000000000009', code: 'CL', name: { eng: 'Casual leave' } }],
  },
} as unknown as BusinessSettings;

const client = () =>
  new RecordingTxnClient((txn) => ({ records: listed[txn.folder] ?? [], message: '', data: {} }));

describe('the attendance references', () => {
  it('label lists, settings and reporting officers in the interface language', async () => {
    const fake = client();
    const references = await loadAttendanceReferences(fake, settings, {
      swhandle: 'acme',
      locale: 'fr',
      withReportingOfficers: true,
      timeZone: 'Asia/Dubai',
    });
    expect(references).toEqual({
      sites: [{ id: '00000000-0000-4000-8000-000000000001', code: 'MND', label: 'Usine de Mandi' }],
      shifts: [
        {
          id: '00000000-0000-4000-8000-000000000002',
          code: 'NGT',
          label: 'Nuit',
          start: 1320,
          end: 1800,
          minWorkingMinutes: 450,
        },
      ],
      designations: [{ id: '00000000-0000-4000-8000-000000000003', code: 'GRD', label: 'Garde' }],
      departments: [{ id: '00000000-0000-4000-8000-000000000004', code: 'OPS', label: 'Operations' }],
      subsections: [
        {
          id: '00000000-0000-4000-8000-000000000005',
          code: 'N',
          label: 'North',
          departmentId: '00000000-0000-4000-8000-000000000004',
        },
      ],
      attendanceTypes: [{ id: '00000000-0000-4000-8000-000000000007', code: 'P', label: 'Présent' }],
      leaveTypes: [{ id: '00000000-0000-4000-8000-000000000009', code: 'CL', label: 'Casual leave' }],
      reportingOfficers: [{ id: '00000000-0000-4000-8000-000000000006', code: 'RO1', label: 'Ravi Kumar' }],
      timeZone: 'Asia/Dubai',
    });
    expect(fake.sent.map((txn) => txn.name)).toEqual([
      'txn_sites_list',
      'txn_shifts_list',
      'txn_products_list',
      'txn_departments_list',
      'txn_subsections_list',
      'txn_employees_list',
    ]);
    expect(fake.sent.every((txn) => txn.target_swhandle === 'acme')).toBe(true);
    expect(fake.sent[1]?.params?.orderBy).toEqual([{ path: 'shift_code', dir: 'asc' }]);
  });

  it('list the attendance types when the settings leave that master out (non-admin users)', async () => {
    const fake = client();
    listed.attendance_types = [
      { id: '00000000-0000-4000-8000-000000000099', code: 'A', name: { eng: 'Absent' } },
    ];
    const references = await loadAttendanceReferences(
      fake,
      { ...settings, masterData: {} },
      { swhandle: 'demo', locale: 'eng', withReportingOfficers: false, timeZone: 'Asia/Kolkata' },
    );
    expect(references.attendanceTypes).toEqual([
      { id: '00000000-0000-4000-8000-000000000099', code: 'A', label: 'Absent' },
    ]);
    expect(fake.sent.find((txn) => txn.folder === 'attendance_types')).toMatchObject({
      name: 'txn_attendance_types_list',
      foldertype: 'masters',
    });
  });

  it('skip the reporting officers for users who do not approve', async () => {
    const fake = client();
    const references = await loadAttendanceReferences(fake, settings, {
      swhandle: 'demo',
      locale: 'eng',
      withReportingOfficers: false,
      timeZone: 'Asia/Kolkata',
    });
    expect(references.reportingOfficers).toEqual([]);
    expect(fake.sent.some((txn) => txn.folder === 'employees')).toBe(false);
  });

  it('find reporting officers by the RO group and label them by code without a person', () => {
    expect(reportingOfficersList().params.filters).toMatchObject({
      filterInput: [
        { path: 'deleted', operator: '=', value: false },
        { path: 'groups_id.code', operator: '=', value: 'RO' },
      ],
    });
    expect(
      employeeOption({ id: '00000000-0000-4000-8000-000000000011', code: 'RO2', persons_id: null }, 'eng'),
    ).toEqual({
      id: '00000000-0000-4000-8000-000000000011',
      code: 'RO2',
      label: 'RO2',
    });
  });
});
