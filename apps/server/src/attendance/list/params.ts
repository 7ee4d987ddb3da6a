import { describeIssues } from '@muster/protocol';
import { z } from 'zod';
import { addDays } from '../compute/index.js';
import { dayKeySchema } from '../day-key-schema.js';

/** Spec 001 §9: 200 employees per request (1 in the register view). */
export const maxEmployeesPerRequest = 200;
/** A month or a week: the longest range one request covers. */
export const maxRangeDays = 31;

export const attendanceListMessages = {
  invalidParams: 'Invalid attendance list request',
} as const;

const ids = z.array(z.uuid()).min(1).max(1000);

/** The "Filters by list" of spec 001 §7 that pick employees, each an `in` filter. */
export const listFiltersSchema = z
  .object({
    contracts_id: ids,
    designation: ids,
    departments: ids,
    sites_id: ids,
    shifts_id: ids,
    att_type: ids,
    partners_id: ids,
    reporting_manager: ids,
    employees_id: ids,
  })
  .partial()
  .strict();
export type ListFilters = z.output<typeof listFiltersSchema>;

const paramsSchema = z
  .object({
    /** IST days, both included. */
    from: dayKeySchema,
    to: dayKeySchema,
    filters: listFiltersSchema.default({}),
    search: z.string().max(200).default(''),
    orderBy: z.enum(['code', 'name']).default('code'),
    limit: z.number().int().min(1).max(maxEmployeesPerRequest).default(maxEmployeesPerRequest),
    offset: z.number().int().min(0).max(10_000_000).default(0),
  })
  .strict()
  .refine((params) => params.from <= params.to, 'to is before from')
  .refine(
    (params) => addDays(params.from, maxRangeDays - 1) >= params.to,
    `the range is longer than ${maxRangeDays} days`,
  );
export type AttendanceListParams = z.output<typeof paramsSchema>;

export class AttendanceListError extends Error {
  constructor(readonly issues: string) {
    super(attendanceListMessages.invalidParams);
  }
}

export function parseAttendanceListParams(params: unknown): AttendanceListParams {
  const parsed = paramsSchema.safeParse(params ?? {});
  if (!parsed.success) throw new AttendanceListError(describeIssues(parsed.error));
  return parsed.data;
}

/** The text filter's words: split on spaces, each must match a name part or the code. */
export function searchWords(search: string): string[] {
  return search
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 10);
}
