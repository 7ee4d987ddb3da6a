import { type ContractorScorecard, complianceScorecardTxn } from '@muster/protocol';
import { useCallback, useState } from 'react';
import { useApp } from '../session/app-context';
import { useLiveLoad } from '../session/use-live-load';

/**
 * What the findings read (compliance README): licences, challans, the payslips they are checked
 * against and paid by, the invoices an approval gates, the workers a licence counts.
 */
const scoredFolders = [
  'contractor_licences',
  'epf_challans',
  'esi_challans',
  'payslips',
  'invoices',
  'employees',
  'allocations',
];

/**
 * The contractors' compliance cards of a month (issue #33 item 6), or the refusal's text,
 * loaded again as writes to what they read reach the connection: on the month-close screen a
 * card opened before the month's payslips were approved said Green while the invoice
 * approval, asked later, refused on red findings (helper D's walk, 28 November).
 */
export function useComplianceScorecard(month: string) {
  const { client } = useApp();
  const [loaded, setLoaded] = useState<{ month: string; cards: ContractorScorecard[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      const reply = await client.call(complianceScorecardTxn, { month });
      setLoaded({ month, cards: reply.records });
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }, [client, month]);
  useLiveLoad(scoredFolders, load);
  return { cards: loaded?.month === month ? loaded.cards : null, error };
}
