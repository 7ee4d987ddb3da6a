import { z } from 'zod';
import type { AllocationCell, DutyChartWeek, EmployeeAllocations } from '../allocations.js';
import { dayKeySchema, maxRangeDays } from './attendance.js';
import type { ComplianceFinding } from './compliance.js';
import { declareTxn, replyOf } from './declare.js';

/** Refusals of params that do not parse (i18n keys). */
export const allocationTxnMessages = {
  invalidAllocationList: 'Invalid allocations list request',
  invalidAllocationEdits: 'Invalid allocations request',
  invalidDutyChartWeek: 'Invalid duty chart request',
  invalidDutyChartSave: 'Invalid duty chart save request',
} as const;

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs;

/** Spec 001 §9: allocations page limit. */
export const maxAllocationRowsPerRequest = 100;

const ids = z.array(z.uuid()).min(1).max(1000);

/** The allocations list's filters (spec 001 §7 "Filters by list"), each an `in` filter of ids. */
export const allocationListFiltersSchema = z
  .object({
    contracts_id: ids,
    sites_id: ids,
    products_id: ids,
    departments_id: ids,
    shifts_id: ids,
    reporting_manager: ids,
    employees_id: ids,
  })
  .partial()
  .strict();
export type AllocationListFilters = z.output<typeof allocationListFiltersSchema>;

const allocationListParamsSchema = z
  .object({
    from: dayKeySchema,
    to: dayKeySchema,
    filters: allocationListFiltersSchema.default({}),
    search: z.string().max(200).default(''),
    limit: z.number().int().min(1).max(maxAllocationRowsPerRequest).default(maxAllocationRowsPerRequest),
    offset: z.number().int().min(0).max(10_000_000).default(0),
  })
  .strict()
  .refine((params) => params.from <= params.to, 'to is before from')
  .refine(
    (params) => daysBetween(params.from, params.to) < maxRangeDays,
    `the range is longer than ${maxRangeDays} days`,
  );
export type AllocationListRequest = z.input<typeof allocationListParamsSchema>;
export type AllocationListParams = z.output<typeof allocationListParamsSchema>;

/**
 * The allocation grid's rows (spec 001 §7 "Allocations"): one record per employee with its
 * allocation days and its approved leave days in the range; `rowCount` over every page.
 */
export const allocationsListByEmployeeTxn = declareTxn({
  name: 'txn_allocations_list_by_employee',
  folder: 'allocations',
  op: 'R',
  params: allocationListParamsSchema,
  refusal: allocationTxnMessages.invalidAllocationList,
  reply: replyOf<EmployeeAllocations>(),
});

/** One marked cell: the employee's day gets this allocation (spec 001 §2 "Allocation grid"). */
const markSchema = z
  .object({
    employees_id: z.uuid(),
    day: dayKeySchema,
    contracts_id: z.uuid(),
    sites_id: z.uuid(),
    products_id: z.uuid().nullable().default(null),
    shifts_id: z.uuid(),
    allocation_type: z.uuid(),
    departments_id: z.uuid().nullable().default(null),
  })
  .strict();
export type AllocationMark = z.output<typeof markSchema>;

/** One deleted cell or run of days (spec 001 §7: allocation, contract, employee, product, site and period). */
const deletionSchema = z
  .object({
    allocations_id: z.uuid(),
    contracts_id: z.uuid(),
    employees_id: z.uuid(),
    products_id: z.uuid().nullable().default(null),
    sites_id: z.uuid(),
    period: z
      .object({ from: dayKeySchema, to: dayKeySchema })
      .strict()
      .refine((period) => period.from <= period.to, 'to is before from'),
  })
  .strict();
export type AllocationDeletion = z.output<typeof deletionSchema>;

export const maxAllocationEditsPerRequest = 5000;

/** A mark or deletion's outcome, a spec message with its count. */
export interface AllocationOutcome {
  message: string;
  count: number;
}

/**
 * Saves the allocation grid's edits (spec 001 §7 "txn_allocations_edits"): marks cells and
 * deletes them; `no_response` answers the counts only, without the written cells.
 */
export const allocationsEditsTxn = declareTxn({
  name: 'txn_allocations_edits',
  folder: 'allocations',
  op: 'X',
  params: z
    .object({
      create: z.array(markSchema).max(maxAllocationEditsPerRequest).default([]),
      delete: z.array(deletionSchema).max(maxAllocationEditsPerRequest).default([]),
      no_response: z.boolean().default(false),
    })
    .strict()
    .refine((params) => params.create.length + params.delete.length > 0, 'nothing to save'),
  refusal: allocationTxnMessages.invalidAllocationEdits,
  /** `compliance`: the contractor's red licence findings of the months saved (kept, warned of). */
  reply: replyOf<
    AllocationCell & { employees_id: string },
    { outcomes: AllocationOutcome[]; compliance?: ComplianceFinding[] }
  >(),
});
export type AllocationsEditsRequest = z.input<typeof allocationsEditsTxn.params>;

/** The duty-charts grid's week (spec 001 §2 "Duty-charts grid"): Monday's day key and the filters. */
export const dutyChartsWeekTxn = declareTxn({
  name: 'txn_duty_charts_week',
  folder: 'duty_charts',
  op: 'R',
  params: z
    .object({
      week: dayKeySchema.refine((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1, 'a Monday'),
      filters: z
        .object({ employees_id: ids, departments_id: ids, subsections_id: ids })
        .partial()
        .strict()
        .default({}),
    })
    .strict(),
  refusal: allocationTxnMessages.invalidDutyChartWeek,
  reply: replyOf<DutyChartWeek>(),
});

/** An employee entry of a duty-chart cell (spec 001 §3 "Edits held on the client"). */
const entrySchema = z
  .object({ id: z.uuid(), toAdd: z.boolean().default(false), toRemove: z.boolean().default(false) })
  .strict()
  .refine((entry) => !(entry.toAdd && entry.toRemove), 'both toAdd and toRemove');

/** A duty-chart cell to save: create (date, program) or update (the chart's id). */
const chartChangeSchema = z.discriminatedUnion('op', [
  z
    .object({
      op: z.literal('create'),
      date: dayKeySchema,
      tasks_id: z.uuid(),
      employees_id: z.array(entrySchema).min(1).max(500),
    })
    .strict(),
  z
    .object({
      op: z.literal('update'),
      duty_chart_id: z.uuid(),
      employees_id: z.array(entrySchema).min(1).max(500),
    })
    .strict(),
]);
export type DutyChartChange = z.output<typeof chartChangeSchema>;

/** A weekly-off entry: add a one-day WO leave for an employee, or remove a saved one. */
const weeklyOffChangeSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('add'), employees_id: z.uuid(), date: dayKeySchema }).strict(),
  z.object({ op: z.literal('remove'), leaves_id: z.uuid() }).strict(),
]);
export type WeeklyOffChange = z.output<typeof weeklyOffChangeSchema>;

/** What a save answers: created charts' ids and created weekly offs' leaves, in request order. */
export interface DutyChartSaveReply {
  charts: { index: number; duty_chart_id: string }[];
  weeklyOffs: { index: number; leaves_id: string }[];
}

/**
 * Saves the duty-charts grid (spec 001 §7 "Duty charts create / update", "Leaves create /
 * delete"): chart cells with their employees' toAdd/toRemove, and the Weekly Off row.
 */
export const dutyChartsSaveTxn = declareTxn({
  name: 'txn_duty_charts_save',
  folder: 'duty_charts',
  op: 'X',
  params: z
    .object({
      charts: z.array(chartChangeSchema).max(500).default([]),
      weeklyOffs: z.array(weeklyOffChangeSchema).max(500).default([]),
    })
    .strict()
    .refine((params) => params.charts.length + params.weeklyOffs.length > 0, 'nothing to save'),
  refusal: allocationTxnMessages.invalidDutyChartSave,
  reply: replyOf<never, DutyChartSaveReply>(),
});
export type DutyChartsSaveRequest = z.input<typeof dutyChartsSaveTxn.params>;
