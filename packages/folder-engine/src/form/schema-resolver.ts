import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** react-hook-form's resolver over a zod schema: issues become errors at their paths. */
export function schemaResolver<T extends FieldValues>(schema: z.ZodType): Resolver<T> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const keys = issue.path.map(String);
      const last = keys.pop() ?? '';
      let node = errors;
      for (const key of keys) {
        node[key] ??= {};
        node = node[key] as Record<string, unknown>;
      }
      node[last] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
