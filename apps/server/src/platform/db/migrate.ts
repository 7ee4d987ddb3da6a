import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import * as core from './migrations/001_core.js';
import * as otp from './migrations/002_otp.js';
import * as punches from './migrations/003_punches.js';
import * as attendanceDayIndex from './migrations/004_attendance_day_index.js';
import * as attendanceSettings from './migrations/006_attendance_settings.js';
import * as writeReplies from './migrations/008_write_replies.js';
import * as workflows from './migrations/010_workflows.js';
import * as payroll from './migrations/011_payroll.js';
import * as devicePush from './migrations/012_device_push.js';
import * as payslipTemplate from './migrations/013_payslip_template.js';
import * as leaveOverlap from './migrations/014_leave_overlap.js';
import * as leaveSummary from './migrations/015_leave_summary.js';
import * as reports from './migrations/016_reports.js';
import * as invoices from './migrations/017_invoices.js';
import * as leaveNamesFollow from './migrations/018_leave_names_follow.js';
import * as bulkUploadRows from './migrations/019_bulk_upload_rows.js';
import * as uniqueCodes from './migrations/020_unique_codes.js';
import * as registerTemplates from './migrations/021_register_templates.js';
import * as musterRollTimes from './migrations/022_muster_roll_times.js';
import * as payrollToTheRupee from './migrations/050_payroll_to_the_rupee.js';
import * as overtimeDayDivisor from './migrations/051_overtime_day_divisor.js';
import * as invoicesIssued from './migrations/055_invoices_issued.js';
import * as gstReverseCharge from './migrations/056_gst_reverse_charge.js';
import * as tdsRates from './migrations/057_tds_rates.js';
import * as monthClose from './migrations/060_month_close.js';
import * as storageFingerprint from './migrations/065_storage_fingerprint.js';
import * as invoiceNotes from './migrations/070_invoice_notes.js';
import * as incomeTax from './migrations/075_income_tax.js';
import * as gratuityBonusRates from './migrations/076_gratuity_bonus_rates.js';
import * as incomeTaxSalaryDeductions from './migrations/077_income_tax_salary_deductions.js';
import * as taxRegimesFolder from './migrations/078_tax_regimes_folder.js';
import * as complianceRules from './migrations/080_compliance_rules.js';
import * as phonePunches from './migrations/085_phone_punches.js';
import * as masterNamesLoctext from './migrations/090_master_names_loctext.js';
import * as punchRequests from './migrations/095_punch_requests.js';
import * as auditLog from './migrations/100_audit_log.js';
import * as wagePaymentRules from './migrations/105_wage_payment_rules.js';
import * as registerOfWagesForm from './migrations/110_register_of_wages_form.js';
import * as registerOfWorkmenForm from './migrations/111_register_of_workmen_form.js';
import * as contractFormFields from './migrations/115_contract_form_fields.js';
import * as attendancePolicies from './migrations/135_attendance_policies.js';
import * as settlementRates from './migrations/140_settlement_rates.js';
import * as settlementsWorkflow from './migrations/141_settlements_workflow.js';
import * as invoiceCharge from './migrations/145_invoice_charge.js';
import * as musterRollGrid from './migrations/160_muster_roll_grid.js';
import * as gstB2clLimits from './migrations/165_gst_b2cl_limits.js';
import * as compensatoryOffCredits from './migrations/170_compensatory_off_credits.js';
import * as leavingReasons from './migrations/180_leaving_reasons.js';
import * as sitePhoneRules from './migrations/190_site_phone_rules.js';
import * as businessTimeZone from './migrations/220_business_time_zone.js';
import * as dropEmployeesLeavingReason from './migrations/235_drop_employees_leaving_reason.js';
import * as epfoExitReasons from './migrations/236_epfo_exit_reasons.js';
import * as startVersion from './migrations/254_start_version.js';
import * as statutoryFileDownloads from './migrations/257_statutory_file_downloads.js';
import * as incomeTaxChapterVIALimits from './migrations/258_income_tax_chapter_via_limits.js';
import * as incomeTaxHraShares from './migrations/259_income_tax_hra_shares.js';
import * as taxDeclarationsVerified from './migrations/280_tax_declarations_verified.js';
import * as incomeTax80DParents from './migrations/281_income_tax_80d_parents.js';
import * as incomeTax80CCD2 from './migrations/282_income_tax_80ccd_2.js';
import * as auditChangesByWriter from './migrations/285_audit_changes_by_writer.js';
import * as taxRegimesVerified from './migrations/295_tax_regimes_verified.js';
import * as deviceSerialIndex from './migrations/305_device_serial_index.js';
import * as payslipMinimumWage from './migrations/325_payslip_minimum_wage.js';
import * as holidayNamesLoctext from './migrations/335_holiday_names_loctext.js';
import * as payheadNamesLoctext from './migrations/336_payhead_names_loctext.js';

/**
 * Numbered migrations, applied in name order at start; never edit one that has shipped. Features
 * are built on parallel branches, each with its own block of numbers, so a database may meet a
 * migration numbered below one it already ran: it is applied then too (allowUnorderedMigrations).
 */
const migrations: Record<string, Migration> = {
  '001_core': core,
  '002_otp': otp,
  '003_punches': punches,
  '004_attendance_day_index': attendanceDayIndex,
  '006_attendance_settings': attendanceSettings,
  '008_write_replies': writeReplies,
  '010_workflows': workflows,
  '011_payroll': payroll,
  '012_device_push': devicePush,
  '013_payslip_template': payslipTemplate,
  '014_leave_overlap': leaveOverlap,
  '015_leave_summary': leaveSummary,
  '016_reports': reports,
  '017_invoices': invoices,
  '018_leave_names_follow': leaveNamesFollow,
  '019_bulk_upload_rows': bulkUploadRows,
  '020_unique_codes': uniqueCodes,
  '021_register_templates': registerTemplates,
  '022_muster_roll_times': musterRollTimes,
  '050_payroll_to_the_rupee': payrollToTheRupee,
  '051_overtime_day_divisor': overtimeDayDivisor,
  '055_invoices_issued': invoicesIssued,
  '056_gst_reverse_charge': gstReverseCharge,
  '057_tds_rates': tdsRates,
  '060_month_close': monthClose,
  '065_storage_fingerprint': storageFingerprint,
  '070_invoice_notes': invoiceNotes,
  '075_income_tax': incomeTax,
  '076_gratuity_bonus_rates': gratuityBonusRates,
  '077_income_tax_salary_deductions': incomeTaxSalaryDeductions,
  '078_tax_regimes_folder': taxRegimesFolder,
  '080_compliance_rules': complianceRules,
  '085_phone_punches': phonePunches,
  '090_master_names_loctext': masterNamesLoctext,
  '095_punch_requests': punchRequests,
  '100_audit_log': auditLog,
  '105_wage_payment_rules': wagePaymentRules,
  '110_register_of_wages_form': registerOfWagesForm,
  '111_register_of_workmen_form': registerOfWorkmenForm,
  '115_contract_form_fields': contractFormFields,
  '135_attendance_policies': attendancePolicies,
  '140_settlement_rates': settlementRates,
  '141_settlements_workflow': settlementsWorkflow,
  '145_invoice_charge': invoiceCharge,
  '160_muster_roll_grid': musterRollGrid,
  '165_gst_b2cl_limits': gstB2clLimits,
  '170_compensatory_off_credits': compensatoryOffCredits,
  '180_leaving_reasons': leavingReasons,
  '190_site_phone_rules': sitePhoneRules,
  '220_business_time_zone': businessTimeZone,
  '235_drop_employees_leaving_reason': dropEmployeesLeavingReason,
  '236_epfo_exit_reasons': epfoExitReasons,
  '254_start_version': startVersion,
  '257_statutory_file_downloads': statutoryFileDownloads,
  '258_income_tax_chapter_via_limits': incomeTaxChapterVIALimits,
  '259_income_tax_hra_shares': incomeTaxHraShares,
  '280_tax_declarations_verified': taxDeclarationsVerified,
  '281_income_tax_80d_parents': incomeTax80DParents,
  '282_income_tax_80ccd_2': incomeTax80CCD2,
  '285_audit_changes_by_writer': auditChangesByWriter,
  '295_tax_regimes_verified': taxRegimesVerified,
  '305_device_serial_index': deviceSerialIndex,
  '325_payslip_minimum_wage': payslipMinimumWage,
  '335_holiday_names_loctext': holidayNamesLoctext,
  '336_payhead_names_loctext': payheadNamesLoctext,
};

/** Every migration's name: what a database migrated by this code has applied. */
export const migrationNames = (): string[] => Object.keys(migrations);

/**
 * Whether every migration here is already applied: one read of Kysely's own table, so a start
 * with nothing to migrate skips the migrator, whose table checks read the whole catalogue of
 * the database (a second of every restart on PGlite, issue #35 item 3).
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works below the typed schema
async function allApplied(db: Kysely<any>): Promise<boolean> {
  const table = await sql<{
    ready: boolean;
  }>`select to_regclass('kysely_migration') is not null as ready`.execute(db);
  if (!table.rows[0]?.ready) return false;
  const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const names = new Set(applied.rows.map((row) => row.name));
  return migrationNames().every((name) => names.has(name));
}

// biome-ignore lint/suspicious/noExplicitAny: the migrator works below the typed schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  if (await allApplied(db)) return;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(
      `Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
