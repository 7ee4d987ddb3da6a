import type { TxnClient } from '@muster/folder-engine';
import type { AllocationReferences } from '@muster/grids';
import { type BusinessSettings, folderListTxn, type Locale } from '@muster/protocol';
import {
  employeeOption,
  loadAttendanceReferences,
  type ReferenceList,
  type ReferenceLoadOptions,
  referenceList,
  referenceOption,
} from '../attendance/references';

const rowsOf =
  (client: TxnClient, swhandle: string) =>
  ({ folder, foldertype, params, projections }: ReferenceList) =>
    client
      .call(folderListTxn(folder, foldertype), params, {
        target_swhandle: swhandle,
        ...(projections && { projections }),
      })
      .then((result) => result.records);

/** The allocation grid's references: the attendance ones, contracts and allocation types. */
export async function loadAllocationReferences(
  client: TxnClient,
  settings: BusinessSettings,
  options: ReferenceLoadOptions,
): Promise<AllocationReferences> {
  const rows = rowsOf(client, options.swhandle);
  // contracts are read by those who may place someone on one (admin, AO, HR, DCO): the others
  // see their allocations with no contract picker, not a refusal (#27 item 4)
  const contractsReadable = Boolean(settings.containers.folders.map.contracts);
  const [attendance, contracts, types] = await Promise.all([
    loadAttendanceReferences(client, settings, options),
    contractsReadable ? rows(referenceList('contracts')) : Promise.resolve([]),
    rows(referenceList('allocation_types', { foldertype: 'masters' })),
  ]);
  return {
    ...attendance,
    contracts: contracts.map((row) => referenceOption(row, options.locale)),
    allocationTypes: types.map((row) => referenceOption(row, options.locale)),
  };
}

/** The employees the duty-chart pickers offer: the approved ones the user's employee list shows. */
export async function loadPlannedEmployees(client: TxnClient, swhandle: string, locale: Locale) {
  const rows = await rowsOf(
    client,
    swhandle,
  )({
    ...referenceList('employees', {
      filterInput: [{ path: 'employee_status', operator: '=', value: 'approved', joinop: 'and' }],
    }),
    projections: ['id', 'code', 'persons_id.first_name', 'persons_id.middle_name', 'persons_id.last_name'],
  });
  return rows.map((row) => {
    const option = employeeOption(row, locale);
    return { employees_id: option.id, code: option.code ?? '', name: option.label };
  });
}
