/** The e-TDS file format's value rules the Form 24Q validators share (payroll README "Form 24Q"). */

export const tanRule = /^[A-Z]{4}\d{5}[A-Z]$/;
export const panRule = /^[A-Z]{5}\d{4}[A-Z]$/;

/** An amount field in paise; 0 when it is not an amount (its own rule says so). */
export const paise = (value: string | undefined) =>
  value && /^-?\d+\.\d{2}$/.test(value) ? Math.round(Number(value) * 100) : 0;

export const iso = (ddmmyyyy: string) =>
  `${ddmmyyyy.slice(4)}-${ddmmyyyy.slice(2, 4)}-${ddmmyyyy.slice(0, 2)}`;

/** Whether a ddmmyyyy is a day of the calendar (31022025 is not). */
export function realDay(ddmmyyyy: string): boolean {
  const day = new Date(`${iso(ddmmyyyy)}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === iso(ddmmyyyy);
}
