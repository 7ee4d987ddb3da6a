import { describe, expect, it } from 'vitest';
import { parseIsoInstant } from './dates.js';
import { evaluate } from './evaluate.js';

const run = (source: string, row: object = {}) => evaluate(source, { row });

describe('ISO date strings', () => {
  it('parses dates, date-times, fractions and offsets; no offset means IST outside an evaluation', () => {
    expect(parseIsoInstant('2024-11-05T10:00:00Z')).toBe(Date.UTC(2024, 10, 5, 10));
    expect(parseIsoInstant('2024-11-05T10:00:00.250Z')).toBe(Date.UTC(2024, 10, 5, 10, 0, 0, 250));
    expect(parseIsoInstant('2024-11-05t10:00:00.5z')).toBe(Date.UTC(2024, 10, 5, 10, 0, 0, 500));
    expect(parseIsoInstant('2024-11-05 15:30:00+05:30')).toBe(Date.UTC(2024, 10, 5, 10));
    expect(parseIsoInstant('2024-11-05T02:00-0800')).toBe(Date.UTC(2024, 10, 5, 10));
    expect(parseIsoInstant('2024-11-05T12:00+02')).toBe(Date.UTC(2024, 10, 5, 10));
    expect(parseIsoInstant('2024-11-05T15:30')).toBe(Date.UTC(2024, 10, 5, 10));
    expect(parseIsoInstant('2024-11-05')).toBe(Date.UTC(2024, 10, 4, 18, 30));
    expect(parseIsoInstant('2024-02-29')).toBe(Date.UTC(2024, 1, 28, 18, 30));
  });

  it.each([
    '2024-13-01',
    '2023-02-29',
    '2024-11-31',
    '2024-11-05T24:00',
    '2024-11-05T10:60',
    '2024-11-05T10:00:00+5:30',
    '2024-11-05T10:00:00.Z',
    '2024-11-05X',
    '2024/11/05',
    'tomorrow',
    '',
  ])('refuses %j', (text) => {
    expect(parseIsoInstant(text)).toBeNaN();
  });
});

describe('comparing dates', () => {
  const nov5 = new Date('2024-11-05T10:00:00Z');

  it('compares Dates by instant, with every operator', () => {
    const same = new Date(nov5.getTime());
    const later = new Date(nov5.getTime() + 1);
    const row = { a: nov5, b: same, c: later };
    expect(run('row.a == row.b', row)).toBe(true);
    expect(run('row.a === row.b', row)).toBe(true);
    expect(run('row.a != row.c', row)).toBe(true);
    expect(run('row.a !== row.b', row)).toBe(false);
    expect(run('row.a < row.c && row.c > row.a && row.a <= row.b && row.a >= row.b', row)).toBe(true);
  });

  it('compares a Date with an ISO string or milliseconds by instant', () => {
    const row = { at: nov5 };
    expect(run("row.at == '2024-11-05T15:30:00+05:30'", row)).toBe(true);
    expect(run("row.at === '2024-11-05T10:00:00Z'", row)).toBe(false);
    expect(run("row.at > '2024-11-05'", row)).toBe(true);
    expect(run("row.at < '2024-11-06'", row)).toBe(true);
    expect(run(`row.at == ${nov5.getTime()}`, row)).toBe(true);
    expect(run("row.at > 'not a date'", row)).toBe(false);
    expect(run("row.at < 'not a date'", row)).toBe(false);
    expect(run('row.at > null', row)).toBe(false);
  });

  it('compares two ISO strings by instant, whatever their offsets and forms', () => {
    expect(run("'2024-11-05T10:00:00Z' < '2024-11-05T16:00:00+05:30'")).toBe(true);
    expect(run("'2024-11-05T10:00:00.000Z' <= '2024-11-05T15:30:00+05:30'")).toBe(true);
    expect(run("'2024-11-05T10:00:00.000Z' >= '2024-11-05T15:30:00+05:30'")).toBe(true);
    expect(run("'2024-11-04T20:00:00Z' >= '2024-11-05'")).toBe(true);
    expect(run("'2024-11-04T18:00:00Z' >= '2024-11-05'")).toBe(false);
    expect(run("'2024-11-05T09:00:00Z' < '2024-11-05T10:00:00Z'")).toBe(true);
    expect(run("'2024-11-05' < '2024-11-06'")).toBe(true);
  });

  it('compares strings that are not both dates as text', () => {
    expect(run("'2024-11-05' < 'x'")).toBe(true);
    expect(run("'2024-13-05' > '2024-12-05'")).toBe(true);
    expect(run("'b' > 'a'")).toBe(true);
  });

  it('adds and subtracts Dates as milliseconds, and joins them to text as ISO strings', () => {
    const row = { from: new Date('2024-11-05T00:00:00Z'), to: new Date('2024-11-06T00:00:00Z') };
    expect(run('row.to - row.from', row)).toBe(86_400_000);
    expect(run('row.from + 1', row)).toBe(row.from.getTime() + 1);
    expect(run("'at ' + row.from", row)).toBe('at 2024-11-05T00:00:00.000Z');
    expect(run("row.from + '!'", row)).toBe('2024-11-05T00:00:00.000Z!');
  });

  it('equates objects only with themselves (no valueOf runs)', () => {
    let called = false;
    const sneaky = {
      valueOf: () => {
        called = true;
        return 1;
      },
    };
    expect(run('row.x == 1', { x: sneaky })).toBe(false);
    expect(called).toBe(false);
  });
});
