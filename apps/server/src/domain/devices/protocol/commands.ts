import type { WallClock } from './zoned-time.js';

/**
 * A terminal's clock as `SET OPTIONS DateTime=` takes it: seconds in a calendar of
 * 31-day months and 12-month years counted from 2000, not a Unix time.
 */
export function packedTerminalTime(wall: WallClock): number {
  const days = ((wall.year - 2000) * 12 + (wall.month - 1)) * 31 + (wall.day - 1);
  return days * 86_400 + wall.hour * 3600 + wall.minute * 60 + wall.second;
}

/** Sets the terminal's clock to a local time. */
export const setTimeCommand = (wall: WallClock): string => `SET OPTIONS DateTime=${packedTerminalTime(wall)}`;

// A tab, new line or `=` inside a value would end the field or the command early.
const field = (value: string, length: number) =>
  value
    .replace(/[\t\r\n=]+/g, ' ')
    .trim()
    .slice(0, length);

/** Adds or updates a user on the terminal: an ordinary user (Pri=0), no password or card. */
export const userUpdateCommand = (pin: string, name: string): string =>
  `DATA UPDATE USERINFO PIN=${field(pin, 50)}\tName=${field(name, 24)}\tPri=0`;

/** Removes a user (and its templates) from the terminal. */
export const userDeleteCommand = (pin: string): string => `DATA DELETE USERINFO PIN=${field(pin, 50)}`;

/** A terminal's reply to one command (`POST /iclock/devicecmd`): 0 done, negative refused. */
export interface CommandReply {
  id: string;
  returnCode: number;
  command: string;
}

/**
 * The replies of a devicecmd upload: `ID=…&Return=…&CMD=…`, one a line. Lines without a
 * numeric ID or Return are left out.
 */
export function parseCommandReplies(body: string): CommandReply[] {
  return body.split(/\r?\n/).flatMap((line) => {
    const pairs = new URLSearchParams(line.trim());
    const id = pairs.get('ID') ?? '';
    const returnCode = Number(pairs.get('Return'));
    if (!/^\d{1,18}$/.test(id) || pairs.get('Return') === null || !Number.isInteger(returnCode)) return [];
    return [{ id, returnCode, command: (pairs.get('CMD') ?? '').slice(0, 100) }];
  });
}
