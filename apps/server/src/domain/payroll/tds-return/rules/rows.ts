/** What Form 24Q reads of the business, the quarter's payslips and its challans (`../load.ts`). */

/** The business as Form 24Q's Batch Header reads it. */
export interface DeductorRow {
  name: string;
  tan: string | null;
  gstin: string | null;
  address: string | null;
  city: string | null;
  pincode: string | null;
  gst_state_code: string | null;
  responsible_first: Record<string, string> | null;
  responsible_last: Record<string, string> | null;
  responsible_pan: string | null;
  responsible_designation: string | null;
  responsible_phone: string | null;
  responsible_email: string | null;
}

/** One approved payslip of the quarter that deducted TDS. */
export interface TdsPayslipRow {
  month: string;
  code: string;
  name: string;
  pan: string | null;
  paid: number;
  tds: number;
  /** The IST day its wages were paid, else null (the month's last day is taken). */
  paid_on: string | null;
}

/** A TDS challan recorded for a salary month of the quarter (folder `tds_challans`). */
export interface TdsChallanRow {
  month: string;
  bsr_code: string;
  challan_serial: string;
  paid_on: string;
  amount: number;
  interest: number;
  fee: number;
}
