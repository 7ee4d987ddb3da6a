import { z } from 'zod';

/**
 * Source text in the expression language (DESIGN §5): `env.isAO || env.isHR`,
 * `row.days > 2`, `'created'`, `now`. Stored as written; packages/expr parses and
 * checks every one when the catalogue loads.
 */
export const expressionSchema = z.string().trim().min(1, 'must be an expression').max(2000);
export type Expression = z.infer<typeof expressionSchema>;
