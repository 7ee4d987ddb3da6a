import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import { userDeleteCommand, userUpdateCommand } from '../protocol/commands.js';
import type { TerminalUser } from '../protocol/operlog.js';
import type { QueuedCommand } from './command-queue.js';
import type { Terminal } from './terminal.js';

/** Keeps the users a terminal reported (the latest report of a PIN wins). */
export async function keepTerminalUsers(
  db: Kysely<Database>,
  devicesId: string,
  users: readonly TerminalUser[],
) {
  if (!users.length) return;
  const latest = new Map(users.map((user) => [user.pin, user]));
  const kept = [...latest.values()];
  await sql`insert into device_users (devices_id, pin, name, privilege)
    select ${devicesId}, reported.pin, reported.name, reported.privilege
    from unnest(${kept.map((user) => user.pin)}::text[], ${kept.map((user) => user.name)}::text[],
      ${kept.map((user) => user.privilege)}::integer[]) as reported (pin, name, privilege)
    on conflict (devices_id, pin) do update
      set name = excluded.name, privilege = excluded.privilege, reported_at = now()`.execute(db);
}

/**
 * Clear and reload: the terminal's users become the employees of its business working at
 * its site (not deleted, not left), PIN their code, name their English name. Users the
 * terminal reported that are not among them are deleted first; its administrators
 * (privilege above 0) stay, so nobody is locked out of the terminal's menu.
 */
export async function reloadUsersCommands(
  db: Kysely<Database>,
  terminal: Terminal,
): Promise<QueuedCommand[]> {
  const employees = await sql<{ code: string; name: string }>`
    select e.code, trim(concat_ws(' ', p.first_name->>'eng', p.last_name->>'eng')) as name
    from employees e left join persons p on p.id = e.persons_id
    where e.partners_id = ${terminal.partnersId} and not e.deleted
      and (e.leaving_date is null or e.leaving_date > now())
      and (${terminal.sitesId}::uuid is null or e.sites_id = ${terminal.sitesId}::uuid)
    order by e.code`.execute(db);
  const reported = await sql<{ pin: string }>`select pin from device_users
    where devices_id = ${terminal.id} and privilege = 0 order by pin`.execute(db);
  const codes = new Set(employees.rows.map((row) => row.code.toLowerCase()));
  return [
    ...reported.rows
      .filter((user) => !codes.has(user.pin.toLowerCase()))
      .map((user) => ({ kind: 'data' as const, command: userDeleteCommand(user.pin) })),
    ...employees.rows.map((row) => ({
      kind: 'data' as const,
      command: userUpdateCommand(row.code, row.name),
    })),
  ];
}
