import * as protocol from '@muster/protocol';
import {
  type AnyTxnSpec,
  auditExportTxn,
  auditHistoryTxn,
  type BusinessEnv,
  businessesListTxn,
  compiledFoldersGetTxn,
  complianceScorecardTxn,
  granted,
  mayActOnPicked,
  monthCloseCloseTxn,
  monthCloseLocksTxn,
  monthCloseReopenTxn,
  monthCloseStatusTxn,
  policyMessages,
  rolesOf,
  userLogoutTxn,
  userPasswordChangeTxn,
} from '@muster/protocol';
import type { Catalogue } from '../../catalogue/index.js';
import { listMessages } from '../../lists/folder-list.js';

/** A txn the matrix sends: a declaration's or a catalogue folder's. */
export interface NamedTxn {
  name: string;
  folder: string;
  op: AnyTxnSpec['op'];
  anonymous: boolean;
}

/**
 * Txns that act on the signed-in user itself (its settings, its session, its password),
 * not on a folder's records: the policy has nothing to say of them. Anything else a
 * declaration adds must be in the policy, or the matrix fails.
 */
export const selfServiceTxns: ReadonlySet<string> = new Set([
  compiledFoldersGetTxn.name,
  userLogoutTxn.name,
  userPasswordChangeTxn.name,
]);

/**
 * Month close's txns act on a business's month, not on a folder's records, and check their
 * roles in domain/month-close/run.ts (admin and HR see, admin closes and reopens; refusals
 * tested in month-close.test.ts). They are outside the policy until month close has a folder
 * of its own (issue #32 note); listed here so any other declaration still must be in it.
 */
export const roleCheckedTxns: ReadonlySet<string> = new Set([
  monthCloseStatusTxn.name,
  monthCloseLocksTxn.name,
  monthCloseCloseTxn.name,
  monthCloseReopenTxn.name,
  // the compliance scorecard reads a month's findings of contractors, checking admin or HR
  // and the user's business in domain/compliance/scorecard.ts (compliance.test.ts)
  complianceScorecardTxn.name,
  // the audit trail has no folder: a record's history is read in that record's own folder's row
  // scope and field policy (domain/audit/history.ts), the month's export by admin or HR only
  // (domain/audit/export.ts); refusals tested in audit.test.ts
  auditHistoryTxn.name,
  auditExportTxn.name,
]);

const outsidePolicy = (txn: NamedTxn) =>
  txn.anonymous || selfServiceTxns.has(txn.name) || roleCheckedTxns.has(txn.name);

const isTxnSpec = (value: unknown): value is AnyTxnSpec =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AnyTxnSpec).name === 'string' &&
  (value as AnyTxnSpec).name.startsWith('txn_') &&
  typeof (value as AnyTxnSpec).folder === 'string' &&
  typeof (value as AnyTxnSpec).op === 'string' &&
  'params' in value;

/**
 * Every txn a client can name: each declaration packages/protocol exports (named txns), each
 * txn of each catalogue folder (generic writes, workflow actions, named ones) and each
 * folder's Export Folder; a declaration's entry wins (it knows whether it is anonymous).
 */
export function everyNamedTxn(catalogue: Catalogue): NamedTxn[] {
  const txns = new Map<string, NamedTxn>();
  for (const value of Object.values(protocol))
    if (isTxnSpec(value))
      txns.set(value.name, {
        name: value.name,
        folder: value.folder,
        op: value.op,
        anonymous: value.anonymous,
      });
  for (const definition of catalogue.folders.values()) {
    for (const txn of definition.txns)
      if (!txns.has(txn.name))
        txns.set(txn.name, { name: txn.name, folder: definition.name, op: txn.op, anonymous: false });
    const exportName = `txn_${definition.name}_export`;
    if (definition.txns.some((txn) => txn.name === `txn_${definition.name}_list`) && !txns.has(exportName))
      txns.set(exportName, { name: exportName, folder: definition.name, op: 'R', anonymous: false });
  }
  return [...txns.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Named txns the policy does not cover: acting on no folder of it, or a write or action without an entry. */
export function unwrittenTxns(catalogue: Catalogue, txns: readonly NamedTxn[]): string[] {
  const gaps: string[] = [];
  for (const txn of txns) {
    if (outsidePolicy(txn)) continue;
    const entry = catalogue.policy.folders[txn.folder];
    if (!catalogue.folders.has(txn.folder) || !entry)
      gaps.push(`${txn.name}: its folder ${txn.folder} has no policy entry`);
    else if (txn.op !== 'R' && !entry.txns[txn.name]) gaps.push(`${txn.name}: no policy entry`);
  }
  return gaps;
}

/**
 * The refusals the policy gives `env` sending `txn` on the business `target` picks: a read of
 * a folder none of its roles lists; a write or action none of its roles is granted (the
 * generic write's words, or the named txn's), or one on a picked contractor that the
 * folder's `picked` does not name. Null when the policy lets it through.
 */
export function policyRefusals(
  catalogue: Catalogue,
  txn: NamedTxn,
  env: BusinessEnv,
  target: string | undefined,
): string[] | null {
  const entry = catalogue.policy.folders[txn.folder];
  if (!entry || outsidePolicy(txn)) return null;
  if (txn.op === 'R') {
    if (txn.name === businessesListTxn.name) return null;
    const lists = [...rolesOf(env)].some((role) => entry.rows[role] !== undefined);
    return lists ? null : [`${policyMessages.folderClosed}: ${txn.folder}`];
  }
  const grantees = entry.txns[txn.name];
  if (!grantees) return null;
  if (!granted(grantees, env))
    return [policyMessages.writeRefused, `${listMessages.notPermitted}: ${txn.name}`];
  return mayActOnPicked(entry.picked, txn.name, env, target) ? null : [policyMessages.writeRefused];
}
