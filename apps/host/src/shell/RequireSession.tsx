import { TxnFailure } from '@muster/folder-engine';
import { businessesListTxn, compiledFoldersGetTxn, serverMessages } from '@muster/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { toast } from 'sonner';
import { useApp } from '../session/app-context';
import { readSavedSettings, writeSavedSettings } from '../session/storage';
import { sessionExpiredToast, toastDurations } from './toast-durations';

/**
 * Guards every route but /user-auth and loads business settings on first navigation,
 * then the businesses the user may pick (spec 000 §2); a settings error shows the server's message
 * top-centre for 4 s and signs out, a partners error is only logged (spec 000 §8). Opened with
 * no network, it shows the settings kept from the last load until fresh ones come (#36 item 1).
 */
export function RequireSession() {
  const { t } = useTranslation();
  const { client, session, settings, setSettings, setPartners, signOut } = useApp();
  // the settings shown are the copy kept from the last load (opened with no network): the
  // fresh ones replace them once the channel reaches the server
  const [savedCopy, setSavedCopy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again when the network comes back after the kept copy's refresh failed
  useEffect(() => {
    if (!session || (settings && !savedCopy)) return;
    if (!settings && !navigator.onLine) {
      const saved = readSavedSettings();
      if (saved) {
        setSettings(saved);
        setSavedCopy(true);
        return;
      }
    }
    let cancelled = false;
    client
      .call(compiledFoldersGetTxn, {}, { cache_when: 'immediate' })
      .then((result) => {
        const loaded = result.records[0];
        if (cancelled || !loaded) return;
        setSettings(loaded);
        setSavedCopy(false);
        writeSavedSettings(loaded);
        return (
          client
            // the businesses the user may pick: every one for a principal's user with a role, its
            // own for anyone else, so nobody is refused a list it never asked to see (#27 item 4)
            .call(businessesListTxn, { limit: 50 })
            .then((partners) => setPartners(partners.records))
            .catch((error: unknown) => console.warn('partners list', error))
        );
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const message = error instanceof TxnFailure ? error.message : 'Something went wrong on the server';
        // offline on the kept copy, a lost connection waits for the network to come back
        if (savedCopy && message !== serverMessages.sessionExpired) {
          console.warn('settings not refreshed', error);
          window.addEventListener('online', () => setAttempt((count) => count + 1), { once: true });
          return;
        }
        toast.error(t(message), {
          id: message === serverMessages.sessionExpired ? sessionExpiredToast : undefined,
          position: 'top-center',
          duration: toastDurations.settingsError,
        });
        void signOut({ serverSide: false });
      });
    return () => {
      cancelled = true;
    };
  }, [client, session, settings, savedCopy, attempt, setSettings, setPartners, signOut, t]);

  if (!session) return <Navigate to="/user-auth" replace />;
  if (!settings) {
    return (
      <p role="status" className="p-8 text-center text-secondary">
        {t('Loading business settings…')}
      </p>
    );
  }
  return <Outlet />;
}
