import { allocationsListByEmployeeTxn } from '@muster/protocol';
import { runAllocationList } from '../../domain/allocations/run.js';
import { handleTxn } from '../types.js';

/** The allocation grid's rows: employees with their allocation and approved leave days (spec 001 §7). */
export const txnAllocationsListByEmployee = handleTxn(allocationsListByEmployeeTxn, runAllocationList);
