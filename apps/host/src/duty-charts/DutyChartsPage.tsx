import '@muster/folder-engine/styles.css';
import '@muster/grids/styles.css';
import { type AttendanceReferences, DutyChartScreen } from '@muster/grids';
import type { BusinessSettings, DutyChartPerson, Locale } from '@muster/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPlannedEmployees } from '../allocations/planning-references';
import { attendanceUser } from '../attendance/attendance-context';
import { gridsNotify as notify } from '../attendance/grids-notify';
import { loadAttendanceReferences } from '../attendance/references';
import { useApp } from '../session/app-context';
import { sessionZone } from '../session/business-days';
import { useUnsavedChangesGuard } from '../shell/useUnsavedChangesGuard';
import { ScreenHeading } from '../ui/ScreenHeading';

/** The /duty-charts route (spec 001 §2 "Duty-charts grid") on the user's own business. */
export function DutyChartsPage() {
  const { settings } = useApp();
  return settings ? <DutyChartsRoute settings={settings} /> : null;
}

function DutyChartsRoute({ settings }: { settings: BusinessSettings }) {
  const { client } = useApp();
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { env } = settings;
  const user = useMemo(() => attendanceUser(env, env.partners_id), [env]);
  // The grid holds edits until Save: leaving the route or the tab asks first.
  const [unsaved, setUnsaved] = useState(false);
  useUnsavedChangesGuard(unsaved);
  const [loaded, setLoaded] = useState<{
    references: AttendanceReferences;
    employees: DutyChartPerson[];
  } | null>(null);
  useEffect(() => {
    let current = true;
    Promise.all([
      loadAttendanceReferences(client, settings, {
        swhandle: env.swhandle,
        locale,
        withReportingOfficers: false,
        timeZone: sessionZone(env.time_zone),
      }),
      loadPlannedEmployees(client, env.swhandle, locale),
    ]).then(
      ([references, employees]) => current && setLoaded({ references, employees }),
      (error: unknown) =>
        current && notify('error', t(error instanceof Error ? error.message : String(error))),
    );
    return () => {
      current = false;
    };
  }, [client, settings, env.swhandle, env.time_zone, locale, t]);
  return (
    <div className="p-3">
      <ScreenHeading folder="duty_charts" />
      {loaded && (
        <DutyChartScreen
          client={client}
          user={user}
          employees={loaded.employees}
          departments={loaded.references.departments}
          subsections={loaded.references.subsections}
          swhandle={env.swhandle}
          locale={locale}
          notify={notify}
          onUnsavedChange={setUnsaved}
          timeZone={loaded.references.timeZone}
        />
      )}
    </div>
  );
}
