import type { Txn } from '@muster/protocol';
import { sql } from 'kysely';
import { findTerminal, type TerminalLookup } from '../../domain/devices/store/terminal.js';
import type { Session } from '../../engine/auth/session.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { listScope, scopeSql } from '../../engine/scope/index.js';
import type { ServerContext } from '../../engine/server-context.js';
import { TxnError } from '../../platform/refusal.js';

export const deviceRowMessages = {
  /** The device is not there, deleted, or another business's: nothing to act on. */
  unknownDevice: 'No such device',
} as const;

/**
 * The devices row a device action names, after the catalogue's permission, within the
 * caller's scope of the folder (a provider admin may act for a contractor's device).
 */
export async function scopedDevice(
  server: ServerContext,
  session: Session,
  txn: Txn,
  name: string,
  id: string,
): Promise<{ id: string; serial_number: string | null; partners_id: string }> {
  const { definition } = permittedTxn(server, session, 'devices', name);
  const scope = listScope(definition, session.env, txn.target_swhandle);
  const device = (
    await sql<{ id: string; serial_number: string | null; partners_id: string }>`
      select d.id, d.serial_number, d.partners_id from devices d
      where d.id = ${id} and not d.deleted and d.partners_id is not null
        and ${scopeSql(scope, session.env)('d')}`.execute(server.db)
  ).rows[0];
  if (!device) throw new TxnError(deviceRowMessages.unknownDevice);
  return device;
}

/** The push terminal of a device row, for queueing its commands: refused as the endpoints refuse it. */
export async function scopedTerminal(
  server: ServerContext,
  session: Session,
  txn: Txn,
  name: string,
  id: string,
): Promise<Extract<TerminalLookup, { ok: true }>['terminal']> {
  const device = await scopedDevice(server, session, txn, name, id);
  const found = device.serial_number ? await findTerminal(server.db, device.serial_number) : null;
  if (!found?.ok || found.terminal.id !== device.id) throw new TxnError(deviceRowMessages.unknownDevice);
  return found.terminal;
}
