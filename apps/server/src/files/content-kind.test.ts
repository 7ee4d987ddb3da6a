import { describe, expect, it } from 'vitest';
import { contentKind } from './content-kind.js';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'utf8')] : part)));

describe('contentKind', () => {
  it('knows images and pdf by their bytes whatever the name says', () => {
    expect(contentKind(bytes([0x89], 'PNG\r\n', [0x1a, 0x0a, 0]), 'a.pdf', false)?.mime).toBe('image/png');
    expect(contentKind(bytes([0xff, 0xd8, 0xff, 0xe0]), 'photo', false)?.mime).toBe('image/jpeg');
    expect(contentKind(bytes('GIF89a..'), 'x.gif', false)?.mime).toBe('image/gif');
    expect(contentKind(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'x.webp', false)?.mime).toBe('image/webp');
    expect(contentKind(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '), 'x.webp', false)).toBeNull();
    expect(contentKind(bytes('%PDF-1.7\n'), 'scan.png', false)).toEqual({
      mime: 'application/pdf',
      extension: 'pdf',
    });
  });

  it('refuses script-capable and unknown content', () => {
    expect(contentKind(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg', false)).toBeNull();
    expect(contentKind(bytes('<html><script>alert(1)</script>'), 'a.png', true)).toBeNull();
    expect(contentKind(bytes(''), 'empty.pdf', false)).toBeNull();
  });

  it('takes spreadsheets only for bulk upload', () => {
    const zip = bytes('PK', [3, 4, 20, 0]);
    expect(contentKind(zip, 'staff.xlsx', false)).toBeNull();
    expect(contentKind(zip, 'staff.xlsx', true)?.extension).toBe('xlsx');
    expect(contentKind(zip, 'staff.zip', true)).toBeNull();
    const text = bytes('code,name\r\nE1,अनिल\n');
    expect(contentKind(text, 'staff.csv', false)).toBeNull();
    expect(contentKind(text, 'staff.csv', true)?.mime).toBe('text/csv');
    expect(contentKind(bytes('code', [0], 'x'), 'staff.csv', true)).toBeNull();
    expect(contentKind(bytes([0xc3, 0x28]), 'staff.csv', true)).toBeNull();
  });
});
