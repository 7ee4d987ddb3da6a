import { type BusinessSettings, type SessionRecord, userLogoutTxn } from '@muster/protocol';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { sessionExpiredToast, toastDurations } from '../shell/toast-durations';
import { AppContext, type AppState } from './app-context';
import { createChannel } from './channel';
import { clearStorage, readSession, writeSession } from './storage';

export function AppProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [session, setSession] = useState<SessionRecord | null>(readSession);
  const [settings, setSettings] = useState<BusinessSettings | null>(null);
  const [partners, setPartners] = useState<Record<string, unknown>[]>([]);
  const [blockedWrites, setBlockedWrites] = useState(0);

  const leave = useCallback(() => {
    clearStorage();
    setSession(null);
    setSettings(null);
    setPartners([]);
    navigate('/user-auth', { replace: true });
  }, [navigate]);

  // One channel for the app's lifetime; its expiry hook always runs the latest handler.
  const onExpired = useRef(() => {});
  onExpired.current = () => {
    // One id: the settings load reports the same expiry, and the user needs one toast.
    toast.error(t('Session Expired Please Login again'), {
      id: sessionExpiredToast,
      duration: toastDurations.error,
    });
    leave();
  };
  const [client] = useState(() => createChannel(() => onExpired.current()));

  const blockWhile = useCallback(<T,>(write: Promise<T>): Promise<T> => {
    setBlockedWrites((count) => count + 1);
    return write.finally(() => setBlockedWrites((count) => count - 1));
  }, []);

  const signOut = useCallback(
    async ({ serverSide = true } = {}) => {
      if (serverSide) {
        await client.call(userLogoutTxn, {}).catch((error: unknown) => console.warn('logout', error));
      }
      leave();
    },
    [client, leave],
  );

  const state: AppState = {
    client,
    session,
    settings,
    partners,
    signIn(next) {
      writeSession(next);
      setSession(next);
    },
    setSettings,
    setPartners,
    signOut,
    blockWhile,
    writesBlocked: blockedWrites > 0,
  };
  return <AppContext.Provider value={state}>{children}</AppContext.Provider>;
}
