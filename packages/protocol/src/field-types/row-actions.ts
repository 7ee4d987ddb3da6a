import { z } from 'zod';
import { defineFieldType } from './descriptor.js';

// Columns of action buttons (per detail row, per list row): drawn from the folder's txns, never valued.
const rowActions = <const Name extends string>(name: Name) =>
  defineFieldType({
    name,
    storage: { kind: 'virtual' },
    wire: z.null().optional(),
    expects: 'takes no value',
    format: () => '',
  });

export const detail_actions = rowActions('detail_actions');
export const base_row_actions = rowActions('base_row_actions');
