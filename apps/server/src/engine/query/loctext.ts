import type { Locale } from '@muster/protocol';
import { type RawBuilder, sql } from 'kysely';

/**
 * A stored loctext (jsonb) as the text of `locale`, else its English text: SQL's
 * `pickLocale`, for the hand-written queries that write a master's name into text (an
 * invoice line's designation, site and shift) where the list engine's formatter does not run.
 */
export function loctextSql(column: string, locale: Locale): RawBuilder<string | null> {
  const value = sql.ref(column);
  return sql<
    string | null
  >`coalesce(nullif(${value} ->> ${sql.lit(locale)}, ''), nullif(${value} ->> 'eng', ''))`;
}
