import { dutyChartsWeekTxn } from '@muster/protocol';
import { runDutyChartWeek } from '../../domain/duty-charts/run.js';
import { handleTxn } from '../types.js';

/** The duty-charts grid's week: programs, their charts, weekly offs, leaves (spec 001 §2). */
export const txnDutyChartsWeek = handleTxn(dutyChartsWeekTxn, runDutyChartWeek);
