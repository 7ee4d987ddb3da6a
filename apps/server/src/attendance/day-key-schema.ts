import { z } from 'zod';
import { addDays } from './compute/index.js';

/** An IST day as the attendance txns take it: 'YYYY-MM-DD', and a real calendar day. */
export const dayKeySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD')
  .refine((key) => !Number.isNaN(Date.parse(`${key}T00:00:00Z`)) && addDays(key, 0) === key, 'not a day');
