import { type Kysely, sql } from 'kysely';
import { registerTemplates, registerTemplateText } from '../migration-data/report-templates.js';

/**
 * The statutory registers print with their forms' heading (issue #17 item 5): a print
 * template per register, named by the report unless a deployment already gave it one. The
 * text is this migration's day's: later changes do not rewrite a template an admin edited.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const register of registerTemplates) {
    await sql`insert into print_templates (code, name, folder, template)
      select ${register.code}, ${register.name}, 'reports', ${registerTemplateText(register)}
      where not exists (select 1 from print_templates where code = ${register.code} and not deleted)`.execute(
      db,
    );
    await sql`update reports set templates_id = (
        select id from print_templates where code = ${register.code} and not deleted order by creation_date limit 1)
      where name = ${register.report} and not deleted and templates_id is null`.execute(db);
  }
}
