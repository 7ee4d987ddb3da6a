import { bulkUploadMessages, type FieldDefinition } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { matchColumns } from './columns.js';
import { csvCell, csvText } from './csv-file.js';

const field = (name: string, eng: string, fr: string): FieldDefinition =>
  ({ name, type: 'text', label: { eng, fr, hin: `${eng} (hin)`, ben: `${eng} (ben)` } }) as FieldDefinition;
const fields = [field('code', 'Code', 'Code'), field('joining_date', 'Joining Date', "Date d'embauche")];

describe('matchColumns', () => {
  it('matches a header cell to a field by name or by label in any language, case, spaces and underscores aside', () => {
    for (const header of [
      'joining_date',
      'JOINING DATE',
      '  joining   date ',
      "date d'embauche",
      'Joining Date (hin)',
    ])
      expect(matchColumns(['code', header], fields).columns.map((column) => column?.name)).toEqual([
        'code',
        'joining_date',
      ]);
  });

  it('reads nothing of an unknown column, a second column of one field, or an empty header cell', () => {
    const { columns, issues } = matchColumns(['Code', 'Shoe size', '', 'code'], fields);
    expect(columns.map((column) => column?.name ?? null)).toEqual(['code', null, null, null]);
    expect(issues).toEqual([
      { column: 2, header: 'Shoe size', message: bulkUploadMessages.unknownColumn },
      { column: 4, header: 'code', message: bulkUploadMessages.repeatedColumn },
    ]);
  });
});

describe('csv cells', () => {
  it('quotes commas, quotes and line ends, and keeps a spreadsheet from running a formula', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell(-1)).toBe('-1');
    expect(
      csvText([
        ['Row', 'Column'],
        [2, 'Code'],
      ]),
    ).toBe('Row,Column\r\n2,Code\r\n');
  });
});
