import { describe, expect, it } from 'vitest';
import { fieldType } from './registry.js';

const read = (type: Parameters<typeof fieldType>[0], text: string, timeZone = 'Asia/Kolkata') => {
  const cell = fieldType(type).cell;
  if (typeof cell !== 'function') throw new Error(`${type} reads no cell text`);
  return cell(text, { timeZone });
};

describe("a spreadsheet cell's text as a wire value (bulk upload)", () => {
  it('reads numbers, yes/no, weekdays, dates and loctext; what is not one stays text for the wire to refuse', () => {
    expect(read('numeric', ' 26 ')).toBe(26);
    expect(read('int', '-3')).toBe(-3);
    expect(read('float', '.5')).toBe(0.5);
    expect(read('numeric', 'twenty')).toBe('twenty');
    expect(fieldType('int').wire.safeParse(read('int', '2.5')).success).toBe(false);
    expect([
      read('boolean', 'Yes'),
      read('boolean', 'false'),
      read('boolean', '1'),
      read('boolean', 'maybe'),
    ]).toEqual([true, false, true, 'maybe']);
    expect([read('dow_type', 'sunday'), read('dow_type', '0'), read('dow_type', 'Funday')]).toEqual([
      6,
      0,
      'Funday',
    ]);
    expect(read('timestamp', '2025-01-15')).toBe('2025-01-14T18:30:00.000Z');
    expect(read('timestamp', '2025-01-15T10:00:00Z')).toBe('2025-01-15T10:00:00Z');
    expect(fieldType('timestamp').wire.safeParse(read('timestamp', 'yesterday')).success).toBe(false);
    expect(read('loctext', 'Asha')).toEqual({ eng: 'Asha' });
    expect(read('text', ' as typed ')).toBe(' as typed ');
  });

  it("reads a bare date as its day's start in the business's zone, not India's", () => {
    expect(read('timestamp', '2025-01-15', 'Asia/Dubai')).toBe('2025-01-14T20:00:00.000Z');
    expect(read('timestamp', '2025-01-15', 'Asia/Kathmandu')).toBe('2025-01-14T18:15:00.000Z');
    expect(read('timestamp', '2025-01-15', 'Europe/London')).toBe('2025-01-15T00:00:00.000Z');
    expect(read('timestamp', '2025-07-15', 'Europe/London')).toBe('2025-07-14T23:00:00.000Z');
    for (const impossible of ['2025-02-30', '2025-13-01'])
      expect(fieldType('timestamp').wire.safeParse(read('timestamp', impossible)).success, impossible).toBe(
        false,
      );
  });

  it('names a picked record for the server to look up; files, details and drawn types are not uploaded', () => {
    expect(fieldType('docpicker').cell).toBe('record');
    for (const type of ['file_upload', 'detail', 'progress', 'password', 'created_by'] as const)
      expect(fieldType(type).cell, type).toBeUndefined();
  });
});
