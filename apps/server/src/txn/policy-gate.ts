import {
  type AnyTxnSpec,
  type BusinessEnv,
  businessesListTxn,
  folderWriteOp,
  mayActOnPicked,
  policyMessages,
} from '@muster/protocol';
import type { Catalogue } from '../engine/catalogue/index.js';
import { listMessages } from '../engine/lists/folder-list.js';
import { folderPolicy, mayList, policyPermits } from '../engine/scope/index.js';

/** Reads with a rule of their own rather than their folder's rows (the businesses a user may pick). */
const ownScopeReads: ReadonlySet<string> = new Set([businessesListTxn.name]);

/**
 * The read/write policy's answer to a txn before its params are read or its handler runs
 * (catalogue/policy): a read of a folder the user may not list, a write or action its roles
 * are not granted, or one on a contractor's business the user picked (`target_swhandle`)
 * that the folder's `picked` does not give it. Null when the policy lets it through; the
 * handler then applies its own permission and scope as before. A txn of no catalogue folder
 * (sign-in, settings) acts on the user itself and is not the policy's.
 */
export function txnPolicyRefusal(
  catalogue: Catalogue,
  spec: Pick<AnyTxnSpec, 'name' | 'folder' | 'op'>,
  env: BusinessEnv,
  target: string | undefined,
): string | null {
  const definition = catalogue.folders.get(spec.folder);
  if (!definition) return null;
  if (spec.op === 'R') {
    if (ownScopeReads.has(spec.name) || mayList(definition, env)) return null;
    return `${policyMessages.folderClosed}: ${definition.name}`;
  }
  // the same words as the handlers' own refusals, so a screen reads one refusal per kind of txn
  const refused =
    folderWriteOp(spec.name, definition.name) !== null
      ? policyMessages.writeRefused
      : `${listMessages.notPermitted}: ${spec.name}`;
  if (!policyPermits(definition, spec, env)) return refused;
  if (!mayActOnPicked(folderPolicy(definition).picked, spec.name, env, target))
    return policyMessages.writeRefused;
  return null;
}
