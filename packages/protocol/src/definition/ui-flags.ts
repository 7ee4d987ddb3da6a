import { z } from 'zod';

/** How the shell opens a folder (spec 000 §2 "Home page"); absent flags are off. */
export const uiFlagsSchema = z.strictObject({
  list_view: z.boolean().default(false),
  modal_view: z.boolean().default(false),
  tabs_view: z.boolean().default(false),
  grid_view: z.boolean().default(false),
  calender_view: z.boolean().default(false),
  reports_view: z.boolean().default(false),
});
export type UiFlags = z.infer<typeof uiFlagsSchema>;
