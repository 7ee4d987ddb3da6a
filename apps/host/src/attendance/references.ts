import type { TxnClient } from '@muster/folder-engine';
import type {
  AttendanceReferences,
  AttendanceTypeOption,
  ReferenceOption,
  ShiftOption,
  SubsectionOption,
} from '@muster/grids';
import {
  type BusinessSettings,
  type FilterCondition,
  type FolderType,
  folderListTxn,
  formatReference,
  type ListParamsInput,
  type Locale,
  type ProjectedRecord,
} from '@muster/protocol';

type Row = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** The first id of a projected reference (`[{ id, … }]`). */
const referenceId = (value: unknown): string | null =>
  Array.isArray(value) && typeof value[0]?.id === 'string' ? (value[0].id as string) : null;

/** A row as a choosable option: its code, and its name (or person's name, or code) as the label. */
export function referenceOption(row: Row, locale: Locale, code = text(row.code)): ReferenceOption {
  return {
    id: String(row.id),
    code,
    label: formatReference([row as ProjectedRecord], { locale }),
  };
}

/** A shift with its `shift_time` minutes ([start, end], end past 1440 for a night shift) and its minimum. */
export function shiftOption(row: Row, locale: Locale): ShiftOption {
  const range = Array.isArray(row.shift_time) ? row.shift_time : [];
  const minute = (value: unknown) => (typeof value === 'number' ? value : null);
  return {
    ...referenceOption(row, locale, text(row.shift_code) ?? text(row.code)),
    start: minute(range[0]),
    end: minute(range[1]),
    minWorkingMinutes: minute(row.min_working_minutes),
  };
}

export const subsectionOption = (row: Row, locale: Locale): SubsectionOption => ({
  ...referenceOption(row, locale),
  departmentId: referenceId(row.departments_id),
});

/** Attendance types without a code cannot be shown in a cell and are left out. */
export const attendanceTypeOptions = (rows: readonly Row[], locale: Locale): AttendanceTypeOption[] =>
  rows.flatMap((row) => {
    const code = text(row.code);
    return code ? [{ ...referenceOption(row, locale), code }] : [];
  });

/** A generic folder list to read (DESIGN §4): the folder, its params and projections. */
export interface ReferenceList {
  folder: string;
  foldertype: FolderType;
  params: ListParamsInput;
  projections?: string[];
}

/** A folder's undeleted rows by code. */
export function referenceList(
  folder: string,
  {
    filterInput = [],
    orderBy = 'code',
    foldertype = 'folders',
  }: { filterInput?: FilterCondition[]; orderBy?: string; foldertype?: FolderType } = {},
): ReferenceList {
  return {
    folder,
    foldertype,
    params: {
      filters: {
        filterInput: [{ path: 'deleted', operator: '=', value: false }, ...filterInput],
        joinop: 'and',
      },
      limit: 1000,
      orderBy: [{ path: orderBy, dir: 'asc' }],
    },
  };
}

/** Reporting officers: employees in the group with code RO (spec 001 §7 "Filters by list"). */
export const reportingOfficersList = (): ReferenceList => ({
  ...referenceList('employees', {
    filterInput: [{ path: 'groups_id.code', operator: '=', value: 'RO', joinop: 'and' }],
  }),
  projections: ['id', 'code', 'persons_id.first_name', 'persons_id.middle_name', 'persons_id.last_name'],
});

/** An employee row labelled by its person's name and its code. */
export function employeeOption(row: Row, locale: Locale): ReferenceOption {
  const person = Array.isArray(row.persons_id)
    ? (row.persons_id[0] as ProjectedRecord | undefined)
    : undefined;
  const name = person ? formatReference([person], { locale }) : '';
  const code = text(row.code);
  return { id: String(row.id), code, label: name && name !== person?.id ? name : (code ?? String(row.id)) };
}

export interface ReferenceLoadOptions {
  swhandle: string;
  locale: Locale;
  /** Admin and AO: the reporting officer list (spec 001 §6). */
  withReportingOfficers: boolean;
  /** The selected business's zone, whose days and clock the grids count (`businessZoneOf`). */
  timeZone: string;
}

/**
 * The reference rows the attendance screen labels and filters by: sites, shifts, products
 * (designations), departments and subsections from their lists; leave types from the
 * business settings; attendance types from the settings' master data, or from their list
 * when the settings leave that master out (it is visible to the admin only, but every
 * user's grid shows types); reporting officers for admin and AO.
 */
export async function loadAttendanceReferences(
  client: TxnClient,
  settings: BusinessSettings,
  { swhandle, locale, withReportingOfficers, timeZone }: ReferenceLoadOptions,
): Promise<AttendanceReferences> {
  // each on the selected business
  const rows = ({ folder, foldertype, params, projections }: ReferenceList) =>
    client
      .call(folderListTxn(folder, foldertype), params, {
        target_swhandle: swhandle,
        ...(projections && { projections }),
      })
      .then((result) => result.records);
  const settledTypes = settings.masterData.attendance_types;
  const [sites, shifts, products, departments, subsections, officers, types] = await Promise.all([
    rows(referenceList('sites')),
    rows(referenceList('shifts', { orderBy: 'shift_code' })),
    rows(referenceList('products')),
    rows(referenceList('departments')),
    rows(referenceList('subsections')),
    withReportingOfficers ? rows(reportingOfficersList()) : Promise.resolve([]),
    settledTypes ?? rows(referenceList('attendance_types', { foldertype: 'masters' })),
  ]);
  return {
    sites: sites.map((row) => referenceOption(row, locale)),
    shifts: shifts.map((row) => shiftOption(row, locale)),
    designations: products.map((row) => referenceOption(row, locale)),
    departments: departments.map((row) => referenceOption(row, locale)),
    subsections: subsections.map((row) => subsectionOption(row, locale)),
    attendanceTypes: attendanceTypeOptions(types, locale),
    leaveTypes: settings.folderData.leaveTypes.map((row) => referenceOption(row, locale)),
    reportingOfficers: officers.map((row) => employeeOption(row, locale)),
    timeZone,
  };
}
