import { dutyChartsSaveTxn, dutyChartsWeekTxn, type ParsedTxnParams, type ReplyData } from '@muster/protocol';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { zoneOfTarget } from '../../engine/scope/business-zone.js';
import { listScope } from '../../engine/scope/index.js';
import type { ServerContext, TxnCall } from '../../engine/server-context.js';
import { TxnError } from '../../platform/refusal.js';
import { DutyChartRefusal, saveDutyCharts } from './store-charts.js';
import { readDutyChartWeek } from './week.js';

type Call<Params> = Pick<TxnCall, 'session' | 'txn'> & { params: Params };

/** The caller's list scopes of the folders a duty chart reads. */
function scopesOf(server: ServerContext, call: Pick<TxnCall, 'session' | 'txn'>) {
  const scope = (name: string) => {
    const definition = server.catalogue.folders.get(name);
    if (!definition) throw new Error(`the catalogue has no ${name} folder`);
    return listScope(definition, call.session.env, call.txn.target_swhandle);
  };
  return {
    tasks: scope('tasks'),
    dutyCharts: scope('duty_charts'),
    leaves: scope('leaves'),
    employees: scope('employees'),
  };
}

/** The duty-charts grid's week (spec 001 §2). */
export async function runDutyChartWeek(
  call: Call<ParsedTxnParams<typeof dutyChartsWeekTxn>>,
  server: ServerContext,
): Promise<ReplyData> {
  permittedTxn(server, call.session, 'duty_charts', dutyChartsWeekTxn.name);
  const week = await readDutyChartWeek(server.db, {
    env: call.session.env,
    scopes: scopesOf(server, call),
    week: call.params.week,
    timeZone: await zoneOfTarget(server.db, call.session.env, call.txn.target_swhandle),
    filters: call.params.filters,
  });
  return { records: [JSON.stringify(week)] };
}

/** Saves chart cells and weekly offs (spec 001 §4, §7). */
export async function runDutyChartSave(
  call: Call<ParsedTxnParams<typeof dutyChartsSaveTxn>>,
  server: ServerContext,
): Promise<ReplyData> {
  permittedTxn(server, call.session, 'duty_charts', dutyChartsSaveTxn.name);
  try {
    const reply = await saveDutyCharts(server.db, {
      env: call.session.env,
      scopes: scopesOf(server, call),
      charts: call.params.charts,
      weeklyOffs: call.params.weeklyOffs,
      now: new Date(),
    });
    return { records: [], ...reply };
  } catch (error) {
    if (error instanceof DutyChartRefusal) throw new TxnError(error.message);
    throw error;
  }
}
