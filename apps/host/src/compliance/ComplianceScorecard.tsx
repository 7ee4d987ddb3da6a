import {
  type ComplianceLevel,
  type ContractorScorecard,
  complianceMessages,
  complianceScorecardTxn,
} from '@muster/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translated } from '../payroll/save-file';
import { useApp } from '../session/app-context';
import { evidenceLink } from './evidence-link';

const levelLabels: Record<ComplianceLevel, string> = { green: 'Green', amber: 'Amber', red: 'Red' };
const levelClasses: Record<ComplianceLevel, string> = {
  green: 'bg-green-100 text-green-900',
  amber: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-900',
};

/**
 * The contractor compliance scorecard of a month (issue #33 item 6) on the month-close screen:
 * a row per contractor (a contractor's user: its own) with its colour and findings, each
 * finding a link to the record it rests on. A red finding stops the principal employer's
 * invoice approval; an amber one asks first.
 */
export function ComplianceScorecard({ month }: { month: string }) {
  const { t } = useTranslation();
  const { client } = useApp();
  const [cards, setCards] = useState<ContractorScorecard[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setCards(null);
    client
      .call(complianceScorecardTxn, { month })
      .then((reply) => live && (setCards(reply.records), setError(null)))
      .catch(
        (failure: unknown) => live && setError(failure instanceof Error ? failure.message : String(failure)),
      );
    return () => {
      live = false;
    };
  }, [client, month]);

  return (
    <section
      aria-label={t('Contractor compliance')}
      aria-busy={cards === null && !error}
      className="flex flex-col gap-2"
    >
      <h2 className="text-lg font-semibold">{t('Contractor compliance')}</h2>
      <p className="text-sm text-slate-700">
        {t('A red finding stops the invoice approval; an amber one asks first.')}
      </p>
      {error && <p role="alert">{translated(t, error)}</p>}
      {cards && cards.length === 0 && <p>{t('No contractors')}</p>}
      {cards && cards.length > 0 && (
        <table className="border-collapse text-sm">
          <thead>
            <tr>
              <th className="border px-2 text-left">{t('Contractor')}</th>
              <th className="border px-2 text-left">{t('Compliance')}</th>
              <th className="border px-2 text-left">{t('Findings')}</th>
            </tr>
          </thead>
          <tbody>
            {cards.map((card) => (
              <tr key={card.partners_id}>
                <th scope="row" className="border px-2 text-left font-normal">
                  {card.business}
                </th>
                <td className="border px-2">
                  <span className={`rounded px-2 ${levelClasses[card.level]}`}>
                    {t(levelLabels[card.level])}
                  </span>
                </td>
                <td className="border px-2">
                  {card.findings.length === 0 ? (
                    t('No findings')
                  ) : (
                    <ul>
                      {card.findings.map((finding) => (
                        <li
                          key={`${finding.kind}-${finding.evidence.id ?? ''}-${JSON.stringify(finding.params)}`}
                        >
                          <span className={`me-1 rounded px-1 ${levelClasses[finding.level]}`}>
                            {t(levelLabels[finding.level])}
                          </span>
                          <Link className="text-blue-700 underline" to={evidenceLink(finding.evidence)}>
                            {t(complianceMessages[finding.kind], finding.params)}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
