import type { ProjectionNote } from '@muster/payroll-rules';
import type { GridsTranslate } from '../../i18n/translate';
import { serverText } from '../approval/approval-flow';

/** What a projection is short of, in the user's language: the panel's notes and the grid's mark. */
export function noteText(note: ProjectionNote, t: GridsTranslate, rupees: Intl.NumberFormat): string {
  switch (note.key) {
    case 'noStructure':
      return t('No salary structure: no pay can be projected');
    case 'noGross':
      return t('No gross salary: no pay can be projected');
    case 'structureErrors':
      return t('The salary structure has errors: {{problems}}', { problems: note.problems.join('; ') });
    case 'notComputed':
      return t('Pay cannot be projected: {{reason}}', { reason: serverText(t, note.reason) });
    case 'unapprovedDays':
      return t('{{days}} days not approved yet, counted as they stand', { days: note.days });
    case 'daysNotReached':
      return t('{{days}} days of the month still to come, not counted', { days: note.days });
    case 'payslipApproved':
      return t('This month’s payslip is approved: it will not change');
    case 'belowMinimumWage':
      return t('Below the minimum wage: {{due}} due, {{paid}} projected', {
        due: rupees.format(note.duePaise / 100),
        paid: rupees.format(note.paidPaise / 100),
      });
  }
}
