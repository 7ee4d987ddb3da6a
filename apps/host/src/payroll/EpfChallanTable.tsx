import { type EpfChallan, type Locale, rupeeFormat } from '@muster/protocol';
import { useTranslation } from 'react-i18next';

/** The challan's accounts in EPFO's order (A/c 1, 2, 10, 21, 22), each with its label. */
const accounts: { key: keyof EpfChallan; label: string }[] = [
  { key: 'account1Employee', label: 'A/c 1: EPF (employee)' },
  { key: 'account1Employer', label: 'A/c 1: EPF (employer)' },
  { key: 'account2Admin', label: 'A/c 2: EPF administrative charges' },
  { key: 'account10Pension', label: 'A/c 10: pension (EPS)' },
  { key: 'account21Edli', label: 'A/c 21: EDLI' },
  { key: 'account22EdliAdmin', label: 'A/c 22: EDLI administrative charges' },
  { key: 'total', label: 'Total' },
];

/**
 * What the month's ECR, or its arrear ECR, pays on the EPFO challan, so the contractor pays
 * what the file says (the administrative charge is at least ₹500 per establishment and month;
 * the arrear challan's is what the arrears add to it: payroll README "The EPF challan").
 */
export function EpfChallanTable({
  challan,
  month,
  arrear = false,
}: {
  challan: EpfChallan;
  month: string;
  arrear?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const rupees = rupeeFormat(i18n.language as Locale);
  const title = arrear
    ? t('EPF arrear challan of {{month}}', { month })
    : t('EPF challan of {{month}}', { month });
  return (
    <table className="w-fit text-sm" aria-label={title}>
      <caption className="text-start font-semibold">
        {title} ({t('{{count}} members', { count: challan.members })})
      </caption>
      <tbody>
        {accounts.map(({ key, label }) => (
          <tr key={key}>
            <th scope="row" className="pe-4 text-start font-normal">
              {t(label)}
            </th>
            <td className="text-end tabular-nums">{rupees.format(challan[key])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
