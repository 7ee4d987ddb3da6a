import type { MonthJob } from '../load/attendance.js';
import type { InvoiceContract } from '../load/contract.js';
import { decimalQuantity, type ItemAttendance, type LineInput, minutesAsHours } from '../rules/index.js';

/** An attendance-based item's line: its approved payable days, or its approved hours for an hour rate. */
export function attendanceLines(
  contract: InvoiceContract,
  attendance: ReadonlyMap<string, ItemAttendance>,
): LineInput[] {
  return contract.items.map((item) => {
    const days = attendance.get(item.id);
    const hourly = item.rate_unit === 'hour';
    return {
      kind: 'attendance',
      description: [item.product_name, item.site_name, item.shift_name].filter(Boolean).join(' · '),
      sacCode: item.sac_code,
      hsnCode: item.hsn_code,
      unit: item.rate_unit,
      quantity: hourly
        ? minutesAsHours(days?.approvedWorkingMinutes ?? 0)
        : decimalQuantity(days?.approvedPayableDays ?? 0, 'payable days'),
      rate: item.rate,
      taxRate: item.tax_rate,
      refs: {
        item: item.id,
        sites_id: item.sites_id,
        shifts_id: item.shifts_id,
        products_id: item.products_id,
      },
    };
  });
}

/** A job's line: its quantity at its own rate, else the contract's job item rate for its product. */
export function jobLines(contract: InvoiceContract, jobs: readonly MonthJob[]): LineInput[] {
  return jobs.map((job) => ({
    kind: 'job',
    description: job.product_name ? `${job.name} (${job.product_name})` : job.name,
    sacCode: job.sac_code,
    hsnCode: job.hsn_code,
    unit: job.unit_of_measurement ?? '',
    quantity: decimalQuantity(job.quantity, 'job quantity'),
    rate: job.rate ?? (job.products_id ? (contract.jobRates.get(job.products_id) ?? 0) : 0),
    taxRate: job.tax_rate,
    refs: { jobs_id: job.id, products_id: job.products_id },
  }));
}
