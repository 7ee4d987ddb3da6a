import '@muster/folder-engine/styles.css';
import '@muster/grids/styles.css';
import { type AllocationReferences, AllocationScreen } from '@muster/grids';
import type { BusinessSettings, Locale } from '@muster/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { attendanceUser } from '../attendance/attendance-context';
import { gridsNotify as notify } from '../attendance/grids-notify';
import { useApp } from '../session/app-context';
import { sessionZone } from '../session/business-days';
import { useUnsavedChangesGuard } from '../shell/useUnsavedChangesGuard';
import { ScreenHeading } from '../ui/ScreenHeading';
import { loadAllocationReferences } from './planning-references';

const loading = (message: string) => {
  const id = toast.loading(message);
  return () => {
    toast.dismiss(id);
  };
};

/** The /allocations route (spec 001 §2 "Allocation grid") on the user's own business. */
export function AllocationsPage() {
  const { settings } = useApp();
  return settings ? <AllocationsRoute settings={settings} /> : null;
}

function AllocationsRoute({ settings }: { settings: BusinessSettings }) {
  const { client } = useApp();
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { env } = settings;
  const user = useMemo(() => attendanceUser(env, env.partners_id), [env]);
  // The grid holds edits until Save: leaving the route or the tab asks first.
  const [unsaved, setUnsaved] = useState(false);
  useUnsavedChangesGuard(unsaved);
  const [references, setReferences] = useState<AllocationReferences | null>(null);
  useEffect(() => {
    let current = true;
    loadAllocationReferences(client, settings, {
      swhandle: env.swhandle,
      locale,
      withReportingOfficers: user.isAdmin || user.isAO,
      timeZone: sessionZone(env.time_zone),
    }).then(
      (loaded) => current && setReferences(loaded),
      (error: unknown) =>
        current && notify('error', t(error instanceof Error ? error.message : String(error))),
    );
    return () => {
      current = false;
    };
  }, [client, settings, env.swhandle, env.time_zone, locale, user, t]);
  return (
    <div className="p-3">
      <ScreenHeading folder="allocations" />
      {references && (
        <AllocationScreen
          client={client}
          user={user}
          references={references}
          swhandle={env.swhandle}
          locale={locale}
          notify={notify}
          onUnsavedChange={setUnsaved}
          loading={loading}
        />
      )}
    </div>
  );
}
