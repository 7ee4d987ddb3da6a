import {
  type AllocationListParams,
  allocationMessages,
  type allocationsEditsTxn,
  allocationsListByEmployeeTxn,
  type ParsedTxnParams,
  type ReplyData,
} from '@muster/protocol';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { zoneOfTarget } from '../../engine/scope/business-zone.js';
import { listScope } from '../../engine/scope/index.js';
import type { ServerContext, TxnCall } from '../../engine/server-context.js';
import { TxnError } from '../../platform/refusal.js';
import { licenceWarnings } from '../compliance/licence-check.js';
import { refuseClosedEmployeeDays } from '../month-lock/month-lock.js';
import { loadAllocationCells } from './allocation-cells.js';
import { listAllocationsByEmployee } from './list-by-employee.js';
import { allocationOutcomes } from './rules.js';
import { storeAllocationEdits } from './store-allocations.js';

type Call<Params> = Pick<TxnCall, 'session' | 'txn'> & { params: Params };

/** The allocation grid's page of employees (spec 001 §7 "Allocations"). */
export async function runAllocationList(
  { params, session, txn }: Call<AllocationListParams>,
  server: ServerContext,
): Promise<ReplyData> {
  // the employees listed are those the caller's employee list shows
  permittedTxn(server, session, 'allocations', allocationsListByEmployeeTxn.name);
  const employees = server.catalogue.folders.get('employees');
  if (!employees) throw new Error('the catalogue has no employees folder');
  const page = await listAllocationsByEmployee(
    server.db,
    session.env,
    listScope(employees, session.env, txn.target_swhandle),
    params,
    await zoneOfTarget(server.db, session.env, txn.target_swhandle),
  );
  return { records: page.employees.map((row) => JSON.stringify(row)), rowCount: page.rowCount };
}

/** txn_allocations_edits: mark and delete cells, answer the counts and (unless no_response) the days written. */
export async function runAllocationEdits(
  { params, session, txn }: Call<ParsedTxnParams<typeof allocationsEditsTxn>>,
  server: ServerContext,
): Promise<ReplyData> {
  // who may edit is the rule of spec 001 §6 (allocationEditRefusal), per employee, with its words
  const folder = (name: string) => {
    const definition = server.catalogue.folders.get(name);
    if (!definition) throw new Error(`the catalogue has no ${name} folder`);
    return listScope(definition, session.env, undefined);
  };
  const target = txn.target_swhandle;
  // a closed month's allocation days are neither marked nor deleted (issue #32 item 3)
  await refuseClosedEmployeeDays(server.db, [
    ...params.create.map((mark) => ({ employeeId: mark.employees_id, from: mark.day })),
    ...params.delete.map((cut) => ({
      employeeId: cut.employees_id,
      from: cut.period.from,
      to: cut.period.to,
    })),
  ]);
  const outcome = await storeAllocationEdits(server.db, {
    env: session.env,
    scopes: { employees: folder('employees'), contracts: folder('contracts') },
    ownBusiness: target === undefined || target.toLowerCase() === session.env.swhandle.toLowerCase(),
    marks: params.create,
    deletions: params.delete,
    now: new Date(),
  });
  if (outcome.kind === 'refused') throw new TxnError(outcome.message, { issues: outcome.issues });
  const outcomes = allocationOutcomes(outcome.counts);
  const records = params.no_response ? [] : await writtenCells(server, outcome.touched);
  // a save past the contractor's licence is kept and warned of (issue #33 item 1)
  const compliance = await licenceWarnings(
    server.db,
    [...outcome.touched.keys()],
    [...outcome.touched.values()].flatMap((days) => [...days]),
  );
  return { records, outcomes, compliance, message: outcomes[0]?.message ?? allocationMessages.notMarked };
}

/** The touched days as they are now: one record per allocation day, with its employee. */
async function writtenCells(server: ServerContext, touched: Map<string, Set<string>>): Promise<string[]> {
  const days = [...touched.values()].flatMap((set) => [...set]).sort();
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return [];
  const cells = await loadAllocationCells(server.db, [...touched.keys()], first, last);
  return [...cells].flatMap(([employeeId, list]) =>
    list
      .filter((cell) => touched.get(employeeId)?.has(cell.day))
      .map((cell) => JSON.stringify({ employees_id: employeeId, ...cell })),
  );
}
