import '@muster/folder-engine/styles.css';
import '@muster/grids/styles.css';
import {
  type AttendanceReferences,
  AttendanceScreen,
  type AttendanceScreenHandle,
  MyAttendanceMonth,
  phoneScreen,
  useMediaQuery,
} from '@muster/grids';
import type { BusinessSettings, Locale } from '@muster/protocol';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { leavesCalendarTab } from '../leaves/leaves-calendar-tab';
import { ClosedMonthsNotice } from '../month-close/ClosedMonthsNotice';
import { SendingPunches } from '../phone/SendingPunches';
import { useOnline } from '../phone/useOnline';
import { useApp } from '../session/app-context';
import { ScreenHeading } from '../ui/ScreenHeading';
import {
  attendanceUser,
  businessOptions,
  businessZoneOf,
  initialBusiness,
  ownMonthEmployee,
} from './attendance-context';
import { gridsNotify as notify } from './grids-notify';
import { loadAttendanceReferences } from './references';
import { useSaveBeforeLeaving } from './useSaveBeforeLeaving';

/** A loading toast ('Approving attendance...') until the call settles. */
const loading = (message: string) => {
  const id = toast.loading(message);
  return () => {
    toast.dismiss(id);
  };
};

/** The /attendance route (spec 001 §2): the attendance screen over the signed-in user's settings. */
export function AttendancePage() {
  const { settings } = useApp();
  // RequireSession loads the settings before the shell's routes show anything useful.
  return settings ? <AttendanceRoute settings={settings} /> : null;
}

function AttendanceRoute({ settings }: { settings: BusinessSettings }) {
  const { client, partners } = useApp();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const locale = i18n.language as Locale;
  const { env } = settings;
  const businesses = useMemo(() => businessOptions(env, partners), [env, partners]);
  const [selected, setSelected] = useState(() => initialBusiness(env, businesses));
  const swhandle = businesses.find((business) => business.id === selected)?.swhandle ?? env.swhandle;
  const user = useMemo(() => attendanceUser(env, selected), [env, selected]);
  const withReportingOfficers = user.isAdmin || user.isAO;
  // An employee on a phone reads their own month as a list: the grid is for wide screens.
  const phone = useMediaQuery(phoneScreen);
  const ownMonth = phone ? ownMonthEmployee(user) : null;
  // each punch the server acknowledges from the phone's queue is read into the month again
  const [acknowledged, setAcknowledged] = useState(0);
  const onPunchAcknowledged = useCallback(() => setAcknowledged((count) => count + 1), []);

  const [references, setReferences] = useState<AttendanceReferences | null>(null);
  useEffect(() => {
    let current = true;
    const timeZone = businessZoneOf(env, partners, selected);
    loadAttendanceReferences(client, settings, { swhandle, locale, withReportingOfficers, timeZone }).then(
      (loaded) => current && setReferences(loaded),
      (error: unknown) =>
        current && notify('error', t(error instanceof Error ? error.message : String(error))),
    );
    return () => {
      current = false;
    };
  }, [client, settings, env, partners, selected, swhandle, locale, withReportingOfficers, t]);

  const online = useOnline();
  const screen = useRef<AttendanceScreenHandle>(null);
  const [unsaved, setUnsaved] = useState(false);
  const guard = useSaveBeforeLeaving(unsaved, screen, locale);
  const onUnsavedChange = useCallback((next: boolean) => setUnsaved(next), []);

  return (
    // a definite height the grid fills, so its totals row stays on screen (grids' styles.css, Layout)
    <div className="flex h-full flex-col p-3">
      <ScreenHeading folder="attendance" />
      <ClosedMonthsNotice partnerId={selected} />
      {ownMonth && <SendingPunches onAcknowledged={onPunchAcknowledged} />}
      {references && ownMonth ? (
        <MyAttendanceMonth
          key={acknowledged}
          client={client}
          employeeId={ownMonth}
          swhandle={env.swhandle}
          references={references}
          locale={locale}
          notify={notify}
        />
      ) : references ? (
        <AttendanceScreen
          ref={screen}
          client={client}
          user={user}
          references={references}
          businesses={businesses}
          selectedBusiness={selected}
          onBusinessChange={setSelected}
          locale={locale}
          notify={notify}
          loading={loading}
          onUnsavedChange={onUnsavedChange}
          // The calendar tab reads the user's own business: offered only while it is selected.
          onOpenLeaveCalendar={
            selected === env.partners_id
              ? (employee) => navigate(`/tabs/${leavesCalendarTab(employee.id)}`)
              : undefined
          }
        />
      ) : (
        // offline, the month's days cannot load (the queued punches above still show): say so
        // rather than seem to load for ever (issue #36)
        <p role="status" className="p-8 text-center text-quiet">
          {t(online ? 'Loading attendance…' : 'You are offline: your month shows when the network is back')}
        </p>
      )}
      {guard}
    </div>
  );
}
