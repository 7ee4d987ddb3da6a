import { dutyChartsSaveTxn } from '@muster/protocol';
import { runDutyChartSave } from '../../domain/duty-charts/run.js';
import { handleTxn } from '../types.js';

/** Saves the duty-charts grid: chart cells with toAdd/toRemove and the Weekly Off row (spec 001 §7). */
export const txnDutyChartsSave = handleTxn(dutyChartsSaveTxn, runDutyChartSave);
