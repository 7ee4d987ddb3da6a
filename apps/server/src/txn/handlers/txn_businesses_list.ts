import { businessesScope } from '../../scope/index.js';
import { folderListHandler } from '../generic/list.js';

/**
 * The businesses a user may pick in the business filter (spec 001 §1): partners records,
 * every one for a provider user, only its own for a contractor's user.
 */
export const txnBusinessesList = folderListHandler('partners', 'txn_businesses_list', {
  scopeOf: (_definition, env) => businessesScope(env),
  permissionFrom: 'txn_partners_list',
});
