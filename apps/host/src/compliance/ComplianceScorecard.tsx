import { complianceMessages } from '@muster/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translated } from '../payroll/save-file';
import { useApp } from '../session/app-context';
import { rowBusiness } from '../tabs/row-business';
import { evidenceLink } from './evidence-link';
import { levelViews } from './levels';
import { useComplianceScorecard } from './useComplianceScorecard';

/**
 * The contractor compliance scorecard of a month (issue #33 item 6) on the month-close screen:
 * a row per contractor (a contractor's user: its own) with its colour and findings, each
 * finding a link to the record it rests on. A red finding stops the principal employer's
 * invoice approval; an amber one asks first.
 */
export function ComplianceScorecard({ month }: { month: string }) {
  const { t } = useTranslation();
  const { cards, error } = useComplianceScorecard(month);
  const { partners } = useApp();

  return (
    <section
      aria-label={t('Contractor compliance')}
      aria-busy={cards === null && !error}
      className="flex flex-col gap-2"
    >
      <h2 className="text-lg font-semibold">{t('Contractor compliance')}</h2>
      <p className="text-sm text-label">
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
            {cards.map((card) => {
              const business = rowBusiness({ partners_id: card.partners_id }, partners);
              return (
                <tr key={card.partners_id}>
                  <th scope="row" className="border px-2 text-left font-normal">
                    {card.business}
                  </th>
                  <td className="border px-2">
                    <span className={`rounded px-2 ${levelViews[card.level].className}`}>
                      {t(levelViews[card.level].label)}
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
                            <span className={`me-1 rounded px-1 ${levelViews[finding.level].className}`}>
                              {t(levelViews[finding.level].label)}
                            </span>
                            <Link
                              className="text-link underline"
                              to={evidenceLink(finding.evidence, business)}
                            >
                              {t(complianceMessages[finding.kind], finding.params)}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
