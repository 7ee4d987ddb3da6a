import { businessesListTxn } from '@muster/protocol';
import { businessesScope } from '../../engine/scope/index.js';
import { folderListOf } from '../generic/list.js';
import { handleTxn } from '../types.js';

/**
 * The businesses a user may pick in the business filter (spec 001 §1): partners records,
 * every one for a provider user, only its own for a contractor's user.
 */
export const txnBusinessesList = handleTxn(
  businessesListTxn,
  folderListOf(businessesListTxn.folder, (_definition, env) => businessesScope(env)),
);
