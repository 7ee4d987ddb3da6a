import { describe, expect, it } from 'vitest';
import { attlogLine, parseAttlog } from './attlog.js';
import { parseWallClock } from './zoned-time.js';

describe('ATTLOG uploads', () => {
  it('reads tab-separated records with CR LF or LF, blank lines skipped', () => {
    const body = '1001\t2026-03-02 09:02:11\t0\t1\t0\t0\t0\r\n\r\nemp1\t2026-03-02 18:05:00\t1\t15\t7\n';
    expect(parseAttlog(body)).toEqual({
      records: [
        { pin: '1001', at: parseWallClock('2026-03-02 09:02:11'), status: 0, verify: 1, workCode: '0' },
        { pin: 'emp1', at: parseWallClock('2026-03-02 18:05:00'), status: 1, verify: 15, workCode: '7' },
      ],
      malformed: [],
    });
  });

  it('takes a record with its PIN and time alone', () => {
    const { records } = parseAttlog('77\t2026-03-02 09:02:11');
    expect(records).toEqual([
      { pin: '77', at: parseWallClock('2026-03-02 09:02:11'), status: null, verify: null, workCode: null },
    ]);
  });

  it('leaves malformed lines out with their numbers and reasons, keeping the rest', () => {
    const body = [
      'garbage',
      '\t2026-03-02 09:00:00\t0\t1',
      '12\t2026-02-30 09:00:00\t0\t1',
      '12 2026-03-02 09:00:00 0 1',
      `${'9'.repeat(51)}\t2026-03-02 09:00:00`,
      '12\t2026-03-02 09:00:00\tx\ty',
    ].join('\n');
    const parsed = parseAttlog(body);
    expect(parsed.malformed.map(({ line, reason }) => [line, reason])).toEqual([
      [1, 'no time as YYYY-MM-DD HH:MM:SS'],
      [2, 'no PIN'],
      [3, 'no time as YYYY-MM-DD HH:MM:SS'],
      [4, 'no time as YYYY-MM-DD HH:MM:SS'],
      [5, 'PIN longer than 50'],
    ]);
    expect(parsed.records).toEqual([
      { pin: '12', at: parseWallClock('2026-03-02 09:00:00'), status: null, verify: null, workCode: null },
    ]);
  });

  it('writes a line that reads back as the same record', () => {
    const at = parseWallClock('2026-03-02 07:04:09');
    if (!at) throw new Error('wall clock');
    const line = attlogLine('SUN0004', at, 1, 15);
    expect(line).toBe('SUN0004\t2026-03-02 07:04:09\t1\t15\t0\t0\t0');
    expect(parseAttlog(line).records).toEqual([{ pin: 'SUN0004', at, status: 1, verify: 15, workCode: '0' }]);
  });
});
