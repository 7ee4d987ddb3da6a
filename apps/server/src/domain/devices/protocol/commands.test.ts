import { describe, expect, it } from 'vitest';
import { commandsAnswer, handshakeAnswer, uploadAnswer } from './answers.js';
import { packedTerminalTime, parseCommandReplies, userDeleteCommand, userUpdateCommand } from './commands.js';
import { infoOfHeartbeat, infoOfOptions } from './device-info.js';
import { parseWallClock } from './zoned-time.js';

describe('terminal commands and answers', () => {
  it('packs a clock in 31-day months from 2000, as SET OPTIONS DateTime takes it', () => {
    const at = parseWallClock('2016-09-27 19:28:25');
    if (!at) throw new Error('wall clock');
    // ((16 × 12 + 8) × 31 + 26) × 86400 + 19:28:25
    expect(packedTerminalTime(at)).toBe(((16 * 12 + 8) * 31 + 26) * 86_400 + 19 * 3600 + 28 * 60 + 25);
    expect(packedTerminalTime({ year: 2000, month: 1, day: 1, hour: 0, minute: 0, second: 1 })).toBe(1);
  });

  it('writes user commands with tab-separated fields no value can break', () => {
    expect(userUpdateCommand('emp1', 'Asha Devi')).toBe(
      'DATA UPDATE USERINFO PIN=emp1\tName=Asha Devi\tPri=0',
    );
    expect(userUpdateCommand('x', 'A\tB=C\nD very long name beyond twenty-four')).toBe(
      'DATA UPDATE USERINFO PIN=x\tName=A B C D very long name b\tPri=0',
    );
    expect(userDeleteCommand('SUN0001')).toBe('DATA DELETE USERINFO PIN=SUN0001');
  });

  it('reads command replies, one a line, leaving out lines without an ID or Return', () => {
    expect(
      parseCommandReplies(
        'ID=12&Return=0&CMD=DATA\r\nID=13&Return=-1002&CMD=SET OPTIONS\nID=x&Return=0\nID=14&CMD=INFO\n',
      ),
    ).toEqual([
      { id: '12', returnCode: 0, command: 'DATA' },
      { id: '13', returnCode: -1002, command: 'SET OPTIONS' },
    ]);
  });

  it('answers a handshake with the options, one a line after GET OPTION FROM', () => {
    const text = handshakeAnswer('CQZ7224460246', { attlog: '42', operlog: null }, 330);
    const lines = text.split('\n');
    expect(lines[0]).toBe('GET OPTION FROM: CQZ7224460246');
    expect(lines).toEqual(
      expect.arrayContaining([
        'ATTLOGStamp=42',
        'Stamp=42',
        'OPERLOGStamp=None',
        'OpStamp=None',
        'ErrorDelay=30',
        'Delay=10',
        'TransTimes=00:00;14:05',
        'TransInterval=1',
        'TransFlag=TransData AttLog OpLog EnrollUser ChgUser',
        'TimeZone=330',
        'Realtime=1',
        'Encrypt=None',
      ]),
    );
    expect(handshakeAnswer('X', { attlog: null, operlog: null }, 240)).toContain('\nTimeZone=4\n');
  });

  it('answers uploads with their line count and heartbeats with OK or the commands', () => {
    expect(uploadAnswer(3)).toBe('OK: 3');
    expect(commandsAnswer([])).toBe('OK');
    expect(
      commandsAnswer([
        { id: '7', command: 'INFO' },
        { id: '8', command: 'DATA DELETE USERINFO PIN=1' },
      ]),
    ).toBe('C:7:INFO\nC:8:DATA DELETE USERINFO PIN=1\n');
  });

  it('reads the firmware and user count a terminal reports', () => {
    expect(infoOfHeartbeat('Ver 6.60 Apr 28 2023,12,10,3456,192.168.1.201,10,7,15,0,111')).toEqual({
      firmware: 'Ver 6.60 Apr 28 2023',
      userCount: 12,
    });
    expect(infoOfHeartbeat(undefined)).toEqual({ firmware: null, userCount: null });
    expect(infoOfHeartbeat('Ver 8,many')).toEqual({ firmware: 'Ver 8', userCount: null });
    expect(
      infoOfOptions('~DeviceName=SpeedFace-V5L,MAC=00:17:61,~FirmVer=ZAM180-NF-Ver1.2.9,UserCount=240'),
    ).toEqual({
      firmware: 'ZAM180-NF-Ver1.2.9',
      userCount: 240,
    });
    expect(infoOfOptions('FWVersion=Ver 6.4.1\nUserCount=3\n')).toEqual({
      firmware: 'Ver 6.4.1',
      userCount: 3,
    });
  });
});
