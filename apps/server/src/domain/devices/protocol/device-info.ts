/** What a terminal says about itself; each part null when it does not say. */
export interface TerminalInfo {
  firmware: string | null;
  userCount: number | null;
}

const count = (text: string | undefined) => {
  const trimmed = text?.trim() ?? '';
  return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : null;
};
const text = (value: string | undefined) => value?.trim().slice(0, 100) || null;

/**
 * The `INFO` query parameter of a heartbeat (`GET /iclock/getrequest?SN=…&INFO=…`):
 * `firmware,users,fingerprints,records,ip,…`, comma-separated.
 */
export function infoOfHeartbeat(info: string | undefined): TerminalInfo {
  if (!info) return { firmware: null, userCount: null };
  const [firmware, users] = info.split(',');
  return { firmware: text(firmware), userCount: count(users) };
}

/**
 * A terminal's options upload (`POST /iclock/cdata?table=options`, or the INFO reply of
 * newer firmware): `~Key=value` pairs separated by commas or new lines; FirmVer (or
 * FWVersion) and UserCount are read.
 */
export function infoOfOptions(body: string): TerminalInfo {
  const pairs = new Map<string, string>();
  for (const pair of body.split(/[,\r\n]+/)) {
    const equals = pair.indexOf('=');
    if (equals > 0)
      pairs.set(pair.slice(0, equals).trim().replace(/^~/, '').toLowerCase(), pair.slice(equals + 1));
  }
  return {
    firmware: text(pairs.get('firmver') ?? pairs.get('fwversion')),
    userCount: count(pairs.get('usercount')),
  };
}
