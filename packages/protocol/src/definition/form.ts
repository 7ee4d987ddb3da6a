import { z } from 'zod';
import { localeTextSchema } from './locale-text.js';
import { snakeNameSchema } from './names.js';

export const formSectionSchema = z.strictObject({
  label: localeTextSchema,
  fields: z.array(snakeNameSchema).min(1),
});

/** A named form: the folder's field names in order, either flat or in labelled sections. */
export const formSchema = z
  .strictObject({
    name: snakeNameSchema,
    label: localeTextSchema.optional(),
    fields: z.array(snakeNameSchema).min(1).optional(),
    sections: z.array(formSectionSchema).min(1).optional(),
  })
  .superRefine((form, ctx) => {
    if ((form.fields === undefined) === (form.sections === undefined))
      ctx.addIssue({ code: 'custom', message: 'a form lists either fields or sections', path: ['fields'] });
  });
export type FormDefinition = z.infer<typeof formSchema>;

export const formFieldNames = (form: FormDefinition): string[] =>
  form.fields ?? (form.sections ?? []).flatMap((section) => section.fields);
