import { z } from 'zod';

/** The list params of DESIGN §4, shared by every folder's list txn. */
export const defaultListLimit = 50;
export const maxListLimit = 1000;
const maxFilterDepth = 8;

const joinopSchema = z.enum(['and', 'or']);

export interface FilterCondition {
  path: string;
  /** Checked against the operators by the server's compiler, so an unknown one is named in the error. */
  operator: string;
  /**
   * For 'ilike', the raw text typed: the server escapes `%`, `_` and `\` in it and looks for
   * it anywhere in the value, so a client never wraps or escapes it.
   */
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

const groupSchema: z.ZodType<FilterGroup, FilterGroup> = z.object({
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

function depth(group: FilterGroup): number {
  return 1 + Math.max(0, ...group.filterInput.map((item) => ('filterInput' in item ? depth(item) : 0)));
}

export const listParamsSchema = z.object({
  filters: groupSchema
    .refine((group) => depth(group) <= maxFilterDepth, `filters nest deeper than ${maxFilterDepth}`)
    .optional(),
  limit: z.number().int().min(1).max(maxListLimit).default(defaultListLimit),
  offset: z.number().int().min(0).max(10_000_000).default(0),
  getRowCount: z.boolean().default(false),
  orderBy: z.array(orderSchema).max(10).default([]),
});
/** What a list call sends. */
export type ListParamsInput = z.input<typeof listParamsSchema>;
/** What a list handler receives, defaults applied. */
export type ListParams = z.output<typeof listParamsSchema>;
