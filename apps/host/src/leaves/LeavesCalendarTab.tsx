import '@muster/folder-engine/styles.css';
import '@muster/grids/styles.css';
import { type CalendarEmployee, LeavesCalendar } from '@muster/grids';
import type { Locale } from '@muster/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { gridsNotify } from '../attendance/grids-notify';
import { ClosedMonthsNotice } from '../month-close/ClosedMonthsNotice';
import type { TabViewProps } from '../registry/tab-views';
import { useApp } from '../session/app-context';
import { sessionZone } from '../session/business-days';
import { formTabName } from '../tabs/folder-tab-name';
import { useOpenTabs } from '../tabs/tabs-context';
import { useRecord } from '../tabs/useRecord';
import { loadCalendarEmployees, picksCalendarEmployee } from './calendar-employees';
import {
  adminCalendarTab,
  leavesCalendarMonth,
  leavesCalendarTab,
  parseLeavesCalendarTab,
} from './leaves-calendar-tab';

/**
 * A leaves calendar tab: the employee its name holds ('leaves/calendar/{id}', on a month
 * with '/{YYYY-MM}'), the admin
 * calendar of every employee in scope ('leaves/calendar', for those who get the leaves
 * list), else the signed-in user's own. Titled by the employee's code and the compact
 * period shown (spec 000 §2). A type that needs a document opens the leaves form with the
 * picked days; saved or cancelled, the form comes back here and the calendar reloads.
 * The admin, AO and RO pick another employee's calendar in it (issue #14 item 4).
 */
export function LeavesCalendarTab({ name }: TabViewProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { client, settings } = useApp();
  const { setForm, saves, setTitle } = useOpenTabs();
  const env = settings?.env;
  const seesEveryone = Boolean(env && (env.isAdmin || env.isAO || env.isRO || env.isHR));
  const adminCalendar = name === adminCalendarTab && seesEveryone;
  const employeeId = adminCalendar ? null : (parseLeavesCalendarTab(name) ?? env?.employees_id ?? '');
  // The employee's code labels the calendar and its tab; the calendar works without it.
  const employee = useRecord('employees', employeeId || null);
  const code = employee.kind === 'loaded' ? String(employee.record.code ?? '') : '';
  const [period, setPeriod] = useState('');
  const locale = i18n.language as Locale;
  const picks = picksCalendarEmployee(env);
  const [choices, setChoices] = useState<CalendarEmployee[] | null>(null);
  useEffect(() => {
    if (!picks) return;
    let current = true;
    loadCalendarEmployees(client, locale).then(
      (loaded) => current && setChoices(loaded),
      // without the list the calendar still works, on the employee of its tab
      (error: unknown) => console.warn('employees for the calendar picker not loaded', error),
    );
    return () => {
      current = false;
    };
  }, [client, locale, picks]);

  useEffect(() => {
    const who = adminCalendar ? t('All employees') : code;
    setTitle(name, [t('Leaves calendar'), who, period].filter(Boolean).join(' '));
  }, [adminCalendar, code, period, name, setTitle, t]);

  if (employeeId === '') {
    return (
      <p role="status" className="p-8 text-center text-secondary">
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
    <>
      {settings && <ClosedMonthsNotice partnerId={settings.env.partners_id} />}
      <LeavesCalendar
        client={client}
        employee={
          employeeId === null
            ? null
            : (choices?.find((choice) => choice.id === employeeId) ??
              (code ? { id: employeeId, code } : { id: employeeId }))
        }
        locale={locale}
        // the calendar reads the leaves of the user's own business (it names no other), so it
        // counts that business's days (protocol README, 'The business's calendar')
        timeZone={sessionZone(env?.time_zone)}
        onApply={apply}
        notify={gridsNotify}
        // A leave saved from a form tab changes these leaves: load them again.
        reloadToken={saves.leaves ?? 0}
        onPeriodChange={setPeriod}
        // 'leaves/calendar/{employee}/{YYYY-MM}': a leaves list row opens its leave's month
        {...(leavesCalendarMonth(name) && { initialMonth: leavesCalendarMonth(name) as string })}
        onOpenEmployee={(id) => navigate(`/tabs/${leavesCalendarTab(id)}`)}
        // those with the leaves list open a leave's form from the day view (its history); for
        // the others 'leaves/{id}' is their calendar (spec 000 §2 "Routes")
        {...(seesEveryone && {
          onOpenLeave: (id: string) => navigate(`/tabs/${formTabName('leaves', id)}`),
        })}
        {...(choices && {
          employeeChoices: choices,
          onPickEmployee: (id: string) => navigate(`/tabs/${leavesCalendarTab(id)}`),
        })}
      />
    </>
  );
}
