import { type ApprovalStatus, describeIssues } from '@muster/protocol';
import { z } from 'zod';
import { dayKeySchema } from '../day-key-schema.js';
import { approvalStatuses } from './rules.js';

export const approvalParamsMessages = {
  invalidParams: 'Invalid attendance approval request',
} as const;

/** A month of a large team in one request, and no more. */
export const maxCellsPerRequest = 10_000;

/** A selected cell: its stored row (null for an empty cell), employee and IST day. */
const cellSchema = z
  .object({ attendance_id: z.uuid().nullable(), employees_id: z.uuid(), attendance_date: dayKeySchema })
  .strict();
export type SelectedCell = z.output<typeof cellSchema>;

const approveSchema = z
  .object({
    cells: z.array(cellSchema).max(maxCellsPerRequest),
    status: z.enum(approvalStatuses).default('final_approved'),
  })
  .strict();
const rejectSchema = z.object({ cells: z.array(cellSchema).max(maxCellsPerRequest) }).strict();

export class ApprovalParamsError extends Error {
  constructor(readonly issues: string) {
    super(approvalParamsMessages.invalidParams);
  }
}

function parse<Schema extends z.ZodType>(schema: Schema, params: unknown): z.output<Schema> {
  const parsed = schema.safeParse(params ?? {});
  if (!parsed.success) throw new ApprovalParamsError(describeIssues(parsed.error));
  return parsed.data;
}

export const parseApproveParams = (params: unknown): { cells: SelectedCell[]; status: ApprovalStatus } =>
  parse(approveSchema, params);
export const parseRejectParams = (params: unknown): { cells: SelectedCell[] } => parse(rejectSchema, params);
