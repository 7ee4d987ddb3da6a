import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { contentKind } from './content-kind.js';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'utf8')] : part)));

describe('contentKind', () => {
  it('knows images and pdf by their bytes whatever the name says', async () => {
    expect(
      (await contentKind(bytes([0x89], 'PNG\r\n', [0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'), 'a.pdf', false))?.mime,
    ).toBe('image/png');
    expect((await contentKind(bytes([0xff, 0xd8, 0xff, 0xe0]), 'photo', false))?.mime).toBe('image/jpeg');
    expect((await contentKind(bytes('GIF89a..'), 'x.gif', false))?.mime).toBe('image/gif');
    expect((await contentKind(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'x.webp', false))?.mime).toBe(
      'image/webp',
    );
    expect(await contentKind(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '), 'x.webp', false)).toBeNull();
    expect(await contentKind(bytes('%PDF-1.7\n'), 'scan.png', false)).toEqual({
      mime: 'application/pdf',
      extension: 'pdf',
    });
  });

  it('refuses script-capable and unknown content', async () => {
    expect(await contentKind(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg', false)).toBeNull();
    expect(await contentKind(bytes('<html><script>alert(1)</script>'), 'a.png', true)).toBeNull();
    expect(await contentKind(bytes(''), 'empty.pdf', false)).toBeNull();
    // a PNG cut after its first chunk's length: file-type reads past the end, and it is no image
    expect(
      await contentKind(bytes([0x89], 'PNG\r\n', [0x1a, 0x0a, 0, 0, 0, 13]), 'cut.png', false),
    ).toBeNull();
  });

  it('takes spreadsheets only for bulk upload', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('staff').addRow(['code', 'name']);
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(await contentKind(xlsx, 'staff.xlsx', false)).toBeNull();
    expect((await contentKind(xlsx, 'whatever.bin', true))?.extension).toBe('xlsx');
    // a zip that is no workbook is not one, whatever its name
    expect(await contentKind(bytes('PK', [3, 4, 20, 0]), 'staff.xlsx', true)).toBeNull();
    const text = bytes('code,name\r\nE1,अनिल\n');
    expect(await contentKind(text, 'staff.csv', false)).toBeNull();
    expect((await contentKind(text, 'staff.csv', true))?.mime).toBe('text/csv');
    expect(await contentKind(bytes('code', [0], 'x'), 'staff.csv', true)).toBeNull();
    expect(await contentKind(bytes([0xc3, 0x28]), 'staff.csv', true)).toBeNull();
  });
});
