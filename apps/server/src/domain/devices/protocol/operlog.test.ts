import { describe, expect, it } from 'vitest';
import { parseOperlog } from './operlog.js';

describe('OPERLOG uploads', () => {
  it('reads users, counts operations and templates, and never keeps passwords or cards', () => {
    const body = [
      'OPLOG 4\t0\t2026-03-02 09:00:00\t0\t0\t0\t0',
      'USER PIN=emp1\tName=Emp One\tPri=0\tPasswd=1234\tCard=[0000AB12]\tGrp=1\tTZ=0000000100000000',
      'USER PIN=900\tName=Gate Admin\tPri=14\tPasswd=\tCard=\tGrp=1',
      'FP PIN=emp1\tFID=6\tSize=1184\tValid=1\tTMP=ocosgoulTUEx',
      'BIOPHOTO PIN=emp1\tFileName=emp1.jpg\tSize=10\tContent=AAAA',
      'USER Name=No Pin\tPri=0',
      'RTLOG something',
    ].join('\r\n');
    const parsed = parseOperlog(body);
    expect(parsed.records).toEqual([
      { pin: 'emp1', name: 'Emp One', privilege: 0 },
      { pin: '900', name: 'Gate Admin', privilege: 14 },
    ]);
    expect(JSON.stringify(parsed.records)).not.toMatch(/1234|AB12/);
    expect(parsed.operations).toBe(1);
    expect(parsed.biometrics).toBe(2);
    expect(parsed.malformed.map((entry) => [entry.line, entry.reason])).toEqual([
      [6, 'no PIN'],
      [7, 'not an OPLOG, USER or biometric line'],
    ]);
  });
});
