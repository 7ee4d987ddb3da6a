import { displayOnlyKind } from '../shared/display-editor';

export const txnStateKind = displayOnlyKind('txn_state');
