import { z } from 'zod';
import { idSchema } from '../field-types/uuid.js';
import { declareTxn, replyOf } from './declare.js';
import type { DocumentRecord } from './documents.js';

/**
 * Texts of the year's income-tax documents (issue #34 item 2): Form 16 Part B and the
 * quarterly Form 24Q file. Each is the English i18n key the client translates; a refusal
 * naming a value says it after a colon.
 */
export const tdsMessages = {
  invalidRequest: 'Invalid income-tax document request',
  noForm16: 'No approved payslips of the employee in this financial year',
  noTan: "Form 24Q needs the business's TAN",
  noDeductorPan: "Form 24Q needs the business's PAN (its GSTIN)",
  noResponsible: 'Form 24Q needs the person responsible for TDS, with a PAN and a designation',
  noTdsInQuarter: 'No income tax was deducted in this quarter',
  noChallan: 'No TDS challan recorded for the month',
  challanShort: "The month's TDS challans deposit less than its payslips deducted",
  missingPan: 'Left out, no PAN',
  withoutTds: 'Payslips that deducted no TDS, not in the statement',
  form138Quarters:
    "From tax year 2026-27 the quarterly statement is Form 138, which is not written here yet: prepare it with Protean's utility (RPU 1.2)",
  form130:
    'From tax year 2026-27 the salary certificate is Form 130, which TRACES generates: Form 16 here covers years up to 2025-26',
  form138FourthQuarter:
    "Form 138's fourth quarter carries the year's salary details (Annexure II), whose file format is not published yet",
  withoutTdsInYear: 'Employees paid in the year without TDS, not in Annexure II',
  noBirthDay: 'No date of birth, category G (general) taken',
} as const;

/**
 * The last financial year of the Income-tax Act 1961's forms (2025-26): from 1 April 2026 the
 * Income-tax Act 2025 and its Rules 2026 make Form 130 the certificate (r. 215) and Form 138 the
 * quarterly statement (r. 219) in place of Form 16 and Form 24Q (payroll README).
 */
export const lastIncomeTaxAct1961Year = 2025;

/** A financial year by the calendar year its 1 April falls in (2025 is 2025-26). */
export const financialYearSchema = z.number().int().min(2024).max(2100);

/**
 * `txn_payslips_get_form16`: Form 16 Part B of one employee for a financial year, as HTML in a
 * language or its PDF. No employee is the user's own; HR and admin name one of their business.
 */
export const payslipsGetForm16Txn = declareTxn({
  name: 'txn_payslips_get_form16',
  screen: 'form-16',
  folder: 'payslips',
  op: 'R',
  params: z
    .object({
      employees_id: idSchema.optional(),
      financial_year: financialYearSchema,
      language: z.enum(['eng', 'fr', 'hin', 'ben']).default('eng'),
      format: z.enum(['html', 'pdf']).default('html'),
    })
    .strict(),
  refusal: tdsMessages.invalidRequest,
  reply: replyOf<DocumentRecord>(),
});

/**
 * `txn_payslips_form_24q`: the quarterly statement of TDS on salary (Form 24Q, Annexure I) as
 * the text file the Return Preparation Utility and File Validation Utility import.
 */
export const payslipsForm24qTxn = declareTxn({
  name: 'txn_payslips_form_24q',
  folder: 'payslips',
  op: 'R',
  params: z
    .object({
      financial_year: financialYearSchema,
      quarter: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    })
    .strict(),
  refusal: tdsMessages.invalidRequest,
  reply: replyOf<{
    fileName: string;
    text: string;
    encoding: 'text';
    rows: number;
    missing: string[];
  }>(),
});

/**
 * The refusals of an employee's income-tax regime for a year (folder `tax_regimes`, payroll
 * README "The regime chosen by the employee"): CBDT Circular 04/2023 of 5 April 2023 has the
 * employee intimate the regime to the employer once for the year (s. 115BAC(1A): the new regime
 * without one), and the intimation cannot be modified during the year for TDS. The English text
 * is the key; `{{year}}` is the year as `2026-27`.
 */
export const taxRegimeMessages = {
  deductedUnderNew:
    'The tax regime for {{year}} can no longer be changed: payslips of the year have deducted TDS under the new regime',
  deductedUnderOld:
    'The tax regime for {{year}} can no longer be changed: payslips of the year have deducted TDS under the old regime',
  alreadyChosen:
    'A tax regime for {{year}} is already recorded for this employee: change that record instead',
} as const;

/** The regime refusals in French, Hindi and Bengali (protocol's catalogue): the screens and the server's texts share them. */
export const taxRegimeMessageTranslations = {
  [taxRegimeMessages.deductedUnderNew]: {
    fr: "Le régime fiscal de {{year}} ne peut plus être modifié : des bulletins de l'exercice ont retenu l'impôt selon le nouveau régime",
    hin: '{{year}} की कर व्यवस्था अब नहीं बदली जा सकती: वर्ष की वेतन पर्चियों में नई कर व्यवस्था के अनुसार टीडीएस काटा जा चुका है',
    ben: '{{year}}-এর কর ব্যবস্থা আর বদলানো যাবে না: বছরের বেতন স্লিপে নতুন কর ব্যবস্থা অনুযায়ী টিডিএস কাটা হয়ে গেছে',
  },
  [taxRegimeMessages.deductedUnderOld]: {
    fr: "Le régime fiscal de {{year}} ne peut plus être modifié : des bulletins de l'exercice ont retenu l'impôt selon l'ancien régime",
    hin: '{{year}} की कर व्यवस्था अब नहीं बदली जा सकती: वर्ष की वेतन पर्चियों में पुरानी कर व्यवस्था के अनुसार टीडीएस काटा जा चुका है',
    ben: '{{year}}-এর কর ব্যবস্থা আর বদলানো যাবে না: বছরের বেতন স্লিপে পুরনো কর ব্যবস্থা অনুযায়ী টিডিএস কাটা হয়ে গেছে',
  },
  [taxRegimeMessages.alreadyChosen]: {
    fr: 'Un régime fiscal pour {{year}} est déjà enregistré pour cet employé : modifiez plutôt cet enregistrement',
    hin: 'इस कर्मचारी के लिए {{year}} की कर व्यवस्था पहले से दर्ज है: उसी रिकॉर्ड को बदलें',
    ben: 'এই কর্মচারীর জন্য {{year}}-এর কর ব্যবস্থা আগেই নথিভুক্ত আছে: সেই রেকর্ডটিই বদলান',
  },
} as const;
