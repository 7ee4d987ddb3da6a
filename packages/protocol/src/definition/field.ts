import { z } from 'zod';
import { fieldTypeNames } from '../field-types/registry.js';
import { folderTypes } from '../frames.js';
import { identifierKinds } from '../identifiers.js';
import { expressionSchema } from './expression.js';
import { localeTextSchema } from './locale-text.js';
import { snakeNameSchema } from './names.js';

/** A dotted path through fields and references: `persons_id.first_name.eng`, `leave_days.leave_period`. */
export const fieldPathSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/, 'must be a dotted path of snake_case names');

/** List filter operators (DESIGN §4). */
export const filterOperators = ['=', '!=', 'ilike', 'between', 'in'] as const;
export type FilterOperator = (typeof filterOperators)[number];

/** Narrows a reference's choices: `path` is in the referenced folder, `value` an expression. */
export const fieldFilterSchema = z.strictObject({
  path: fieldPathSchema,
  operator: z.enum(filterOperators),
  value: expressionSchema,
});
export type FieldFilter = z.infer<typeof fieldFilterSchema>;

/** The folder a reference points into; container and foldertype both name its folder type. */
export const fieldSourceSchema = z.strictObject({
  container: z.enum(folderTypes),
  foldertype: z.enum(folderTypes),
  folder: snakeNameSchema,
});
export type FieldSource = z.infer<typeof fieldSourceSchema>;

/** What an upload field accepts, as an HTML accept list; uploads never exceed 1 MB (spec 000 §5). */
export const fileUploadOptionsSchema = z.strictObject({
  accept: z.array(z.string().min(1)).min(1).optional(),
  maxBytes: z.number().int().positive().max(1_048_576).optional(),
});

export const fieldPermissionsSchema = z.strictObject({
  read: expressionSchema.optional(),
  write: expressionSchema.optional(),
});

/** Date pickers can be limited to months or years (spec 000 §5 "Timestamp"). */
export const dateFilterTypes = ['date', 'month', 'year'] as const;

/** One field of a folder or of a detail's rows (spec 000 §3 "Field definition"). */
export const fieldSchema = z.strictObject({
  name: snakeNameSchema,
  type: z.enum(fieldTypeNames),
  label: localeTextSchema,
  /** The projection shown for the field when it is not the field itself. */
  path: fieldPathSchema.optional(),
  placeHolder: localeTextSchema.optional(),
  is_multiple: z.boolean().optional(),
  mandatory_expr: expressionSchema.optional(),
  readonly_expr: expressionSchema.optional(),
  visible_expr: expressionSchema.optional(),
  valid_expr: expressionSchema.optional(),
  default_value: expressionSchema.optional(),
  format_expr: expressionSchema.optional(),
  filters: z.array(fieldFilterSchema).optional(),
  source: fieldSourceSchema.optional(),
  clearable: z.boolean().optional(),
  filterType: z.enum(dateFilterTypes).optional(),
  /**
   * Timestamp only: the form offers and accepts no day, month or year (its filterType) after
   * the business's current one (a challan's wage month, issue #32). The form's bound only: a
   * feature whose records must not lie ahead refuses them on the server itself.
   */
  upToNow: z.boolean().optional(),
  /** A form-only input (a generation parameter): shown and sent, never stored. */
  fieldOnlyView: z.boolean().optional(),
  showFull: z.boolean().optional(),
  file_upload: fileUploadOptionsSchema.optional(),
  /** Text types: the most characters each text may hold, instead of the type's default. */
  maxLength: z.number().int().positive().max(1_000_000).optional(),
  /** Text only: a statutory identifier whose format (and check digit) entry must pass (identifiers.ts). */
  identifier: z.enum(identifierKinds).optional(),
  editNotAllowed: z.boolean().optional(),
  permissions: fieldPermissionsSchema.optional(),
  /** Detail only: the child fields shown as columns, in order. */
  toShow: z.array(snakeNameSchema).optional(),
  /** Detail only: where the rows sit in the parent record. */
  pathofDetail: fieldPathSchema.optional(),
  /** Detail only: the fields of each child row. */
  get fields(): z.ZodOptional<z.ZodArray<typeof fieldSchema>> {
    return z.array(fieldSchema).min(1).optional();
  },
});
export type FieldDefinition = z.infer<typeof fieldSchema>;

/** The folder a reference field's values are records of (created_by: the employee who wrote the row). */
export function referencedFolder(field: FieldDefinition): string | undefined {
  if (field.type === 'created_by') return 'employees';
  return field.type === 'docpicker' || field.type === 'file_upload' ? field.source?.folder : undefined;
}
