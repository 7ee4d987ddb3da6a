import { TxnFailure } from '@muster/folder-engine';
import type { BusinessSettings } from '@muster/protocol';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { toast } from 'sonner';
import { useApp } from '../session/app-context';

/**
 * Guards every route but /user-auth and loads business settings on first navigation
 * (spec 000 §2); a load error shows the server's message top-centre for 4 s and signs out.
 */
export function RequireSession() {
  const { t } = useTranslation();
  const { client, session, settings, setSettings, signOut } = useApp();

  useEffect(() => {
    if (!session || settings) return;
    let cancelled = false;
    client
      .run<BusinessSettings>({
        name: 'txn_compiled_folders_get',
        folder: 'folders',
        client_props: { txn_op: 'R', cache_when: 'immediate' },
      })
      .then((result) => {
        const loaded = result.records[0];
        if (!cancelled && loaded) setSettings(loaded);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const message = error instanceof TxnFailure ? error.message : 'Something went wrong on the server';
        toast.error(t(message), { position: 'top-center', duration: 4000 });
        void signOut({ serverSide: false });
      });
    return () => {
      cancelled = true;
    };
  }, [client, session, settings, setSettings, signOut, t]);

  if (!session) return <Navigate to="/user-auth" replace />;
  if (!settings) {
    return (
      <p role="status" className="p-8 text-center text-slate-500">
        {t('Loading business settings…')}
      </p>
    );
  }
  return <Outlet />;
}
