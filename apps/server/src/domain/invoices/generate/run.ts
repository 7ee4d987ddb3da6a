import { invoiceMessages } from '@muster/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import type { ProgressSender } from '../../../platform/jobs/progress-sender.js';
import { type ProgressTarget, progressFrame } from '../../../platform/jobs/progress-sender.js';
import type { JobQueue } from '../../../platform/jobs/queue.js';
import { generateInvoice } from './write-invoice.js';

export const invoiceQueue = 'invoices-generate';

/**
 * One run: the month and its contracts, worked as one job. A month has tens of contracts, not
 * the thousands of employees payroll chunks; each invoice is its own transaction, so a job
 * redone after a restart writes over the invoices it already made (the contract-and-month
 * unique key, migration 017), keeping their numbers.
 */
interface InvoiceRunJob {
  month: string;
  contracts: string[];
  notify: ProgressTarget | null;
}

export async function startInvoiceRun(
  jobs: JobQueue,
  run: { month: string; contracts: readonly string[]; notify: ProgressTarget | null },
): Promise<{ run_id: string; total: number }> {
  const job: InvoiceRunJob = { month: run.month, contracts: [...run.contracts], notify: run.notify };
  const id = await jobs.send(invoiceQueue, job);
  if (!id) throw new Error('the invoice run was not queued');
  return { run_id: id, total: run.contracts.length };
}

/** Works a run: one invoice after another, a progress frame each, then 'all done'. */
export function invoiceRunWorker(db: Kysely<Database>, progress: ProgressSender) {
  return async (job: InvoiceRunJob): Promise<void> => {
    // the month by name: each contract's invoice counts it in its contractor's zone
    const [year = 0, month = 0] = job.month.split('-').map(Number);
    const invoiceMonth = { year, month };
    const total = job.contracts.length;
    const { notify } = job;
    for (const [index, contract] of job.contracts.entries()) {
      const outcome = await generateInvoice(db, contract, invoiceMonth);
      const position = `${index + 1}/${total}`;
      if (notify)
        await progress.send(notify.session, [
          progressFrame(notify, position, position, outcome.item, outcome.error),
        ]);
    }
    if (notify)
      await progress.send(notify.session, [
        progressFrame(notify, invoiceMessages.allDone, `${total}/${total}`, undefined, null),
      ]);
  };
}
