import type { FieldDefinition, FieldTypeName } from '@muster/protocol';

const label = (eng: string) => ({ eng, fr: eng, hin: eng, ben: eng });

export interface FieldSample {
  /** What the field needs beyond name, type and label (a source, child fields). */
  extra?: Partial<FieldDefinition>;
  /** A stored value, as the wire carries it. */
  filled: unknown;
  /** A value its type refuses; otherwise the invalid state comes from a failing valid_expr. */
  refused?: unknown;
}

const employee = { id: 'e0000000-0000-4000-8000-000000000001', code: 'E001', name: 'Bikram Das' };

/** A filled value for every field type, for the playground, the stories and their tests. */
export const fieldSamples: Record<FieldTypeName, FieldSample> = {
  text: { filled: 'Night shift cover' },
  password: { filled: 'Admin@123', refused: 'abc' },
  textarea: { filled: 'Travelled to the Mandi site\nfor the audit.' },
  number: { filled: 1234.5 },
  int: { filled: 42, refused: 4.2 },
  numeric: { filled: 99.125 },
  float: { filled: 12.5 },
  boolean: { filled: true },
  timestamp: { filled: '2025-01-14T18:30:00.000Z' },
  tsrange: { filled: ['2025-01-14T18:30:00.000Z', '2025-01-17T18:30:00.000Z'] },
  interval: { filled: [540, 1050] },
  shift_range: { filled: [1320, 1800] },
  loctext: { filled: { eng: 'Warehouse', hin: 'गोदाम', ben: 'গুদাম' } },
  uuid: { filled: '3f2b8c1e-5a4d-4e6f-9b7a-1c2d3e4f5a6b', refused: 'not-an-id' },
  docpicker: {
    extra: { source: { container: 'folders', foldertype: 'folders', folder: 'employees' } },
    filled: [employee],
  },
  file_upload: {
    extra: { source: { container: 'folders', foldertype: 'folders', folder: 'files' }, is_multiple: true },
    filled: [{ id: 'f0000000-0000-4000-8000-000000000001', original_filename: 'medical-certificate.pdf' }],
  },
  source_type: { filled: 'employees', refused: 'Not A Folder' },
  nsp: { filled: { earnings: { basic: 12000, hra: 4800 }, deductions: { pf: 1440 } } },
  dow_type: { filled: 6 },
  detail: {
    extra: {
      toShow: ['item', 'cost'],
      fields: [
        { name: 'item', type: 'text', label: label('Item'), mandatory_expr: 'true' },
        { name: 'cost', type: 'number', label: label('Cost') },
      ],
    },
    filled: [
      { id: 'd1', item: 'Taxi', cost: 250 },
      { id: 'd2', item: 'Lunch', cost: 180 },
    ],
  },
  detail_actions: { filled: null },
  base_row_actions: { filled: null },
  progress: { filled: 65 },
  txn_state: { filled: 'approved' },
  created_by: { filled: [employee] },
  json: { filled: { shifts: ['A', 'B'], overtime: true } },
  file: { filled: 'exports/payslips/2025-01/E001.pdf' },
};

/** The states every editor is shown and tested in. */
export const fieldStates = ['empty', 'filled', 'invalid', 'read-only', 'mandatory'] as const;
export type FieldStateName = (typeof fieldStates)[number];

/** Types a person never types into: their invalid and mandatory states are the filled and empty ones. */
export const displayOnlyTypes = new Set<FieldTypeName>([
  'detail_actions',
  'base_row_actions',
  'progress',
  'txn_state',
  'created_by',
  'file',
]);
