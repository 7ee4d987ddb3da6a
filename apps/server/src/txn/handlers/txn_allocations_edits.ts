import { allocationsEditsTxn } from '@muster/protocol';
import { runAllocationEdits } from '../../domain/allocations/run.js';
import { handleTxn } from '../types.js';

/** Save the allocation grid: mark and delete cells (spec 001 §7), recomputing their attendance. */
export const txnAllocationsEdits = handleTxn(allocationsEditsTxn, runAllocationEdits);
