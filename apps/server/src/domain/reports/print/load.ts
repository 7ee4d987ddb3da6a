import { sql } from 'kysely';
import type { Session } from '../../../engine/auth/session.js';
import { zoneOfBusiness } from '../../../engine/scope/business-zone.js';
import type { ServerContext } from '../../../engine/server-context.js';
import type { Report } from '../report.js';
import type { PrintedParty, ReportPrintContext } from './view.js';

/** Reports' print templates are the print_templates rows of this folder. */
export const reportTemplatesFolder = 'reports';

/**
 * The text of a print template for reports: the request's `template_id` when it sent one,
 * else the report's own; null for neither (the plain table). A template of another folder
 * (a payslip's) or a deleted one is none.
 */
export async function reportTemplateText(
  server: Pick<ServerContext, 'db'>,
  id: string | null | undefined,
): Promise<string | null> {
  if (!id) return null;
  const found = await sql<{ template: string | null }>`select template from print_templates
    where id = ${id} and folder = ${reportTemplatesFolder} and not deleted`.execute(server.db);
  return found.rows[0]?.template ?? null;
}

/**
 * The user's business and its principal employer as a register's heading names them: a
 * contractor's registers name both; the principal employer's own name it twice, as the
 * Rules' forms do when it employs directly.
 */
export async function printedParties(
  server: Pick<ServerContext, 'db'>,
  session: Session,
): Promise<{ contractor: PrintedParty | null; principalEmployer: PrintedParty | null }> {
  const { partners_id, pe_partners_id } = session.env;
  const found = await sql<{ id: string; name: string | null; address: string }>`select id, name,
      concat_ws(', ', nullif(address, ''), nullif(concat_ws(' ', nullif(city, ''), nullif(pincode, '')), '')) as address
    from partners where id in (${partners_id}, ${pe_partners_id ?? partners_id}) and not deleted`.execute(
    server.db,
  );
  const party = (id: string) => {
    const row = found.rows.find((candidate) => candidate.id === id);
    return row ? { name: row.name ?? '', address: row.address } : null;
  };
  return { contractor: party(partners_id), principalEmployer: party(pe_partners_id ?? partners_id) };
}

/** What printing a report takes besides its rows: its template and the view's context. */
export async function reportPrinting(
  server: Pick<ServerContext, 'db'>,
  session: Session,
  report: Report,
  request: Pick<ReportPrintContext, 'locale' | 'filters'> & { templateId: string | null | undefined },
): Promise<{ template: string | null; context: Omit<ReportPrintContext, 'headers'> }> {
  const template = await reportTemplateText(server, request.templateId ?? report.templateId);
  const parties = await printedParties(server, session);
  // a report lists the user's own business: its filters' days and the printing day are its
  const timeZone = await zoneOfBusiness(server.db, session.env.partners_id);
  return {
    template,
    context: {
      locale: request.locale,
      filters: request.filters,
      printedAt: new Date(),
      timeZone,
      ...parties,
    },
  };
}
