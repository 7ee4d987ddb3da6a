import { useTranslation } from 'react-i18next';
import type { GenerationProgress } from './generation-progress';

/** A run's progress and results; `amountLabel` names the amount column ('Net Pay', 'Amount Payable'). */
export function ProgressReport({
  progress,
  amountLabel,
}: {
  progress: GenerationProgress;
  amountLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <progress
        className="w-full"
        max={Math.max(progress.total, 1)}
        value={progress.finished ? Math.max(progress.total, 1) : Math.min(progress.done, progress.total)}
        aria-label={t('Generation progress')}
      />
      <p role="status">
        {progress.finished ? t('all done') : `${Math.min(progress.done, progress.total)}/${progress.total}`}
      </p>
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr>
            <th className="border px-2 text-left">{t('Code')}</th>
            <th className="border px-2 text-left">{t('Name')}</th>
            <th className="border px-2 text-right">{t(amountLabel)}</th>
            <th className="border px-2 text-left">{t('Result')}</th>
          </tr>
        </thead>
        <tbody>
          {progress.rows.map((row) => (
            <tr key={row.code}>
              <td className="border px-2">{row.code}</td>
              <td className="border px-2">{row.name}</td>
              <td className="border px-2 text-right">{row.amount ?? ''}</td>
              <td
                className={`border px-2 ${row.error ? 'text-error' : row.flag ? 'font-semibold text-flagged' : ''}`}
              >
                {row.error ? t(row.error, row.errorParams) : t('Generated')}
                {row.flag && !row.error && ` · ${t(row.flag, row.flagParams)}`}
                {row.unapprovedDays > 0 &&
                  ` (${t('Unapproved attendance days left out')}: ${row.unapprovedDays})`}
                {row.notes.map((note) => (
                  <span key={note.text + JSON.stringify(note.params)} className="block">
                    {t(note.text, note.params)}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
