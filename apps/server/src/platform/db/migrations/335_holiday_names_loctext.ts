import type { Kysely } from 'kysely';
import { namesBecomeLoctext } from './090_master_names_loctext.js';

/**
 * A holiday names itself in every interface language, as the other masters since 090 (the
 * standard: master data is loctext): an employee reading the calendar in Hindi saw 'Diwali'. A
 * deployed database keeps each name as its English text; on a new one the catalogue creates
 * the column as jsonb after the migrations, and nothing is done.
 */
export const loctextHolidayNames = ['holidays'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await namesBecomeLoctext(db, loctextHolidayNames);
}
