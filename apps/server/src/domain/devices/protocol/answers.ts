/** Seconds a terminal waits between heartbeats, and after a failed request. */
export const heartbeatSeconds = 10;
const errorDelaySeconds = 30;

/** The upload stamps the server holds for a terminal; null before its first upload. */
export interface UploadStamps {
  attlog: string | null;
  operlog: string | null;
}

/**
 * The handshake's answer (`GET /iclock/cdata?SN=…&options=all`): the terminal's options,
 * one `Key=value` a line after `GET OPTION FROM: <SN>`. Both stamp spellings are given
 * (ATTLOGStamp for push 2.x firmware, Stamp for older). Uploads are real time (Realtime=1)
 * with a backlog sweep every minute (TransInterval=1), attendance and operation logs and
 * user changes only (TransFlag), no encryption. TimeZone is in hours when the zone is on
 * the hour, else in minutes (330 for India), which firmware reads as minutes above 12.
 */
export function handshakeAnswer(serial: string, stamps: UploadStamps, offsetMinutes: number): string {
  const stamp = (value: string | null) => value ?? 'None';
  const zone = offsetMinutes % 60 === 0 ? offsetMinutes / 60 : offsetMinutes;
  return [
    `GET OPTION FROM: ${serial}`,
    `ATTLOGStamp=${stamp(stamps.attlog)}`,
    `OPERLOGStamp=${stamp(stamps.operlog)}`,
    'ATTPHOTOStamp=None',
    `Stamp=${stamp(stamps.attlog)}`,
    `OpStamp=${stamp(stamps.operlog)}`,
    'PhotoStamp=None',
    `ErrorDelay=${errorDelaySeconds}`,
    `Delay=${heartbeatSeconds}`,
    'TransTimes=00:00;14:05',
    'TransInterval=1',
    'TransFlag=TransData AttLog OpLog EnrollUser ChgUser',
    `TimeZone=${zone}`,
    'Realtime=1',
    'Encrypt=None',
    '',
  ].join('\n');
}

/** The answer to an upload: how many of its lines were read (stored, duplicate or left out). */
export const uploadAnswer = (lines: number): string => `OK: ${lines}`;

/** A heartbeat's answer: `OK` when nothing waits, else one `C:<id>:<command>` a line. */
export function commandsAnswer(commands: readonly { id: string; command: string }[]): string {
  return commands.length ? `${commands.map((entry) => `C:${entry.id}:${entry.command}`).join('\n')}\n` : 'OK';
}
