import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { inProcessNotices, type Notices, postgresNotices } from './notices.js';

/** Which sessions ended: one key (logout) or every session of an employee (password recovery). */
export type SessionsEnded = { keyHash: string } | { employeesId: string };

/** Ended sessions as notices (notices.ts), for every instance's session cache. */
export interface SessionEvents {
  /** While false a cache of sessions must not be trusted (Notices.live). */
  readonly live: boolean;
  /** Announces ended sessions through `executor` (Notices.publish). */
  publish(executor: Kysely<Database>, ended: SessionsEnded): Promise<{ delivered: Promise<void> }>;
  /** Every notice, this instance's own included; `onLiveChange` when `live` flips. */
  subscribe(listener: { onEnded(ended: SessionsEnded): void; onLiveChange(live: boolean): void }): void;
  close(): Promise<void>;
}

const channelName = 'muster_sessions_ended';

export const inProcessSessionEvents = (): SessionEvents => sessionEventsOver(inProcessNotices());

export const postgresSessionEvents = async (databaseUrl: string): Promise<SessionEvents> =>
  sessionEventsOver(await postgresNotices(databaseUrl, channelName));

function sessionEventsOver(notices: Notices<SessionsEnded>): SessionEvents {
  return {
    get live() {
      return notices.live;
    },
    publish: (executor, ended) => notices.publish(executor, ended),
    subscribe: ({ onEnded, onLiveChange }) => notices.subscribe({ onNotice: onEnded, onLiveChange }),
    close: () => notices.close(),
  };
}
