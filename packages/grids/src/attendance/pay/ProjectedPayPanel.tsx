import { type Locale, pickLocale, rupeeFormat } from '@muster/protocol';
import type { GridsTranslate } from '../../i18n/translate';
import { serverText } from '../approval/approval-flow';
import { noteText } from './note-text';
import type { ProjectedPayState } from './use-projected-pay';

/**
 * The month's projected gross, each deduction, the total and the net (issue #32 item 4), in
 * rupees as the user's language writes them, with every note saying what the figure is short
 * of; no figure at all when none can be projected, and why.
 */
export function ProjectedPayPanel({
  state,
  locale,
  t,
}: {
  state: ProjectedPayState;
  locale: Locale;
  t: GridsTranslate;
}) {
  const rupees = rupeeFormat(locale);
  const payslip = state.kind === 'projected' ? state.projection.payslip : null;
  const line = (label: string, amount: number, className?: string) => (
    <div className={className ?? 'mg-pay-line'} key={label}>
      <dt>{label}</dt>
      <dd>{rupees.format(amount)}</dd>
    </div>
  );
  return (
    <section className="mg-pay" aria-label={t('Projected pay')}>
      <h3 className="mg-pay-title">{t('Projected pay')}</h3>
      {state.kind === 'loading' && <p role="status">{t('Loading projected pay…')}</p>}
      {state.kind === 'refused' && <p className="mg-pay-note">{serverText(t, state.message)}</p>}
      {payslip && (
        <dl className="mg-pay-figures">
          {line(t('Gross pay'), payslip.totals.gross_pay, 'mg-pay-line mg-pay-gross')}
          {payslip.lines
            .filter((item) => item.kind === 'deduction')
            // a statutory line's English name is a catalogue key; a payhead names itself per language
            .map((item) =>
              line(
                typeof item.name === 'string' ? serverText(t, item.name) : pickLocale(item.name, locale),
                item.amount,
              ),
            )}
          {line(t('Total deductions'), payslip.totals.total_deductions, 'mg-pay-line mg-pay-total')}
          {line(t('Net pay'), payslip.totals.net_pay, 'mg-pay-line mg-pay-net')}
        </dl>
      )}
      {state.kind === 'projected' && state.projection.notes.length > 0 && (
        <ul className="mg-pay-notes">
          {state.projection.notes.map((note) => (
            <li key={note.key} className="mg-pay-note">
              {noteText(note, t, rupees)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
