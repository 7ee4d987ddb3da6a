import { describe, expect, it } from 'vitest';
import { parseCsv, plainCsv } from './sheet.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('plainCsv', () => {
  it('reads a csv without quotes as csv-parse does: BOM, CRLF or LF, empty lines and cells, ragged rows', () => {
    for (const text of [
      'Code,Name\nA1,Asha\nA2,Bina\n',
      '\uFEFFCode,Name\r\nA1,Asha\r\n\r\nA2\r\n',
      'Code,Name\n\nA1,\n,\n,,x\n  \nA2,Bina,extra',
      'Code\nकोड,নাম\n',
      '\n\nCode\n',
      '',
    ]) {
      const rows = plainCsv(bytes(text));
      expect(rows, text).toBeDefined();
      expect(rows, text).toEqual(parseCsv(bytes(text)));
    }
  });

  it('leaves to csv-parse a csv with quotes or with line ends of two kinds', () => {
    for (const text of ['Code,Name\nA1,"Asha, K"\n', 'Code,Name\r\nA1,Asha\nA2,Bina\r\n', 'Code\rA1\r'])
      expect(plainCsv(bytes(text)), text).toBeUndefined();
  });
});
