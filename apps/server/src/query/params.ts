import { describeIssues } from '@muster/protocol';
import { z } from 'zod';
import { QueryError, queryMessages } from './errors.js';

export const defaultLimit = 50;
export const maxLimit = 1000;
const maxFilterDepth = 8;

const joinopSchema = z.enum(['and', 'or']);

export interface FilterCondition {
  path: string;
  /** Checked against the operators by the compiler, so an unknown one is named in the error. */
  operator: string;
  value?: unknown;
  joinop?: 'and' | 'or' | undefined;
}
export interface FilterGroup {
  filterInput: (FilterCondition | FilterGroup)[];
  joinop?: 'and' | 'or' | undefined;
}

const conditionSchema = z.object({
  path: z.string().min(1).max(300),
  operator: z.string().min(1).max(20),
  value: z.unknown(),
  joinop: joinopSchema.optional(),
});

const groupSchema: z.ZodType<FilterGroup> = z.object({
  filterInput: z.array(z.lazy(() => z.union([conditionSchema, groupSchema]))).max(100),
  joinop: joinopSchema.optional(),
});

const orderSchema = z.object({
  path: z.string().min(1).max(300),
  dir: z
    .string()
    .transform((dir) => dir.toLowerCase())
    .pipe(z.enum(['asc', 'desc']))
    .default('asc'),
});

/** The list params of DESIGN §4; other keys a client sends (a handler's own) are ignored here. */
export const listParamsSchema = z.object({
  filters: groupSchema.optional(),
  limit: z.number().int().min(1).max(maxLimit).default(defaultLimit),
  offset: z.number().int().min(0).max(10_000_000).default(0),
  getRowCount: z.boolean().default(false),
  orderBy: z.array(orderSchema).max(10).default([]),
});
export type ListParams = z.output<typeof listParamsSchema>;

export function parseListParams(params: unknown): ListParams {
  const parsed = listParamsSchema.safeParse(params ?? {});
  if (!parsed.success) throw new QueryError(queryMessages.invalidParams, describeIssues(parsed.error));
  if (parsed.data.filters && depth(parsed.data.filters) > maxFilterDepth)
    throw new QueryError(queryMessages.invalidParams, `filters nest deeper than ${maxFilterDepth}`);
  return parsed.data;
}

function depth(group: FilterGroup): number {
  return 1 + Math.max(0, ...group.filterInput.map((item) => ('filterInput' in item ? depth(item) : 0)));
}
