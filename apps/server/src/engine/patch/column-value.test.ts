import { type FieldDefinition, fieldType } from '@muster/protocol';
import { describe, expect, it, vi } from 'vitest';
import { columnValue } from './column-value.js';

const label = { eng: 'x', fr: 'x', hin: 'x', ben: 'x' };
const field = (type: string, extra: Partial<FieldDefinition> = {}) =>
  ({ name: 'f', type, label, ...extra }) as FieldDefinition;
const id = '6f1c2a8e-3b4d-4c5e-9f60-718293a4b5c6';

describe('columnValue', () => {
  it('refuses a statutory identifier its field names when it breaks the format, saying which rule', () => {
    expect(columnValue(field('text', { identifier: 'uan' }), '10012345678')).toEqual({
      ok: false,
      message: 'UAN must be 12 digits',
    });
    expect(columnValue(field('text', { identifier: 'gstin' }), '27AAPFU0939F1ZW')).toEqual({
      ok: false,
      message: "GSTIN's last character does not match its check digit",
    });
    expect(columnValue(field('text', { identifier: 'gstin' }), '27AAPFU0939F1ZV')).toEqual({
      ok: true,
      value: '27AAPFU0939F1ZV',
    });
  });

  it("refuses a business's time zone that is not one of the listed zones", () => {
    const zone = field('text', { identifier: 'time_zone' });
    expect(columnValue(zone, 'Asia/Kathmandu')).toEqual({ ok: true, value: 'Asia/Kathmandu' });
    expect(columnValue(zone, 'Asia/Calcutta')).toEqual({
      ok: false,
      message: 'Time zone must be one of the listed zones (such as Asia/Kolkata)',
    });
  });

  it('turns ranges into range literals, a night shift past midnight', () => {
    expect(columnValue(field('tsrange'), ['2026-11-01T00:00:00+05:30', '2026-11-03T00:00:00Z'])).toEqual({
      ok: true,
      value: '["2026-10-31T18:30:00.000Z","2026-11-03T00:00:00.000Z")',
    });
    expect(columnValue(field('tsrange'), ['2026-11-01T00:00:00Z', null])).toEqual({
      ok: true,
      value: '["2026-11-01T00:00:00.000Z",)',
    });
    expect(columnValue(field('shift_range'), [1320, 360])).toEqual({ ok: true, value: '[1320,1800)' });
    expect(columnValue(field('interval'), [60, 90])).toEqual({ ok: true, value: '[60,90)' });
  });

  it('keeps the ids of references, one or many', () => {
    expect(columnValue(field('docpicker'), [{ id, name: 'x' }])).toEqual({ ok: true, value: id });
    expect(columnValue(field('docpicker'), id)).toEqual({ ok: true, value: id });
    expect(columnValue(field('docpicker', { is_multiple: true }), [{ id }, { id }])).toEqual({
      ok: true,
      value: [id],
    });
    expect(columnValue(field('docpicker'), [{ id }, { id: id.replace('6f', '7f') }])).toMatchObject({
      ok: false,
    });
    expect(columnValue(field('docpicker'), [{ id: "x'; drop table employees; --" }])).toMatchObject({
      ok: false,
    });
  });

  it('refuses a wrong value with what its type expects, or what its refinement says', () => {
    expect(columnValue(field('int'), 2.5)).toEqual({ ok: false, message: 'must be a whole number' });
    expect(columnValue(field('numeric'), '12')).toEqual({ ok: false, message: 'must be a number' });
    expect(columnValue(field('shift_range'), [1500, 1600])).toEqual({
      ok: false,
      message: 'must be [start, end] minutes of the day, the end at most a day after the start',
    });
    expect(columnValue(field('tsrange'), ['2026-11-03T00:00:00Z', '2026-11-01T00:00:00Z'])).toEqual({
      ok: false,
      message: 'range must end after it starts',
    });
  });

  it('checks values with the wire schema of their type', () => {
    expect(columnValue(field('int'), 2.5)).toMatchObject({ ok: false });
    expect(columnValue(field('numeric'), '12')).toMatchObject({ ok: false });
    expect(columnValue(field('timestamp'), 'yesterday')).toMatchObject({ ok: false });
    expect(columnValue(field('loctext'), { eng: 'a', de: 'b' })).toMatchObject({ ok: false });
    expect(columnValue(field('dow_type'), 7)).toMatchObject({ ok: false });
    expect(columnValue(field('boolean'), 'true')).toMatchObject({ ok: false });
    expect(columnValue(field('loctext'), { eng: 'Mandi' })).toEqual({ ok: true, value: { eng: 'Mandi' } });
  });

  it('treats empty text as no value and keeps SQL-looking text as plain text', () => {
    expect(columnValue(field('text'), '   ')).toEqual({ ok: true, value: null });
    expect(columnValue(field('text'), "'); drop table leaves; --")).toEqual({
      ok: true,
      value: "'); drop table leaves; --",
    });
  });

  it('holds passwords to the password rule', () => {
    expect(columnValue(field('password'), 'weak')).toMatchObject({ ok: false });
    expect(columnValue(field('password'), 'Strong@1')).toEqual({ ok: true, value: 'Strong@1' });
  });

  it("checks a field's plain value by its type once, however many rows repeat it (issue #35 item 5)", () => {
    const hours = field('numeric', { name: 'working_hours' });
    const parse = vi.spyOn(fieldType('numeric').wire, 'safeParse');
    try {
      for (let row = 0; row < 1000; row += 1) expect(columnValue(hours, 8)).toEqual({ ok: true, value: 8 });
      expect(columnValue(hours, 'eight')).toMatchObject({ ok: false });
      expect(parse).toHaveBeenCalledTimes(2);
      // a reference is checked each time: its object may change between calls
      const reference = field('docpicker');
      const value = [{ id }];
      expect(columnValue(reference, value)).toEqual({ ok: true, value: id });
      value[0] = { id: 'not an id' };
      expect(columnValue(reference, value)).toMatchObject({ ok: false });
    } finally {
      parse.mockRestore();
    }
  });

  it('answers alike after a column of distinct values has filled and emptied its remembered answers', () => {
    const code = field('text', { name: 'code' });
    for (let row = 0; row < 600; row += 1)
      expect(columnValue(code, `BU${row}`)).toEqual({ ok: true, value: `BU${row}` });
    expect(columnValue(code, '   ')).toEqual({ ok: true, value: null });
    expect(columnValue(code, 'BU1')).toEqual({ ok: true, value: 'BU1' });
  });
});
