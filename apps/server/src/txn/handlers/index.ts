import type { TxnHandler } from '../types.js';
import { txnCompiledFoldersGet } from './txn_compiled_folders_get.js';
import { txnUserLogin } from './txn_user_login.js';
import { txnUserLogout } from './txn_user_logout.js';

/** Every named txn the server answers, by name: the one place a handler is registered. */
export const handlers: ReadonlyMap<string, TxnHandler> = new Map(
  [txnUserLogin, txnUserLogout, txnCompiledFoldersGet].map((handler) => [handler.name, handler]),
);
