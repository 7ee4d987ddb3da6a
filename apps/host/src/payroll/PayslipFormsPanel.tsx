import { folderListTxn, formatReference, type Locale, reportFilterConditions } from '@muster/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReportPanelProps } from '../registry/report-panels';
import { useApp } from '../session/app-context';
import { templateTab } from './html-template-tab';
import { payrollMonthLabel } from './payslip-cards';

interface WorkerPayslip {
  id: string;
  uconst: string;
  employees_id: unknown;
  payroll_month: string;
}

/** The most payslips a register's worker picker lists: a month of the demo's largest business is some 200. */
const pickerLimit = 1000;

/** Forms printed from one payslip (issue #33 item 5): their template tabs' folders and labels. */
const workerForms = [
  { form: 'wage_slip', label: 'Wage slip (Form XIX)' },
  { form: 'employment_card', label: 'Employment card (Form XIV)' },
] as const;

/**
 * A worker's Form XIX and Form XIV beside a register read from payslips (the register of
 * wages): the worker is picked among the payslips the register's filters select (its period,
 * its code filter, its approved status), and each form opens in its tab as from the payslip.
 */
export function PayslipFormsPanel({ config, filters }: ReportPanelProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { client, settings } = useApp();
  const [payslips, setPayslips] = useState<WorkerPayslip[] | null>(null);
  const [chosen, setChosen] = useState('');

  useEffect(() => {
    let current = true;
    setPayslips(null);
    const { conditions, invalid } = reportFilterConditions(config, filters);
    if (invalid) return;
    client
      .call(
        folderListTxn('payslips'),
        {
          filters: { filterInput: conditions, joinop: 'and' },
          orderBy: [
            { path: 'employees_id.code', dir: 'asc' },
            { path: 'payroll_month', dir: 'asc' },
          ],
          limit: pickerLimit,
        },
        {
          // the worker's code and name, as the employee's reference shows them ('emp1 Sunita Das')
          projections: [
            'id',
            'uconst',
            'payroll_month',
            'employees_id.code',
            'employees_id.persons_id.first_name',
            'employees_id.persons_id.last_name',
          ],
        },
      )
      .then(
        (result) => {
          if (!current) return;
          const rows = result.records as unknown as WorkerPayslip[];
          setPayslips(rows);
          setChosen((was) => (rows.some((row) => row.uconst === was) ? was : (rows[0]?.uconst ?? '')));
        },
        (error: unknown) => {
          console.warn("the register's payslips not read", error);
          if (current) setPayslips([]);
        },
      );
    return () => {
      current = false;
    };
  }, [client, config, filters]);

  return (
    <section aria-label={t("A worker's forms")} className="flex flex-wrap items-end gap-3 text-sm">
      <label className="flex flex-col">
        {t("A worker's forms")}
        <select
          value={chosen}
          disabled={!payslips?.length}
          onChange={(event) => setChosen(event.target.value)}
          className="rounded border px-1"
        >
          {payslips === null && <option value="">{t('Please wait…')}</option>}
          {payslips?.length === 0 && <option value="">{t('No Data Found')}</option>}
          {payslips?.map((payslip) => (
            <option key={payslip.id} value={payslip.uconst}>
              {`${formatReference(payslip.employees_id, { locale })}, ${payrollMonthLabel(payslip.payroll_month, locale, settings?.env.time_zone)}`}
            </option>
          ))}
        </select>
      </label>
      {chosen &&
        workerForms.map(({ form, label }) => (
          <Link
            key={form}
            to={`/tabs/${templateTab(form, chosen)}`}
            className="inline-flex min-h-10 items-center font-medium text-brand underline"
          >
            {t(label)}
          </Link>
        ))}
    </section>
  );
}
