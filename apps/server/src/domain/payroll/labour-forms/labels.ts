import { type DocumentText, inEachLanguage } from '../document/messages.js';

/**
 * The texts Form XIX and Form XIV print (`{{label.days_worked}}`), the forms' own words in
 * English, each language's from the server's document catalogue.
 */
const labourFormTexts = {
  wage_slip: 'Wage slip',
  employment_card: 'Employment card',
  contractor: 'Name and address of contractor',
  establishment: 'Name and address of establishment in/under which contract is carried on',
  principal_employer: 'Name and address of principal employer',
  nature_and_location: 'Nature and location of work',
  workman: "Name and father's/husband's name of the workman",
  for_month: 'For the month of',
  days_worked: 'No. of days worked',
  units_worked: 'No. of units worked in case of piece-rate workers',
  rate_of_wages: 'Rate of wages (monthly)',
  overtime_wages: 'Amount of overtime wages',
  gross_wages: 'Gross wages payable',
  deductions: 'Deductions, if any',
  net_wages: 'Net amount of wages paid',
  time_rated: 'None: the wages are time-rated',
  signature: 'Signature of the contractor or the person authorised by him',
  workman_name: 'Name of the workman',
  register_serial: 'Sl. No. in the register of workmen employed',
  nature_of_employment: 'Nature of employment/designation',
  wage_rate: 'Wage rate (with particulars of unit in case of piece-work)',
  wage_period: 'Wage period',
  tenure: 'Tenure of employment',
  remarks: 'Remarks, if any',
  monthly: 'Monthly',
  per_month: 'a month',
  from: 'from {{day}}',
  not_recorded: 'Not recorded',
  employment_dates: 'no allocation in the month: the dates of employment',
} as const satisfies Record<string, DocumentText>;
export type LabourFormLabel = keyof typeof labourFormTexts;
export const labourFormLabels = inEachLanguage(labourFormTexts);
