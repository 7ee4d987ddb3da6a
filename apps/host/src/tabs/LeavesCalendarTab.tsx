import '@muster/folder-engine/styles.css';
import '@muster/grids/styles.css';
import { LeavesCalendar } from '@muster/grids';
import type { Locale } from '@muster/protocol';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { gridsNotify } from '../attendance/grids-notify';
import { useApp } from '../session/app-context';
import { formTabName } from './folder-tab-name';
import { parseLeavesCalendarTab } from './leaves-calendar-tab';
import type { TabViewProps } from './tab-views';
import { useOpenTabs } from './tabs-context';
import { useRecord } from './useRecord';

/**
 * A leaves calendar tab: the employee its name holds ('leaves/calendar/{id}'), else the
 * signed-in user's own. 'Apply for leave' opens the leaves form with the employee and the
 * picked days filled; saved or cancelled, the form comes back here and the month reloads.
 */
export function LeavesCalendarTab({ name }: TabViewProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { client, settings } = useApp();
  const { setForm, saves, setTitle } = useOpenTabs();
  const employeeId = parseLeavesCalendarTab(name) ?? settings?.env.employees_id ?? '';
  // The employee's code labels the calendar and its tab; the calendar works without it.
  const employee = useRecord('employees', employeeId || null);
  const code = employee.kind === 'loaded' ? String(employee.record.code ?? '') : '';

  useEffect(() => {
    setTitle(name, code ? `${t('Leaves calendar')} ${code}` : t('Leaves calendar'));
  }, [name, code, t, setTitle]);

  if (!employeeId) {
    return (
      <p role="status" className="p-8 text-center text-slate-600">
        {t('This folder is not available to you.')}
      </p>
    );
  }

  const apply = (values: Record<string, unknown>) => {
    const form = formTabName('leaves', null);
    setForm(form, { mode: 'create', values, returnTo: name });
    navigate(`/tabs/${form}`);
  };

  return (
    <LeavesCalendar
      client={client}
      employee={code ? { id: employeeId, code } : { id: employeeId }}
      locale={i18n.language as Locale}
      onApply={apply}
      notify={gridsNotify}
      // A leave saved from a form tab changes this month: load it again.
      reloadToken={saves.leaves ?? 0}
    />
  );
}
