import type { FolderDefinition } from '@muster/protocol';
import { type RawBuilder, sql } from 'kysely';
import type { Session } from '../../../engine/auth/session.js';
import { listScope, scopeSql } from '../../../engine/scope/index.js';

/**
 * Who may read a phone punch's selfie (issue #36 item 2): those whose attendance scope holds
 * the punch (the employee itself, its reporting officers up the tree, AO, HR and admin of
 * the business, by the attendance folder's policy), over the files table's `alias`. Files
 * that are no selfie are left to the files scope alone.
 */
export function selfieReadableSql(
  attendance: FolderDefinition,
  session: Session,
  target: string | undefined,
): (alias: string) => RawBuilder<boolean> {
  const inScope = scopeSql(listScope(attendance, session.env, target), session.env)('pp');
  return (
    alias,
  ) => sql<boolean>`(not exists (select 1 from phone_punches pp where pp.selfie_files_id = ${sql.id(alias, 'id')})
    or exists (select 1 from phone_punches pp where pp.selfie_files_id = ${sql.id(alias, 'id')} and ${inScope}))`;
}
