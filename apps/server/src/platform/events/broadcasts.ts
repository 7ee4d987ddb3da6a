import { inProcessNotices, type Notices, postgresNotices } from './notices.js';

/**
 * A change the channel tells the other connected clients of a business about, as
 * `{"type":"broadcast","folder":…,"data":…}` (DESIGN §3): today a write to a folder, on which
 * the clients showing its list load it again. `data` must stay small (a NOTIFY payload).
 */
export interface Broadcast {
  partnersId: string;
  folder: string;
  data: unknown;
  /** The connection the change came from, which knows of it already. */
  fromPeer?: string;
}

export type Broadcasts = Notices<Broadcast>;

export const inProcessBroadcasts = (): Broadcasts => inProcessNotices<Broadcast>();

/** Broadcasts cross every server process on one PostgreSQL by LISTEN/NOTIFY. */
export const postgresBroadcasts = (databaseUrl: string): Promise<Broadcasts> =>
  postgresNotices<Broadcast>(databaseUrl, 'muster_broadcasts');
