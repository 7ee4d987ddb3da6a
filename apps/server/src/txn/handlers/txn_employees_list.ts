import { folderListHandler } from '../generic/list.js';

/** The employees list: the generic list of the employees folder with its partner and scope rules. */
export const txnEmployeesList = folderListHandler('employees', 'txn_employees_list');
