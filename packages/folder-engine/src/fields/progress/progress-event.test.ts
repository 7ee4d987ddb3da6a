import { describe, expect, it } from 'vitest';
import { percentOf, progressFromEvent, recordProgress } from './progress-event';

describe('percentOf', () => {
  it("reads 'n/m' as a percent", () => {
    expect(percentOf('3/120')).toBe(2.5);
    expect(percentOf('0/7')).toBe(0);
    expect(percentOf('120/120')).toBe(100);
    expect(percentOf(' 1 / 4 ')).toBe(25);
  });

  it('ignores anything else', () => {
    for (const text of ['', '3', '3/', '/3', '3/0', '5/4', '-1/4', '1.5/4', '1/4/5', 'a/b', '25%'])
      expect(percentOf(text), text).toBeNull();
    for (const value of [undefined, null, 3, ['1', '2'], { n: 1 }]) expect(percentOf(value)).toBeNull();
  });
});

describe('progressFromEvent', () => {
  it('takes the count before the stage', () => {
    expect(progressFromEvent({ stage: '1/3', count: '30/120' })).toBe(25);
  });

  it('falls back to the stage when the count is missing or malformed', () => {
    expect(progressFromEvent({ stage: '1/4' })).toBe(25);
    expect(progressFromEvent({ stage: '1/4', count: 'many' })).toBe(25);
  });

  it('reports nothing for an event with neither', () => {
    expect(progressFromEvent({ stage: 'parsing', count: null, error: 'bad row' })).toBeNull();
    expect(progressFromEvent('3/120')).toBeNull();
    expect(progressFromEvent(null)).toBeNull();
  });
});

describe('recordProgress', () => {
  it("reads a broadcast about the record, 'processed' included", () => {
    expect(recordProgress({ id: 'u1', stage: '3/120', count: '3/120' }, 'u1')).toEqual({
      percent: 2.5,
      processed: false,
    });
    expect(recordProgress({ id: 'u1', processed: true }, 'u1')).toEqual({ percent: null, processed: true });
  });

  it('ignores other records and broadcasts that say nothing of progress', () => {
    expect(recordProgress({ id: 'u2', count: '3/120' }, 'u1')).toBeNull();
    expect(recordProgress({ id: 'u1', name: 'renamed' }, 'u1')).toBeNull();
    expect(recordProgress({ id: 'u1', count: 'oops', processed: false }, 'u1')).toBeNull();
    expect(recordProgress(['u1'], 'u1')).toBeNull();
  });
});
