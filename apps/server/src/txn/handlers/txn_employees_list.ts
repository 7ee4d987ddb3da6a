import { employeesListTxn } from '@muster/protocol';
import { folderListOf } from '../generic/list.js';
import { handleTxn } from '../types.js';

/** The employees list: the generic list of the employees folder with its partner and scope rules. */
export const txnEmployeesList = handleTxn(employeesListTxn, folderListOf(employeesListTxn.folder));
