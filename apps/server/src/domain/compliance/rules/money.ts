/** Rupees (as payslips and the challan forms hold them) to integer paise, once. */
export const paiseOf = (rupees: number): number => Math.round(rupees * 100);

const rupeeFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Paise as a finding shows them: '1,23,456.00' (Indian grouping; the ₹ sign is in the message). */
export const rupees = (paise: number): string => rupeeFormat.format(paise / 100);
