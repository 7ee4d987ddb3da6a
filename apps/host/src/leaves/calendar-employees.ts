import type { TxnClient } from '@muster/folder-engine';
import type { CalendarEmployee } from '@muster/grids';
import { type BusinessEnv, folderListTxn, type Locale } from '@muster/protocol';
import { employeeOption, referenceList } from '../attendance/references';

/**
 * Who gets the employee picker in the leaves calendar (issue #14 item 4): the admin, the
 * approving and the reporting officer, who apply and decide for others; an ordinary
 * employee sees only their own calendar.
 */
export const picksCalendarEmployee = (env: BusinessEnv | undefined): boolean =>
  Boolean(env && (env.isAdmin || env.isAO || env.isRO));

/** A row of the employees list as the picker names it: the person's name and the code. */
export function calendarEmployee(row: Record<string, unknown>, locale: Locale): CalendarEmployee {
  const { id, code, label } = employeeOption(row, locale);
  return {
    id,
    ...(code && { code }),
    ...(label !== code && label !== id && { name: label }),
  };
}

/** The employees the user may see (the server scopes the list: an RO's reportees, the admin's all). */
export async function loadCalendarEmployees(client: TxnClient, locale: Locale): Promise<CalendarEmployee[]> {
  const { folder, foldertype, params } = referenceList('employees');
  const result = await client.call(folderListTxn(folder, foldertype), params, {
    projections: ['id', 'code', 'persons_id.first_name', 'persons_id.middle_name', 'persons_id.last_name'],
  });
  return result.records.map((row) => calendarEmployee(row, locale));
}
