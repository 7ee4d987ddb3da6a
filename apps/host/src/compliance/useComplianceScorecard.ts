import { type ContractorScorecard, complianceScorecardTxn } from '@muster/protocol';
import { useEffect, useState } from 'react';
import { useApp } from '../session/app-context';

/** The contractors' compliance cards of a month (issue #33 item 6), or the refusal's text. */
export function useComplianceScorecard(month: string) {
  const { client } = useApp();
  const [cards, setCards] = useState<ContractorScorecard[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setCards(null);
    client
      .call(complianceScorecardTxn, { month })
      .then((reply) => {
        if (!live) return;
        setCards(reply.records);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (live) setError(failure instanceof Error ? failure.message : String(failure));
      });
    return () => {
      live = false;
    };
  }, [client, month]);
  return { cards, error };
}
