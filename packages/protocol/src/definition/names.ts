import { z } from 'zod';

/** Folder, field and form names are snake_case, as their tables and columns are. */
export const snakeNameSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,62}$/, 'must be a snake_case name of at most 63 characters');
