import type { PayrollMonth } from '@muster/payroll-rules';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';

/**
 * Which statutory file of a month was downloaded, and from which payslips (issue #32 item 1,
 * the month-close steps 'EPF ECR file not downloaded' and 'ESI file not downloaded'). The
 * files are built on request and never kept (`txn/payslips/statutory-file.ts`), so building
 * one records the business, the month, the kind and a digest of the approved payslips it
 * was built from. A business's file of a month is downloaded when a download's digest is the
 * digest of its approved payslips now: approving another payslip, sending one back or
 * regenerating one after a reopen changes the digest, and the file must be downloaded again.
 */
export type StatutoryFileKind = 'epf_ecr' | 'esi';

/** The digest of a group of approved payslips (alias `p`): their ids and their pay, in id order. */
const payslipsDigestSql = sql<string>`md5(string_agg(p.id::text || ':' || coalesce(p.aggregate_pay_details::text, '')
  || ':' || coalesce(p.itemized_pay_details::text, ''), ',' order by p.id))`;

/**
 * Whether a payslip (alias `p`) is in the kind's file: an EPF deduction puts it in the ECR
 * (`ecrMembers`), ESI coverage in the ESI sheet (`esiUploadRows`). A business whose payslips
 * are in neither has no such file to download.
 */
const inFileSql: Record<StatutoryFileKind, RawBuilder<boolean>> = {
  epf_ecr: sql<boolean>`exists (select 1 from jsonb_array_elements(
      case jsonb_typeof(p.itemized_pay_details) when 'array' then p.itemized_pay_details else '[]'::jsonb end) line
    where line->>'code' = 'EPF_EE' and coalesce((line->>'amount')::numeric, 0) > 0)`,
  esi: sql<boolean>`coalesce((p.aggregate_pay_details->>'esi_covered')::boolean, false)`,
};

/** A row's payroll month (alias `table`) is the month: by range, as the month-close counts read payslips. */
const inMonthSql = (table: string, month: PayrollMonth) =>
  sql<boolean>`${sql.ref(`${table}.payroll_month`)} >= ${month.start} and ${sql.ref(`${table}.payroll_month`)} < ${month.end}`;

/** Records the download of the kind's file of a month, for each business of the payslips in scope. */
export async function recordStatutoryDownload(
  db: Kysely<Database>,
  download: { kind: StatutoryFileKind; month: PayrollMonth; inScope: RawBuilder<boolean>; by: string },
): Promise<void> {
  await sql`insert into statutory_file_downloads (partners_id, payroll_month, kind, payslips_digest, done_by)
    select p.partners_id, ${download.month.start}, ${download.kind}, ${payslipsDigestSql}, ${download.by}
    from payslips p
    where not p.deleted and p.status = 'approved' and p.payroll_month = ${download.month.start} and ${download.inScope}
    group by p.partners_id`.execute(db);
}

/**
 * Per business of `partnerIds`: 1 when the kind's file of the month has payslips to carry and
 * was not downloaded from the approved payslips as they are now, else 0 (the month-close
 * counts' `load/step-counts.ts` joins it by `partners_id`).
 */
export function notDownloadedSql(partnerIds: readonly string[], month: PayrollMonth) {
  const downloaded = (kind: StatutoryFileKind) => sql`exists (select 1 from statutory_file_downloads f
    where f.partners_id = d.partners_id and f.kind = ${kind} and ${inMonthSql('f', month)}
      and f.payslips_digest = d.digest)`;
  return sql`select d.partners_id,
      (d.epf and not ${downloaded('epf_ecr')})::int as ecr,
      (d.esi and not ${downloaded('esi')})::int as esi
    from (select p.partners_id, bool_or(${inFileSql.epf_ecr}) as epf, bool_or(${inFileSql.esi}) as esi,
        ${payslipsDigestSql} as digest
      from payslips p
      where p.partners_id = any(${partnerIds}::uuid[]) and not p.deleted and p.status = 'approved'
        and ${inMonthSql('p', month)}
      group by p.partners_id) d`;
}
