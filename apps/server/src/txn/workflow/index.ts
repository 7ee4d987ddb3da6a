import { evaluateRule } from '@muster/expr';
import {
  type BusinessEnv,
  type FolderDefinition,
  type TxnDefinition,
  workflowActionTxn,
  workflowHistoryTxn,
} from '@muster/protocol';
import { refuseNonCompliantInvoices } from '../../domain/compliance/invoice-gate.js';
import { startSettlements } from '../../domain/settlements/compute.js';
import { actionInputs } from '../../domain/workflow/action-inputs.js';
import { applyWorkflowAction } from '../../domain/workflow/apply.js';
import { readWorkflowHistory } from '../../domain/workflow/history.js';
import { workflowMessages } from '../../domain/workflow/messages.js';
import type { Catalogue } from '../../engine/catalogue/index.js';
import { listMessages, txnPermitted } from '../../engine/lists/folder-list.js';
import { listScope } from '../../engine/scope/index.js';
import { TxnError } from '../../platform/refusal.js';
import { handleTxn, type TxnHandler, type TxnResolver } from '../types.js';

/**
 * Checks a named action makes before any record moves, by txn name: the principal employer's
 * invoice approval is gated by the contractor's compliance scorecard (issue #33 item 6).
 */
const actionGates: Readonly<Record<string, typeof refuseNonCompliantInvoices>> = {
  txn_invoices_approve: refuseNonCompliantInvoices,
};

/**
 * What a named action starts once its records moved, in the same transaction, by txn name:
 * Terminate starts each leaver's full-and-final settlement (issue #34 item 6).
 */
const actionFollowUps: Readonly<Record<string, typeof startSettlements>> = {
  txn_employees_terminate: startSettlements,
};

const handlersByCatalogue = new WeakMap<Catalogue, Map<string, TxnHandler>>();

const permitted = (
  definition: FolderDefinition,
  txn: TxnDefinition,
  env: Parameters<typeof txnPermitted>[2],
) => {
  if (!txnPermitted(definition, txn, env)) throw new TxnError(`${listMessages.notPermitted}: ${txn.name}`);
};

/** The txn's row permission over a record's stored values, or none when it has no row rule. */
const rowPermission = (definition: FolderDefinition, txn: TxnDefinition, env: BusinessEnv) => {
  const rule = txn.permission.row;
  if (!rule) return undefined;
  return (row: Record<string, unknown>) =>
    evaluateRule(
      rule,
      { row, env, user: env },
      { folder: definition.name, field: `${txn.name} permission.row` },
    );
};

/**
 * A named action (`txn_leaves_approve`): a catalogue txn marked `workflowAction`. Its
 * catalogue permission decides who may ask and on which records (env and row rules); the
 * business's workflow decides, record by record, whether the move is allowed
 * (apps/server/src/domain/workflow). The fields it `asks` are set with the move.
 */
function actionHandler(definition: FolderDefinition, txn: TxnDefinition): TxnHandler {
  const action = txn.name.slice(`txn_${definition.name}_`.length);
  return handleTxn(
    workflowActionTxn(definition.name, action, definition.foldertype),
    async (call, server) => {
      const { env } = call.session;
      permitted(definition, txn, env);
      const values = actionInputs(definition, txn, call.params.values);
      await actionGates[txn.name]?.(server.db, call.params.ids, call.params.proceed === true, new Date());
      const target = call.txn.target_swhandle;
      const permittedOn = rowPermission(definition, txn, env);
      const { moves, notes } = await applyWorkflowAction(server.db, {
        writeHooks: server.writeHooks,
        definition,
        action,
        ids: call.params.ids,
        note: call.params.note,
        env,
        scope: listScope(definition, env, target),
        targetSwhandle: target,
        values,
        ...(permittedOn && { rowPermitted: permittedOn }),
        ...(actionFollowUps[txn.name] && { afterMoves: actionFollowUps[txn.name] }),
      });
      return {
        records: moves.map(({ record, transition }) =>
          JSON.stringify({ id: record.id, from: transition.from, to: transition.to }),
        ),
        message: workflowMessages.done,
        ...(notes.length ? { notes } : {}),
      };
    },
  );
}

/** `txn_<folder>_history` of a folder with named actions: for whoever may list the folder. */
function historyHandler(definition: FolderDefinition, list: TxnDefinition): TxnHandler {
  return handleTxn(workflowHistoryTxn(definition.name, definition.foldertype), async (call, server) => {
    const { env } = call.session;
    permitted(definition, list, env);
    const history = await readWorkflowHistory(server.db, {
      definition,
      id: call.params.id,
      env,
      scope: listScope(definition, env, call.txn.target_swhandle),
    });
    return { records: history.map((entry) => JSON.stringify(entry)) };
  });
}

function workflowHandlers(catalogue: Catalogue): Map<string, TxnHandler> {
  let handlers = handlersByCatalogue.get(catalogue);
  if (handlers) return handlers;
  handlers = new Map();
  for (const definition of catalogue.folders.values()) {
    const actions = definition.txns.filter((txn) => txn.workflowAction === true);
    const list = definition.txns.find((txn) => txn.name === `txn_${definition.name}_list`);
    for (const txn of actions) handlers.set(txn.name, actionHandler(definition, txn));
    if (actions.length && list)
      handlers.set(`txn_${definition.name}_history`, historyHandler(definition, list));
  }
  handlersByCatalogue.set(catalogue, handlers);
  return handlers;
}

/** The named actions and history reads of every folder whose catalogue declares named actions. */
export const workflowTxns: TxnResolver = (name, server) =>
  workflowHandlers(server.catalogue).get(name) ?? null;
