/**
 * Form 24Q: the quarterly statement of TDS on salary as the text file the Return Preparation
 * Utility and File Validation Utility of NSDL/Protean import (payroll README "Form 24Q"; the
 * field list and its sources are there): Annexure I each quarter, Annexure II (the year's
 * salary details) in the fourth. Pure: amounts in paise, days `YYYY-MM-DD`; the file's amounts
 * are rupees with two decimals, its days ddmmyyyy.
 */

import { addAnnexureII, type Form24qSalaryDetail, incomeFromSalary } from './annexure-ii.js';
import { ddmmyyyy, type RecordType, recordFields, rupees, text } from './format.js';

/** The deductor (the business) and the person responsible for deducting (Batch Header). */
export interface Form24qDeductor {
  tan: string;
  pan: string;
  name: string;
  /** The format's deductor type (K company, F firm, P individual or HUF, …). */
  deductorType: string;
  address: string;
  city: string;
  /** The e-TDS state code (`etdsStateCode`). */
  stateCode: string;
  pincode: string;
  responsible: { name: string; designation: string; pan: string; mobile: string; email: string };
}

/** One month's TDS of one employee (a payslip's TDS line). */
export interface Form24qDeduction {
  pan: string;
  name: string;
  /** The month's salary paid or credited. */
  paid: number;
  tds: number;
  paidOn: string;
  deductedOn: string;
}

/** A challan of the quarter with the deductions its deposit covers. */
export interface Form24qChallan {
  bsrCode: string;
  serial: string;
  depositedOn: string;
  tax: number;
  interest: number;
  fee: number;
  deductions: Form24qDeduction[];
}

export interface Form24qStatement {
  deductor: Form24qDeductor;
  /** The financial year by its 1 April's year (2025 is 2025-26). */
  startYear: number;
  quarter: 1 | 2 | 3 | 4;
  challans: Form24qChallan[];
  /** Annexure II, the fourth quarter only: one per employee for the whole year. */
  salaryDetails: Form24qSalaryDetail[];
  createdOn: string;
}

/** The name the file says prepared it (File Header field 10). */
export const preparedBy = 'Muster payroll';

/** An address in the format's five lines of 25 characters. */
function addressLines(address: string, city: string): string[] {
  const words = text(address, 100).split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 25) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word.slice(0, 25));
  }
  // lines 1–4 the address, line 5 the city
  return [0, 1, 2, 3].map((index) => lines[index] ?? '').concat(text(city, 25));
}

/**
 * The statement's file: FH, BH, then each challan (CD) with its deductees (DD), then in the
 * fourth quarter each employee's salary detail (SD) with its section 16 (S16) and Chapter VI-A
 * (C6A) details; CRLF after every record.
 */
export function form24q(statement: Form24qStatement): string {
  const { deductor, challans } = statement;
  const fy = `${statement.startYear}${String(statement.startYear + 1).slice(2)}`;
  const ay = `${statement.startYear + 1}${String(statement.startYear + 2).slice(2)}`;
  const address = addressLines(deductor.address, deductor.city);
  const challanTotal = (challan: Form24qChallan) => challan.tax + challan.interest + challan.fee;
  const lines: string[][] = [];
  const add = (type: RecordType, fields: Record<number, string>) =>
    lines.push([String(lines.length + 1), type, ...recordFields(type, fields)]);
  const fourth = statement.quarter === 4;
  add('FH', {
    3: 'SL1',
    4: 'R',
    5: ddmmyyyy(statement.createdOn),
    6: '1',
    7: 'D',
    8: deductor.tan,
    9: '1',
    10: preparedBy,
  });
  add('BH', {
    3: '1',
    4: String(challans.length),
    5: '24Q',
    13: deductor.tan,
    15: deductor.pan,
    16: ay,
    17: fy,
    18: `Q${statement.quarter}`,
    19: text(deductor.name, 75),
    20: 'NA',
    ...Object.fromEntries(address.map((line, index) => [21 + index, line])),
    26: deductor.stateCode,
    27: deductor.pincode,
    31: 'N',
    32: deductor.deductorType,
    33: text(deductor.responsible.name, 75),
    34: text(deductor.responsible.designation, 20),
    ...Object.fromEntries(address.map((line, index) => [35 + index, line])),
    40: deductor.stateCode,
    41: deductor.pincode,
    42: text(deductor.responsible.email, 75),
    43: deductor.responsible.mobile,
    46: 'N',
    47: rupees(challans.reduce((sum, challan) => sum + challanTotal(challan), 0)),
    // salary detail records and their gross total income: Annexure II, the fourth quarter's
    49: String(fourth ? statement.salaryDetails.length : 0),
    50: fourth
      ? rupees(statement.salaryDetails.reduce((sum, detail) => sum + incomeFromSalary(detail), 0))
      : '',
    51: 'N',
    52: 'N',
    59: deductor.responsible.pan,
  });
  challans.forEach((challan, index) => {
    const tds = challan.deductions.reduce((sum, deduction) => sum + deduction.tds, 0);
    add('CD', {
      3: '1',
      4: String(index + 1),
      5: String(challan.deductions.length),
      6: 'N',
      12: challan.serial,
      16: challan.bsrCode,
      18: ddmmyyyy(challan.depositedOn),
      22: rupees(challan.tax),
      23: rupees(0),
      24: rupees(0),
      25: rupees(challan.interest),
      26: rupees(0),
      27: rupees(challanTotal(challan)),
      29: rupees(tds),
      30: rupees(tds),
      31: rupees(0),
      32: rupees(0),
      33: rupees(tds),
      34: rupees(challan.interest),
      35: rupees(0),
      37: 'N',
      39: rupees(challan.fee),
      40: '200',
    });
    for (const [at, deduction] of challan.deductions.entries())
      add('DD', {
        3: '1',
        4: String(index + 1),
        5: String(at + 1),
        6: 'O',
        10: deduction.pan,
        13: text(deduction.name, 75),
        14: rupees(deduction.tds),
        15: rupees(0),
        16: rupees(0),
        17: rupees(deduction.tds),
        19: rupees(deduction.tds),
        22: rupees(deduction.paid),
        23: ddmmyyyy(deduction.paidOn),
        24: ddmmyyyy(deduction.deductedOn),
        25: ddmmyyyy(challan.depositedOn),
        33: '92B',
      });
  });
  if (fourth) addAnnexureII(statement.salaryDetails, add);
  return lines.map((fields) => `${fields.join('^')}\r\n`).join('');
}
